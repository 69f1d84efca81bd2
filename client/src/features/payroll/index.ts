export { payrollKeys } from './api/payroll-keys';
export { StaffPaySection } from './components/staff-pay-section';
export { StaffPayButton } from './components/staff-pay-button';
