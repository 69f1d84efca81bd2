import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  AssignmentOverviewChart,
  AssignmentTypeChart,
  LatestAssignmentChart,
  TeacherAssignmentStatCards,
} from '../components/teacher-assignment-widgets';

/** /panel/teacher/assignment/dashboard (002 §2 Teacher assignment dashboard): the teacher's own assignments, live. */
export function TeacherAssignmentDashboardPage() {
  useDocumentTitle('Assignment Dashboard');
  return (
    <>
      <PageHeader
        title="Assignment Dashboard"
        description="Your assignments and who has submitted them. Figures update as soon as anything changes."
      />
      <div className="space-y-6">
        <TeacherAssignmentStatCards />
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <LatestAssignmentChart />
          <AssignmentTypeChart />
        </div>
        <AssignmentOverviewChart />
      </div>
    </>
  );
}
