import { Route } from 'wouter';
import { TeacherGradingPage } from '@/features/exam-grading/pages/grading-page';
import { RankedSwitch } from './ranked-switch';
// Assignments (issue 15)
import { TeacherAssignmentGradingPage } from '@/features/assignments/pages/grading-page';
import { TeacherAssignmentQuestionsPage } from '@/features/assignments/pages/assignment-questions-page';
import { TeacherAssignmentSummaryPage } from '@/features/assignments/pages/assignment-summary-page';
import { TeacherAssignmentsPage } from '@/features/assignments/pages/assignments-page';
import { BatchSummaryPage } from '@/features/academics/pages/batch-summary-page';
import { ClassRegisterPage } from '@/features/classes/pages/class-register-page';
import { TeacherClassesPage } from '@/features/classes/pages/teacher-classes-page';
import { TeacherExamViewPage } from '@/features/exams/pages/exam-view-page';
import { TeacherExamsPage } from '@/features/exams/pages/exams-page';
import { SubjectExamFormPage } from '@/features/exams/pages/subject-exam-form-page';
import { TeacherSubjectExamPage } from '@/features/exams/pages/subject-exam-page';
import { TeacherDashboardPage } from '@/features/dashboards/pages/teacher-dashboard-page';
import { TeacherAttendancePage } from '@/features/dashboards/pages/teacher-attendance-page';
import { TeacherBatchesPage } from '@/features/academics/pages/teacher-batches-page';
import { MyLeavePage } from '@/features/leave/pages/my-leave-page';
import { MyPayPage } from '@/features/payroll/pages/my-pay-page';
import { TeacherTimetableDashboardPage } from '@/features/timetables/pages/teacher-timetable-dashboard-page';
import { TeacherTimetablePage } from '@/features/timetables/pages/teacher-timetable-page';
import { ReportCardPage } from '@/features/exam-results/pages/report-card-page';
import { SessionReportCardPage } from '@/features/exam-results/pages/session-report-card-page';
import { TeacherResultRoute } from '@/features/exam-results/pages/student-result-page';
import { TeacherExamDashboardPage } from '@/features/dashboards/pages/teacher-exam-dashboard-page';
// Assignment dashboards (issue 15)
import { TeacherAssignmentDashboardPage } from '@/features/dashboards/pages/teacher-assignment-dashboard-page';
// ---- live classes (live-client) ----
import { LiveClassPage } from '@/features/classes/pages/live-class-page';
import { LmsPage } from '@/features/classes/pages/lms-page';
import { TeacherLmsDashboardPage } from '@/features/dashboards/pages/teacher-lms-dashboard-page';
// ---- end live classes ----
// ---- inventory (inv-client) ----
import { SupplyPage } from '@/features/inventory/pages/supply-page';
// ---- end inventory ----
import { TeacherTransportPage } from '@/features/transport';
// ---- support (support) ----
import { TeacherEnquiryPage, TeacherSupportPage } from '@/features/support';
// ---- end support ----
import { paths } from '@/lib/routes';
import { PanelLayout } from '../layout/panel-layout';
import { NotFoundPage } from '../not-found-page';

/** /panel/teacher/*: the dashboard, a batch's page with its tabs, My leave and My pay. */
export default function TeacherPanel() {
  return (
    <PanelLayout>
      <RankedSwitch>
        <Route path={paths.teacherTransport} component={TeacherTransportPage} />
        <Route path={paths.teacherBatchDetail} component={BatchSummaryPage} />
        <Route path={paths.teacherBatchTab} component={BatchSummaryPage} />
        <Route path={paths.teacherBatch} component={TeacherBatchesPage} />
        <Route path={paths.teacherAttendance} component={TeacherAttendancePage} />
        <Route path={paths.teacherClasses} component={TeacherClassesPage} />
        <Route path={paths.teacherClass} component={ClassRegisterPage} />
        <Route path={paths.teacherExams} component={TeacherExamsPage} />
        <Route path={paths.teacherExamView} component={TeacherExamViewPage} />
        <Route path={paths.teacherSubjectExamForm} component={SubjectExamFormPage} />
        <Route path={paths.teacherSubjectExam} component={TeacherSubjectExamPage} />
        <Route path={paths.teacherExamGrading} component={TeacherGradingPage} />
        <Route path={paths.teacherExamResult} component={TeacherResultRoute} />
        <Route path={paths.teacherExamDashboard} component={TeacherExamDashboardPage} />
        {/* Assignment dashboards (issue 15): before the `:assignmentId` routes, which would take "dashboard" */}
        <Route path={paths.teacherAssignmentDashboard} component={TeacherAssignmentDashboardPage} />
        {/* Assignments (issue 15) */}
        <Route path={paths.teacherAssignments} component={TeacherAssignmentsPage} />
        <Route path={paths.teacherAssignment} component={TeacherAssignmentSummaryPage} />
        <Route path={paths.teacherAssignmentQuestions} component={TeacherAssignmentQuestionsPage} />
        <Route path={paths.teacherAssignmentGrading} component={TeacherAssignmentGradingPage} />
        <Route path={paths.teacherReportCard} component={ReportCardPage} />
        <Route path={paths.teacherSessionReportCard} component={SessionReportCardPage} />
        <Route path={paths.teacherLeave} component={MyLeavePage} />
        <Route path={paths.teacherPay} component={MyPayPage} />
        <Route path={paths.teacherTimetable} component={TeacherTimetablePage} />
        <Route path={paths.teacherTimetableDashboard} component={TeacherTimetableDashboardPage} />
        <Route path={paths.teacherDashboard} component={TeacherDashboardPage} />
        {/* ---- live classes (live-client) ---- */}
        <Route path={paths.teacherLms} component={LmsPage} />
        <Route path={paths.teacherLmsDashboard} component={TeacherLmsDashboardPage} />
        <Route path={paths.teacherLiveClass} component={LiveClassPage} />
        {/* ---- end live classes ---- */}
        {/* ---- inventory (inv-client) ---- */}
        <Route path={paths.teacherSupply} component={SupplyPage} />
        {/* ---- end inventory ---- */}
        {/* ---- support (support) ---- */}
        <Route path={paths.teacherSupport} component={TeacherSupportPage} />
        <Route path={paths.teacherEnquiry} component={TeacherEnquiryPage} />
        {/* ---- end support ---- */}
        <Route component={NotFoundPage} />
      </RankedSwitch>
    </PanelLayout>
  );
}
