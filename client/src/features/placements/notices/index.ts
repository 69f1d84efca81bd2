// Placement notices and applications (issue 18 §4).
export { PlacementNoticesPage } from './pages/notices-page';
export { PlacementNoticeFormPage } from './pages/notice-form-page';
export { PlacementApplicantsPage } from './pages/applicants-page';
export { StudentPlacementsPage } from './pages/student-placements-page';
export { PlacementTabs } from './components/placement-tabs';
