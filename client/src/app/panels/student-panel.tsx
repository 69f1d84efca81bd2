import { Route } from 'wouter';
import { RankedSwitch } from './ranked-switch';
import { StudentDashboardPage } from '@/features/dashboards/pages/student-dashboard-page';
import { MyFeesPage } from '@/features/student-fees/pages/my-fees-page';
import { StudentAttendancePage } from '@/features/student-attendance/pages/student-attendance-page';
import { StudentAttendanceDashboardPage } from '@/features/student-attendance/pages/student-attendance-dashboard-page';
import { paths } from '@/lib/routes';
import { PanelLayout } from '../layout/panel-layout';

/** /panel/student/* for STUDENT and PARENT (access is checked before this chunk loads). */
export default function StudentPanel() {
  return (
    <PanelLayout>
      <RankedSwitch>
        <Route path={paths.studentFees} component={MyFeesPage} />
        <Route path={paths.studentAttendance} component={StudentAttendancePage} />
        <Route path={paths.studentAttendanceDashboard} component={StudentAttendanceDashboardPage} />
        <Route>
          <StudentDashboardPage />
        </Route>
      </RankedSwitch>
    </PanelLayout>
  );
}
