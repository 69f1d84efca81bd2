import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePageStudent } from '@/features/identity';
import { AttendanceCalendar } from '../components/attendance-calendar';
import { CreditGauge } from '../components/credit-gauge';

/** /panel/student/attendance (002 §2 Attendance calendar): the month's calendar, its statistic and the credit gauge. */
export function StudentAttendancePage() {
  useDocumentTitle('Attendance');
  const { studentId, studentName, isParent, switcher } = usePageStudent();
  return (
    <>
      <PageHeader
        title="Attendance"
        description={isParent && studentName ? `${studentName}'s attendance in classes` : 'Your attendance in classes, month by month'}
      />
      {switcher}
      {studentId ? (
        <div key={studentId} className="grid min-w-0 grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <AttendanceCalendar studentId={studentId} />
          <div className="min-w-0">
            <CreditGauge id={studentId} href={null} />
          </div>
        </div>
      ) : null}
    </>
  );
}
