export { StudentDashboard } from './components/student-dashboard';
export { UpcomingClassesCard } from './components/upcoming-classes-card';
export { useTimetableStatCard } from './api/get-timetable-stat-card';
export { timeOf, instituteDate } from './components/class-time';
