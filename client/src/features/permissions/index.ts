export { PermissionsDrawer } from './components/permissions-drawer';
export { permissionKeys } from './api/permissions';
