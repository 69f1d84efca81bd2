import type { PushMap } from '@/lib/push';
import { authKeys } from './api/auth-keys';
import { instituteKeys } from './api/institute-keys';

export const identityPush: PushMap = {
  app_user: [authKeys.me(), instituteKeys.admins()],
  institute: [instituteKeys.all, authKeys.logo()],
  /** A grant or removal changes which menu entries a manager or staff member sees. */
  permission: [authKeys.modules()],
};

/** Refetched when the server ends the session on the socket: asking who we are answers 401, which signs the tab out. */
export const sessionKey = authKeys.me();
