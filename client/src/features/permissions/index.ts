export { PermissionsDrawer } from './components/permissions-drawer';
export { permissionKeys } from './api/permissions';
export { AssignedInstitutesDrawer } from './components/assigned-institutes-drawer';
