import { PageHeader } from '@/components/card';
import { usePageStudent } from '@/features/identity';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AssignmentOverviewCard, WeeklyAssignmentCard } from '../components/assignment-charts';
import { AssignmentStatCards } from '../components/assignment-stat-cards';
import { UpcomingAssignmentsCard } from '../components/upcoming-assignments-card';

/**
 * /panel/student/assignment/dashboard for STUDENT and PARENT (002 §2 Student dashboards): the stat cards, this week's
 * pie, the yearly stacked bar and the upcoming assignments; a parent picks the child and sees no View All.
 */
export function StudentAssignmentDashboardPage() {
  useDocumentTitle('Assignment Dashboard');
  const { studentId, studentName, isParent, switcher } = usePageStudent();
  const who = { studentId, isParent };
  return (
    <>
      <PageHeader
        title="Assignment Dashboard"
        description={
          isParent
            ? `${studentName ?? 'Your child'}'s assignments: what is done, what is due and what was missed`
            : 'Your assignments: what is done, what is due and what was missed. Figures update as soon as anything changes.'
        }
      />
      {switcher}
      {!studentId ? null : (
        <div key={studentId} className="min-w-0 space-y-6">
          <AssignmentStatCards {...who} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 space-y-6 lg:col-span-2">
              <AssignmentOverviewCard {...who} />
            </div>
            <div className="min-w-0 space-y-6">
              <WeeklyAssignmentCard {...who} />
            </div>
          </div>
          <UpcomingAssignmentsCard {...who} />
        </div>
      )}
    </>
  );
}
