export { authKeys } from './api/auth-keys';
export { logout } from './api/logout';
export { meQueryOptions, useMe } from './api/get-me';
export { instituteKeys } from './api/institute-keys';
export { useActiveInstitute, type Institute } from './api/get-institutes';
export { InstituteSwitcher } from './components/institute-switcher';
export { useMyModules } from './api/get-my-modules';
export { userDetailsKey, userDetailsQueryOptions } from './api/get-user-details';
export { usePageStudent, type PageStudent } from './components/child-switcher';
