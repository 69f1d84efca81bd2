export { examKeys } from './api/exam-keys';
