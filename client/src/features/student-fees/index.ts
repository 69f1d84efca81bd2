export { feeKeys } from './api/fee-keys';
export { StudentFeesSection } from './components/student-fees-section';
