import { Link } from 'wouter';
import { PageHeader } from '@/components/card';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTeacherTimetable } from '../api/get-teacher-timetable';
import { WeekGrid } from '../components/week-grid';

/** /panel/teacher/timetable: the teacher's own week across the batches they teach, read-only. */
export function TeacherTimetablePage() {
  useDocumentTitle('Timetable');
  const userId = useSession()?.user._id;
  const q = useTeacherTimetable(userId);
  return (
    <>
      <PageHeader
        title="Timetable"
        description="Your week of classes, across your batches"
        actions={
          <Link href={paths.teacherTimetableDashboard} className="text-sm font-medium text-brand-700 hover:underline">
            Timetable dashboard
          </Link>
        }
      />
      <WeekGrid days={q.data} loading={q.isPending} error={q.error} showBatch />
    </>
  );
}
