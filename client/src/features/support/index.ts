export { enquiryKeys } from './api/enquiry-keys';
export {
  AdminEnquiryPage,
  AdminSupportPage,
  StudentEnquiryPage,
  StudentSupportPage,
  TeacherEnquiryPage,
  TeacherSupportPage,
} from './pages/panel-pages';
export { SupportInboxPage } from './pages/inbox-page';
export { OfficeEnquiryPage } from './pages/office-enquiry-page';
