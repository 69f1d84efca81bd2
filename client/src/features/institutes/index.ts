export { instituteKeys } from './api/institute-keys';
export { useActiveInstitute, type Institute } from './api/get-institutes';
export { InstituteSwitcher } from './components/institute-switcher';
