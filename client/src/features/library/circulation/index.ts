export { LibraryDashboardPage } from './pages/library-dashboard-page';
export { LibraryStudentsPage } from './pages/library-students-page';
export { LibraryStudentPage } from './pages/library-student-page';
export { LibraryRulesPage } from './pages/library-rules-page';
export { MyLibraryPage } from './pages/my-library-page';
export { libraryKeys } from './api/library-keys';
