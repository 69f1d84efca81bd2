export { dashboardKeys } from './api/dashboard-keys';
