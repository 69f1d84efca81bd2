export { studentCertificateKeys } from './api/student-certificate-keys';
