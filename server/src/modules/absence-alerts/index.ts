import type { ServerModule } from '../types.js';
import { absenceAlertRoutes } from './routes.js';

export { absenceAlertDecider, absenceAlertStream, absenceAlertSettingsStream } from './decider.js';
export { runAbsenceAlerts, ABSENCE_ALERT_JOB } from './alerts.js';

/**
 * Absence alerts to parents (issue 12, part 9; decision 0020): one notification and one e-mail a day per child listing
 * the classes missed, the delivery log and the institute's switch. The job is defined in alerts.ts.
 */
export const absenceAlertsModule: ServerModule = { name: 'absence-alerts', routes: absenceAlertRoutes };
