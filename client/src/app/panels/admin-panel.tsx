import { Route } from 'wouter';
import { AdminGradingPage } from '@/features/exam-grading/pages/grading-page';
import { RankedSwitch } from './ranked-switch';
// Assignments (issue 15)
import { AdminAssignmentGradingPage } from '@/features/assignments/pages/grading-page';
import { AdminAssignmentQuestionsPage } from '@/features/assignments/pages/assignment-questions-page';
import { AdminAssignmentSummaryPage } from '@/features/assignments/pages/assignment-summary-page';
import { AdminAssignmentsPage } from '@/features/assignments/pages/assignments-page';
// ---- library circulation (lib-circ-client) ----
import { LibraryDashboardPage, LibraryRulesPage, LibraryStudentPage, LibraryStudentsPage } from '@/features/library';
// ---- end library circulation ----
import { ConfigPage } from '@/features/academics/pages/config-page';
import { CourseBranchesPage } from '@/features/academics/pages/course-branches-page';
import { BatchFormPage } from '@/features/academics/pages/batch-form-page';
import { BatchSummaryPage } from '@/features/academics/pages/batch-summary-page';
import { BatchesPage } from '@/features/academics/pages/batches-page';
import { AdminClassesPage } from '@/features/classes/pages/admin-classes-page';
import { ClassRegisterPage } from '@/features/classes/pages/class-register-page';
import { AdminExamViewPage } from '@/features/exams/pages/exam-view-page';
import { ReportCardPage } from '@/features/exam-results/pages/report-card-page';
import { SessionReportCardPage } from '@/features/exam-results/pages/session-report-card-page';
import { AdminExamRoute, AdminResultsRoute } from '@/features/exam-results/pages/student-result-page';
import { AdminExamsPage } from '@/features/exams/pages/exams-page';
import { RegisterPage } from '@/features/people/pages/register-page';
import { StaffDetailPage } from '@/features/people/pages/staff-detail-page';
import { StaffPage } from '@/features/people/pages/staff-page';
import { StudentProfilePage } from '@/features/people/pages/student-profile-page';
import { StudentsPage } from '@/features/people/pages/students-page';
import { AdminDashboardPage } from '@/features/dashboards/pages/admin-dashboard-page';
import { PaymentDashboardPage } from '@/features/dashboards/pages/payment-dashboard-page';
import { DepartmentsPage } from '@/features/departments/pages/departments-page';
import { FinancePage } from '@/features/finance/pages/finance-page';
import { FeeDetailPage } from '@/features/student-fees/pages/fee-detail-page';
import { FeesPage } from '@/features/student-fees/pages/fees-page';
import { DefaultersPage } from '@/features/student-fees/pages/defaulters-page';
import { AbsenceAlertsPage } from '@/features/absence-alerts/pages/absence-alerts-page';
import { NoticesPage } from '@/features/communication/pages/notices-page';
import { StaffAttendancePage } from '@/features/attendance/pages/staff-attendance-page';
import { StaffAttendanceCalendarPage } from '@/features/attendance/pages/staff-attendance-calendar-page';
import { LeaveManagementPage } from '@/features/leave/pages/leave-management-page';
import { LeaveApplicationsPage } from '@/features/leave/pages/leave-applications-page';
import { MyLeavePage } from '@/features/leave/pages/my-leave-page';
import { MyPayPage } from '@/features/payroll/pages/my-pay-page';
import { BulkUploadPage } from '@/features/bulk-upload/pages/bulk-upload-page';
import {
  AdmissionDashboardPage,
  DepartmentStatsDashboardPage,
  StaffStatsDashboardPage,
  StudentStatsDashboardPage,
} from '@/features/dashboards/pages/people-dashboards';
import { AccountPage } from '@/features/identity/pages/account-page';
import { AdminsPage, ManagersPage } from '@/features/people/pages/people-cards-page';
import { InstituteFormPage } from '@/features/identity/pages/institute-form-page';
import { InstitutesPage } from '@/features/identity/pages/institutes-page';
import { AppUpdatePage } from '@/features/app-updates';
import { MailDeliveryPage } from '@/features/mail';
// ---- live classes (live-client) ----
import { LiveClassPage } from '@/features/classes/pages/live-class-page';
import { LmsPage } from '@/features/classes/pages/lms-page';
// ---- end live classes ----
import {
  TransportBulkUploadPage,
  TransportDashboardPage,
  TransportRoutePage,
  TransportRoutesPage,
  VehiclesPage,
  DriversPage,
} from '@/features/transport';
import {
  PlacementApplicantsPage,
  PlacementArchivePage,
  PlacementArchiveYearPage,
  PlacementDashboardPage,
  PlacementNoticeFormPage,
  PlacementNoticesPage,
} from '@/features/placements';
// ---- inventory (inv-client) ----
import { InventoryDashboardPage } from '@/features/inventory/pages/inventory-dashboard-page';
import { StockFormPage } from '@/features/inventory/pages/stock-form-page';
import { StockListPage } from '@/features/inventory/pages/stock-list-page';
import { SupplyPage } from '@/features/inventory/pages/supply-page';
// ---- end inventory ----
// ---- library catalogue (lib-catalogue) ----
import { AuthorsPage, BookFormPage, BooksPage, PublicationsPage, UpdateStockPage } from '@/features/library';
// ---- end library catalogue ----
// ---- support (support) ----
import { AdminEnquiryPage, AdminSupportPage, OfficeEnquiryPage, SupportInboxPage } from '@/features/support';
// ---- end support ----
import { configShortcuts, paths } from '@/lib/routes';
import { PanelLayout } from '../layout/panel-layout';
import { NotFoundPage } from '../not-found-page';

