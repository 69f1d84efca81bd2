import { Route } from 'wouter';
import { RankedSwitch } from './ranked-switch';
import { BatchSummaryPage } from '@/features/academics/pages/batch-summary-page';
import { TeacherDashboardPage } from '@/features/dashboards/pages/teacher-dashboard-page';
import { paths } from '@/lib/routes';
import { PanelLayout } from '../layout/panel-layout';

/** /panel/teacher/*: the dashboard and a batch's page with its tabs. */
export default function TeacherPanel() {
  return (
    <PanelLayout>
      <RankedSwitch>
        <Route path={paths.teacherBatchDetail} component={BatchSummaryPage} />
        <Route path={paths.teacherBatchTab} component={BatchSummaryPage} />
        <Route>
          <TeacherDashboardPage />
        </Route>
      </RankedSwitch>
    </PanelLayout>
  );
}
