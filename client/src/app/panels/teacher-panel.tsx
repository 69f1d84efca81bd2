import { TeacherDashboardPage } from '@/features/dashboards/pages/teacher-dashboard-page';
import { PanelLayout } from '../layout/panel-layout';

/** /panel/teacher/*: only the dashboard so far. */
export default function TeacherPanel() {
  return (
    <PanelLayout>
      <TeacherDashboardPage />
    </PanelLayout>
  );
}
