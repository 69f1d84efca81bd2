import { Route } from 'wouter';
import { RankedSwitch } from './ranked-switch';
import { BatchSummaryPage } from '@/features/academics/pages/batch-summary-page';
import { TeacherDashboardPage } from '@/features/dashboards/pages/teacher-dashboard-page';
import { MyLeavePage } from '@/features/leave/pages/my-leave-page';
import { MyPayPage } from '@/features/payroll/pages/my-pay-page';
import { paths } from '@/lib/routes';
import { PanelLayout } from '../layout/panel-layout';
import { NotFoundPage } from '../not-found-page';

/** /panel/teacher/*: the dashboard, a batch's page with its tabs, My leave and My pay. */
export default function TeacherPanel() {
  return (
    <PanelLayout>
      <RankedSwitch>
        <Route path={paths.teacherBatchDetail} component={BatchSummaryPage} />
        <Route path={paths.teacherBatchTab} component={BatchSummaryPage} />
        <Route path={paths.teacherLeave} component={MyLeavePage} />
        <Route path={paths.teacherPay} component={MyPayPage} />
        <Route path={paths.teacherDashboard} component={TeacherDashboardPage} />
        <Route component={NotFoundPage} />
      </RankedSwitch>
    </PanelLayout>
  );
}
