export { authKeys } from './api/auth-keys';
export { logout } from './api/logout';
export { meQueryOptions, useMe } from './api/get-me';
