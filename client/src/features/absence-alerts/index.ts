export { AbsenceAlertsPage } from './pages/absence-alerts-page';
