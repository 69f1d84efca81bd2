import type { PushMap } from '@/lib/push';
import { alertKeys } from './api/alert-keys';

/** Absence alerts: a raised, updated, withdrawn or e-mailed alert, or the switch, refreshes the log. */
export const absenceAlertsPush: PushMap = { absence_alert: [alertKeys.all] };
