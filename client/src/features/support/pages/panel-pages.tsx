import { paths } from '@/lib/routes';
import { EnquiryPage } from './enquiry-page';
import { SupportPage } from './support-page';

/** Each panel's Previous Queries and thread pages (002 §2 `/panel/{role}/support[/:enquiryId]`). */
export const StudentSupportPage = () => <SupportPage threadPath={paths.studentEnquiry} />;
export const StudentEnquiryPage = () => <EnquiryPage listPath={paths.studentSupport} />;
export const TeacherSupportPage = () => <SupportPage threadPath={paths.teacherEnquiry} />;
export const TeacherEnquiryPage = () => <EnquiryPage listPath={paths.teacherSupport} />;
export const AdminSupportPage = () => <SupportPage threadPath={paths.adminEnquiry} />;
export const AdminEnquiryPage = () => <EnquiryPage listPath={paths.adminSupport} />;
