export { RecordsSection } from './components/records-section';
export { MyRecordsPage } from './pages/my-records-page';
export { VerifyPage } from './pages/verify-page';
export { recordsKeys } from './api/records-keys';
