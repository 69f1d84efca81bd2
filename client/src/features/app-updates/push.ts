import type { PushMap } from '@/lib/push';
import { appUpdateKeys } from './api/app-update-keys';

/** A new notice refreshes the current one and the history. */
export const appUpdatesPush: PushMap = { app_update: [appUpdateKeys.all] };
