export { ProfileResultCards } from './components/profile-result-cards';
export { resultKeys } from './api/result-keys';
export { useStudentExams } from './api/get-results';
