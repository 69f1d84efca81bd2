export { financeKeys } from './api/finance-keys';
