import { StudentDashboardPage } from '@/features/dashboards/pages/student-dashboard-page';
import { PanelLayout } from '../layout/panel-layout';

/** /panel/student/* for STUDENT and PARENT: only the dashboard so far. */
export default function StudentPanel() {
  return (
    <PanelLayout>
      <StudentDashboardPage />
    </PanelLayout>
  );
}
