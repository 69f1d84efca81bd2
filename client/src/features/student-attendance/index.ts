export { AttendanceCalendar, type AttendanceCalendarProps } from './components/attendance-calendar';
export { CreditGauge, type CreditGaugeProps } from './components/credit-gauge';
export { StudentAttendanceSection } from './components/student-attendance-section';
export { studentAttendanceKeys } from './api/student-attendance-keys';
export { useStudentCredit } from './api/get-student-credit';
