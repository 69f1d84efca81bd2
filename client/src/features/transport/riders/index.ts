// A route's stops and riders, a student's and a teacher's transport page, papers expiring (issue 18 §2).
export { TransportRoutePage } from './pages/route-page';
export { MyTransportPage } from './pages/my-transport-page';
export { TeacherTransportPage } from './pages/teacher-transport-page';
export { ExpiringPapers } from './components/expiring-papers';
export { useStudentTransport } from './api/get-student-transport';
export { transportLine } from './components/riders-format';
