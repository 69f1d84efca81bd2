export { feeKeys, feeReadModels } from './api/fee-keys';
export { StudentFeesSection } from './components/student-fees-section';
