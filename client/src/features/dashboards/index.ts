export { dashboardKeys, dashboardReadModels } from './api/dashboard-keys';
