import type { PushMap } from '@/lib/push';

// ---- placement notices (notices) ----
/** The notices' read models and the queries they refresh. */
export const noticesPush: PushMap = {};
// ---- end placement notices ----
// ---- placement reports (reports) ----
/** The reports' read models and the queries they refresh. */
export const reportsPush: PushMap = {};
// ---- end placement reports ----
