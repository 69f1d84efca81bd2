export { StudentDashboard } from './components/student-dashboard';
export { useTimetableStatCard } from './api/get-timetable-stat-card';
export { ClassRow } from './components/class-row';
