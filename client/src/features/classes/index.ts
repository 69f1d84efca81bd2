export { classKeys } from './api/class-keys';
// ---- live classes (live-client) ----
export { liveClassHref, lmsHref } from './live/live-links';
// ---- end live classes ----
