import { Link } from 'wouter';
import { PageHeader } from '@/components/card';
import { usePageStudent } from '@/features/identity';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStudentTimetable } from '../api/get-student-timetable';
import { WeekGrid } from '../components/week-grid';

/** /panel/student/timetable: the batch's week, Monday to Saturday, read-only (a PARENT picks the child). */
export function StudentTimetablePage() {
  useDocumentTitle('Timetable');
  const { studentId, studentName, isParent, switcher } = usePageStudent();
  const q = useStudentTimetable(studentId, isParent);
  return (
    <>
      <PageHeader
        title="Timetable"
        description={isParent && studentName ? `${studentName}'s week` : 'Your week of classes'}
        actions={
          <Link href={paths.studentTimetableDashboard} className="text-sm font-medium text-brand-700 hover:underline">
            Timetable dashboard
          </Link>
        }
      />
      {switcher}
      {isParent && !studentId ? null : <WeekGrid days={q.data} loading={q.isPending} error={q.error} />}
    </>
  );
}
