export { departmentKeys } from './api/department-keys';
