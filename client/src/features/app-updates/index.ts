// The mobile app update notice (issue 19 §5).
export { AppUpdatePage } from './pages/app-update-page';
