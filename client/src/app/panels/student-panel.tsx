import { Route } from 'wouter';
import { RankedSwitch } from './ranked-switch';
// Assignments (issue 15)
import { AssignmentAnswerPage } from '@/features/assignments/pages/answer-page';
import { StudentAssignmentsPage } from '@/features/assignments/pages/assignments-page';
import { ExamTakingPage } from '@/features/exam-taking/pages/exam-taking-page';
import { StudentDashboardPage } from '@/features/dashboards/pages/student-dashboard-page';
import { StudentAnnouncementsPage, StudentMaterialsPage } from '@/features/academics/pages/student-batch-pages';
import { MyFeesPage } from '@/features/student-fees/pages/my-fees-page';
import { MyTransportPage } from '@/features/transport';
import { StudentPlacementsPage } from '@/features/placements';
// ---- library circulation (lib-circ-client) ----
import { MyLibraryPage } from '@/features/library';
// ---- end library circulation ----
// ---- records (records) ----
import { MyRecordsPage } from '@/features/records';
// ---- end records ----
import { StudentAttendancePage } from '@/features/student-attendance/pages/student-attendance-page';
import { StudentAttendanceDashboardPage } from '@/features/student-attendance/pages/student-attendance-dashboard-page';
import { StudentTimetableDashboardPage } from '@/features/timetables/pages/student-timetable-dashboard-page';
import { StudentTimetablePage } from '@/features/timetables/pages/student-timetable-page';
import { ExamReviewPage } from '@/features/exam-results/pages/review-page';
import { ReportCardPage } from '@/features/exam-results/pages/report-card-page';
import { SessionReportCardPage } from '@/features/exam-results/pages/session-report-card-page';
import { StudentExamDashboardPage } from '@/features/exam-results/pages/student-exam-dashboard-page';
import { StudentExamPage } from '@/features/exam-results/pages/student-exam-page';
// Assignment dashboards (issue 15)
import { StudentAssignmentDashboardPage } from '@/features/student-dashboard/pages/student-assignment-dashboard-page';
// ---- live classes (live-client) ----
import { LiveClassPage } from '@/features/classes/pages/live-class-page';
import { LmsPage } from '@/features/classes/pages/lms-page';
// ---- end live classes ----
// ---- support (support) ----
import { StudentEnquiryPage, StudentSupportPage } from '@/features/support';
// ---- end support ----
import { paths } from '@/lib/routes';
import { PanelLayout } from '../layout/panel-layout';
import { NotFoundPage } from '../not-found-page';

/** /panel/student/* for STUDENT and PARENT (access is checked before this chunk loads). */
export default function StudentPanel() {
  return (
    <PanelLayout>
      <RankedSwitch>
        <Route path={paths.studentFees} component={MyFeesPage} />
        {/* Transport and placements (issue 18) */}
        <Route path={paths.studentTransport} component={MyTransportPage} />
        <Route path={paths.studentPlacement} component={StudentPlacementsPage} />
        {/* ---- library circulation (lib-circ-client) ---- */}
        <Route path={paths.studentLibrary} component={MyLibraryPage} />
        {/* ---- end library circulation ---- */}
        {/* ---- records (records) ---- */}
        <Route path={paths.studentDocuments} component={MyRecordsPage} />
        {/* ---- end records ---- */}
        <Route path={paths.studentAttendance} component={StudentAttendancePage} />
        <Route path={paths.studentAttendanceDashboard} component={StudentAttendanceDashboardPage} />
        <Route path={paths.studentTimetable} component={StudentTimetablePage} />
        <Route path={paths.studentTimetableDashboard} component={StudentTimetableDashboardPage} />
        <Route path={paths.studentMaterials} component={StudentMaterialsPage} />
        <Route path={paths.studentAnnouncements} component={StudentAnnouncementsPage} />
        <Route path={paths.studentDashboard} component={StudentDashboardPage} />
        <Route path={paths.studentExamTaking} component={ExamTakingPage} />
        <Route path={paths.studentExamDashboard} component={StudentExamDashboardPage} />
        <Route path={paths.studentExam} component={StudentExamPage} />
        <Route path={paths.studentExamReview} component={ExamReviewPage} />
        {/* Assignment dashboards (issue 15): before the `:assignmentId` routes, which would take "dashboard" */}
        <Route path={paths.studentAssignmentDashboard} component={StudentAssignmentDashboardPage} />
        {/* Assignments (issue 15) */}
        <Route path={paths.studentAssignments} component={StudentAssignmentsPage} />
        <Route path={paths.studentAssignment} component={AssignmentAnswerPage} />
        <Route path={paths.studentReportCard} component={ReportCardPage} />
        <Route path={paths.studentSessionReportCard} component={SessionReportCardPage} />
        {/* ---- live classes (live-client) ---- */}
        <Route path={paths.studentLms} component={LmsPage} />
        <Route path={paths.studentLiveClass} component={LiveClassPage} />
        {/* ---- end live classes ---- */}
        {/* ---- support (support) ---- */}
        <Route path={paths.studentSupport} component={StudentSupportPage} />
        <Route path={paths.studentEnquiry} component={StudentEnquiryPage} />
        {/* ---- end support ---- */}
        <Route component={NotFoundPage} />
      </RankedSwitch>
    </PanelLayout>
  );
}