/** /panel/admin/* and /panel/superadmin/* (access is checked before this chunk loads). */
export default function AdminPanel() {
  return (
    <PanelLayout>
      <RankedSwitch>
        <Route path={paths.superadminDashboard} component={AdminDashboardPage} />
        <Route path={paths.adminDashboard} component={AdminDashboardPage} />
        <Route path={paths.department} component={DepartmentsPage} />
        <Route path={paths.studentStatsDashboard} component={StudentStatsDashboardPage} />
        <Route path={paths.staffStatsDashboard} component={StaffStatsDashboardPage} />
        <Route path={paths.admissionDashboard} component={AdmissionDashboardPage} />
        <Route path={paths.departmentDashboard} component={DepartmentStatsDashboardPage} />
        <Route path={paths.staffAttendance} component={StaffAttendancePage} />
        <Route path={paths.staffAttendanceCalendar} component={StaffAttendanceCalendarPage} />
        <Route path={paths.absenceAlerts} component={AbsenceAlertsPage} />
        <Route path={paths.leaveManagement} component={LeaveManagementPage} />
        <Route path={paths.leaveApplications} component={LeaveApplicationsPage} />
        <Route path={paths.myLeave} component={MyLeavePage} />
        <Route path={paths.studentBulkUpload}>
          <BulkUploadPage kind="student" key="student" />
        </Route>
        <Route path={paths.staffBulkUpload}>
          <BulkUploadPage kind="staff" key="staff" />
        </Route>
        <Route path={paths.finance} component={FinancePage} />
        <Route path={paths.fees} component={FeesPage} />
        <Route path={paths.feeDetail} component={FeeDetailPage} />
        <Route path={paths.paymentDashboard} component={PaymentDashboardPage} />
        <Route path={paths.feeDefaulters} component={DefaultersPage} />
        <Route path={paths.myPay} component={MyPayPage} />
        <Route path={paths.notice} component={NoticesPage} />
        <Route path={paths.config}>
          <ConfigPage />
        </Route>
        <Route path={paths.configCourse} component={CourseBranchesPage} />
        {/* ---- library catalogue (lib-catalogue) ---- */}
        <Route path={paths.configAuthor} component={AuthorsPage} />
        <Route path={paths.configPublication} component={PublicationsPage} />
        <Route path={paths.libraryBooks} component={BooksPage} />
        <Route path={paths.libraryAddBook} component={BookFormPage} />
        <Route path={paths.libraryUpdateStock} component={UpdateStockPage} />
        <Route path={paths.financeBulkUpload}>
          <BulkUploadPage kind="finance" key="finance" />
        </Route>
        <Route path={paths.libraryBulkUpload}>
          <BulkUploadPage kind="book" key="book" />
        </Route>
        {/* ---- end library catalogue ---- */}
        {Object.entries(configShortcuts).map(([path, { tab, note }]) => (
          <Route key={path} path={path}>
            <ConfigPage tabId={tab} note={note} key={path} />
          </Route>
        ))}
        <Route path={paths.batch} component={BatchesPage} />
        <Route path={paths.adminClasses} component={AdminClassesPage} />
        <Route path={paths.adminClass} component={ClassRegisterPage} />
        {/* ---- live classes (live-client) ---- */}
        <Route path={paths.adminLms} component={LmsPage} />
        <Route path={paths.adminLiveClass} component={LiveClassPage} />
        {/* ---- end live classes ---- */}
        <Route path={paths.adminExams} component={AdminExamsPage} />
        <Route path={paths.adminExamView} component={AdminExamViewPage} />
        <Route path={paths.adminExamGrading} component={AdminGradingPage} />
        <Route path={paths.adminExam} component={AdminExamRoute} />
        <Route path={paths.adminResults} component={AdminResultsRoute} />
        <Route path={paths.adminReportCard} component={ReportCardPage} />
        <Route path={paths.adminSessionReportCard} component={SessionReportCardPage} />
        {/* Assignments (issue 15) */}
        <Route path={paths.adminAssignments} component={AdminAssignmentsPage} />
        <Route path={paths.adminAssignment} component={AdminAssignmentSummaryPage} />
        <Route path={paths.adminAssignmentQuestions} component={AdminAssignmentQuestionsPage} />
        <Route path={paths.adminAssignmentGrading} component={AdminAssignmentGradingPage} />
        {/* ---- library circulation (lib-circ-client) ---- */}
        <Route path={paths.libraryDashboard} component={LibraryDashboardPage} />
        <Route path={paths.libraryStudents} component={LibraryStudentsPage} />
        <Route path={paths.libraryStudent} component={LibraryStudentPage} />
        <Route path={paths.librarySettings} component={LibraryRulesPage} />
        {/* ---- end library circulation ---- */}
        <Route path={paths.batchCreate} component={BatchFormPage} />
        <Route path={paths.batchDetail} component={BatchSummaryPage} />
        <Route path={paths.batchTab} component={BatchSummaryPage} />
        <Route path={paths.student}>
          <StudentsPage />
        </Route>
        <Route path={paths.alumni}>
          <StudentsPage alumni key="alumni" />
        </Route>
        <Route path={paths.studentDetail}>
          <StudentProfilePage />
        </Route>
        <Route path={paths.alumniDetail}>
          <StudentProfilePage alumni />
        </Route>
        <Route path={paths.staff}>
          <StaffPage />
        </Route>
        <Route path={paths.teachingStaff}>
          <StaffPage type="teaching" key="teaching" />
        </Route>
        <Route path={paths.nonTeachingStaff}>
          <StaffPage type="non-teaching" key="non-teaching" />
        </Route>
        <Route path={paths.staffDetail} component={StaffDetailPage} />
        <Route path={paths.register} component={RegisterPage} />
        <Route path={paths.admins} component={AdminsPage} />
        <Route path={paths.managers} component={ManagersPage} />
        <Route path={paths.institutes} component={InstitutesPage} />
        <Route path={paths.appUpdate} component={AppUpdatePage} />
        <Route path={paths.mailDelivery} component={MailDeliveryPage} />
        <Route path={paths.instituteForm} component={InstituteFormPage} />
        <Route path={paths.account} component={AccountPage} />
        {/* Transport (issue 18) */}
        <Route path={paths.transportDashboard} component={TransportDashboardPage} />
        <Route path={paths.manageVehicle} component={VehiclesPage} />
        <Route path={paths.manageDrivers} component={DriversPage} />
        <Route path={paths.transportRoutes} component={TransportRoutesPage} />
        <Route path={paths.transportRoute} component={TransportRoutePage} />
        <Route path={paths.transportBulkUpload} component={TransportBulkUploadPage} />
        {/* Placements (issue 18) */}
        <Route path={paths.placementDashboard} component={PlacementDashboardPage} />
        <Route path={paths.placementNotices} component={PlacementNoticesPage} />
        <Route path={paths.placementNoticeForm} component={PlacementNoticeFormPage} />
        <Route path={paths.placementApplicants} component={PlacementApplicantsPage} />
        <Route path={paths.placementArchive} component={PlacementArchivePage} />
        <Route path={paths.placementArchiveYear} component={PlacementArchiveYearPage} />
        {/* ---- inventory (inv-client) ---- */}
        <Route path={paths.inventoryDashboard} component={InventoryDashboardPage} />
        <Route path={paths.inventoryStock} component={StockListPage} />
        <Route path={paths.inventoryCreate} component={StockFormPage} />
        <Route path={paths.inventorySupply} component={SupplyPage} />
        <Route path={paths.inventoryBulkUpload}>
          <BulkUploadPage kind="inventory" key="inventory" />
        </Route>
        {/* ---- end inventory ---- */}
        {/* ---- support (support) ---- */}
        <Route path={paths.adminSupport} component={AdminSupportPage} />
        <Route path={paths.adminEnquiry} component={AdminEnquiryPage} />
        <Route path={paths.supportInbox} component={SupportInboxPage} />
        <Route path={paths.supportInboxEnquiry} component={OfficeEnquiryPage} />
        {/* ---- end support ---- */}
        <Route component={NotFoundPage} />
      </RankedSwitch>
    </PanelLayout>
  );
}
