// The transport office pages: dashboard, vehicles, drivers, routes, bulk upload (issue 18 §1, §3).
export { TransportDashboardPage } from './pages/transport-dashboard-page';
export { VehiclesPage } from './pages/vehicles-page';
export { DriversPage } from './pages/drivers-page';
export { TransportRoutesPage } from './pages/routes-page';
export { TransportBulkUploadPage } from './pages/transport-bulk-upload-page';
export { TransportTabs } from './components/transport-tabs';
