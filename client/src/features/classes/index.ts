export { classKeys } from './api/class-keys';
