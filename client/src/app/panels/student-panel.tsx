import { Route } from 'wouter';
import { RankedSwitch } from './ranked-switch';
import { StudentDashboardPage } from '@/features/dashboards/pages/student-dashboard-page';
import { StudentAnnouncementsPage, StudentMaterialsPage } from '@/features/academics/pages/student-batch-pages';
import { MyFeesPage } from '@/features/student-fees/pages/my-fees-page';
import { paths } from '@/lib/routes';
import { PanelLayout } from '../layout/panel-layout';
import { NotFoundPage } from '../not-found-page';

/** /panel/student/* for STUDENT and PARENT (access is checked before this chunk loads). */
export default function StudentPanel() {
  return (
    <PanelLayout>
      <RankedSwitch>
        <Route path={paths.studentFees} component={MyFeesPage} />
        <Route path={paths.studentMaterials} component={StudentMaterialsPage} />
        <Route path={paths.studentAnnouncements} component={StudentAnnouncementsPage} />
        <Route path={paths.studentDashboard} component={StudentDashboardPage} />
        <Route component={NotFoundPage} />
      </RankedSwitch>
    </PanelLayout>
  );
}
