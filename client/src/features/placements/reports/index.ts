// Placement reports and dashboards (issue 18 §5–§6).
export { PlacementDashboardPage } from './pages/placement-dashboard-page';
export { PlacementArchivePage } from './pages/archive-page';
export { PlacementArchiveYearPage } from './pages/archive-year-page';
export { PlacementsReportWidget } from './components/placements-report-widget';
