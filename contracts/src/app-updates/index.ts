import { Type, type Static } from '@sinclair/typebox';
import { Ok, Paged, PageQuery, required } from '../envelope.js';

/**
 * The mobile app update notice (000 §1, §2 Android App Update form, §3 App update, §5, §7; issue 19 §5). One stream per
 * institute and platform, `appUpdate-<instituteId>-<type>`: each publication is an event, the newest is the notice.
 *
 * - GET  app-update?type=ANDROID            → AppUpdateReply (data null when none published)   any signed-in user
 * - POST app-update  AppUpdateBody (JSON)   → AppUpdateReply ('App update published successfully') SUPER_ADMIN, ADMIN
 * - GET  app-update/history?type&perPage&pageNo → AppUpdateList (every publication, newest first)  SUPER_ADMIN, ADMIN
 */

export const APP_UPDATE_TYPES = ['ANDROID'] as const;
export type AppUpdateType = (typeof APP_UPDATE_TYPES)[number];
/** 000 §5: the version input keeps digits and dots; a version is up to four dot-separated numbers (2.14.0). */
export const APP_VERSION_PATTERN = '^[0-9]{1,4}(\\.[0-9]{1,4}){0,3}$';
/** What the version input strips as it is typed (000 §5: characters outside its allowed pattern). */
export const appVersionInput = (typed: string) => typed.replace(/[^0-9.]/g, '').replace(/\.{2,}/g, '.');

export const APP_UPDATE_MESSAGES = {
  // 000 §5, exact.
  versionRequired: 'App version is required.',
  titleRequired: 'App update title is required.',
  messageRequired: 'Description is required.',
  dismissibleRequired: 'Dismissible is required.',
  // Designed (docs/api.md "App update").
  versionInvalid: 'App version must be numbers separated by dots, like 2.4.1.',
  notNewer: (current: string) => `App version must be newer than ${current}.`,
} as const;

const AppUpdateTypeSchema = Type.Union(
  APP_UPDATE_TYPES.map((t) => Type.Literal(t)),
  { 'x-invalid': 'Type must be ANDROID.' },
);

/** POST app-update (000 §7): version, title, message, isDismissible; `type` defaults to ANDROID. */
export const AppUpdateBody = Type.Object({
  type: Type.Optional(AppUpdateTypeSchema),
  version: Type.String({
    minLength: 1,
    maxLength: 19,
    pattern: APP_VERSION_PATTERN,
    'x-message': APP_UPDATE_MESSAGES.versionRequired,
    'x-pattern-invalid': APP_UPDATE_MESSAGES.versionInvalid,
  }),
  title: required(APP_UPDATE_MESSAGES.titleRequired, { maxLength: 120 }),
  message: required(APP_UPDATE_MESSAGES.messageRequired, { maxLength: 2000 }),
  isDismissible: Type.Boolean({
    'x-message': APP_UPDATE_MESSAGES.dismissibleRequired,
    'x-invalid': APP_UPDATE_MESSAGES.dismissibleRequired,
  }),
});
export type AppUpdateBody = Static<typeof AppUpdateBody>;

export const AppUpdateQuery = Type.Object({ type: Type.Optional(AppUpdateTypeSchema) });
export type AppUpdateQuery = Static<typeof AppUpdateQuery>;

/** 000 §3 App update, with who published it and when. */
export const AppUpdate = Type.Object({
  _id: Type.String(),
  type: AppUpdateTypeSchema,
  version: Type.String(),
  title: Type.String(),
  message: Type.String(),
  isDismissible: Type.Boolean(),
  createdAt: Type.String(),
  createdBy: Type.Object({ _id: Type.String(), displayName: Type.String() }),
});
export type AppUpdate = Static<typeof AppUpdate>;
export const AppUpdateReply = Ok(Type.Union([AppUpdate, Type.Null()]));
export const AppUpdateList = Paged(AppUpdate);
export const AppUpdateListQuery = Type.Composite([PageQuery, AppUpdateQuery]);
export type AppUpdateListQuery = Static<typeof AppUpdateListQuery>;

/** A notice published: the app shows it to users whose installed version is older. */
export interface AppUpdatePublished {
  type: 'AppUpdatePublished';
  data: { updateId: string; type: AppUpdateType; version: string; title: string; message: string; isDismissible: boolean };
}
export type AppUpdatesEvent = AppUpdatePublished;

/** -1, 0, 1 as version `a` is older than, equal to, newer than `b` (2.10 is newer than 2.9; 2.4 equals 2.4.0). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}
