import { CreditGauge } from '@/features/student-attendance';
import { paths } from '@/lib/routes';
import { ProfileBlock } from './profile-block';
import { MonthlyClassesCard, SubjectProgressCard, WeeklyClassOverviewCard } from './student-charts';
import { WeeklyAssignmentCard } from './assignment-charts';
import { StudentStatCards } from './student-stat-cards';
import { UpcomingAssignmentsCard } from './upcoming-assignments-card';
import { UpcomingClassesCard } from './upcoming-classes-card';

/**
 * 002 §2 Student dashboards: the cards, the class charts, the credit gauge, upcoming classes, the profile block, and
 * the weekly assignment pie with the upcoming assignments (the yearly bar is on the assignment dashboard).
 */
export function StudentDashboard({ studentId, isParent }: { studentId: string | undefined; isParent: boolean }) {
  const who = { studentId, isParent };
  return (
    <div className="space-y-6">
      <StudentStatCards {...who} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <MonthlyClassesCard {...who} />
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <SubjectProgressCard {...who} />
            <WeeklyClassOverviewCard {...who} />
          </div>
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <WeeklyAssignmentCard {...who} />
            <UpcomingAssignmentsCard {...who} />
          </div>
        </div>
        <div className="min-w-0 space-y-6">
          <ProfileBlock {...who} />
          {studentId ? (
            <CreditGauge id={studentId} href={`${paths.studentAttendance}${isParent ? `?child=${encodeURIComponent(studentId)}` : ''}`} />
          ) : null}
          <UpcomingClassesCard {...who} />
        </div>
      </div>
    </div>
  );
}
