import { Type, type Static } from '@sinclair/typebox';
import { Ok } from '../envelope.js';

/**
 * Page views (issue 19 §6; 000 §2 Page View Status, §3 page-view rows, §7 dashboard/admin/page-view-status, §9 visitor
 * platform buckets). The panel records a visit once per browser session; the platform is read from the request's
 * User-Agent by the server.
 *
 * - POST page-view  { sessionKey }                 → PageViewReply ('Visit recorded')  any signed-in user; the same
 *        session sent again records nothing more
 * - GET  dashboard/admin/page-view-status?startDate&endDate → PageViewStatusReply (rows _id platform, totalUser)
 */

/** 000 §9: the visitor platform buckets, in the widget's order. */
export const PAGE_VIEW_PLATFORMS = ['android', 'ios', 'windows', 'linux', 'other'] as const;
export type PageViewPlatform = (typeof PAGE_VIEW_PLATFORMS)[number];

/** The bucket of a browser's User-Agent: Android before Linux (Android's says Linux too), iPhone/iPad/iPod as iOS. */
export function platformOf(userAgent: string | undefined): PageViewPlatform {
  const ua = userAgent ?? '';
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  if (/windows/i.test(ua)) return 'windows';
  if (/linux|x11|cros/i.test(ua)) return 'linux';
  return 'other';
}

export const PageViewBody = Type.Object({
  /** A random key the panel keeps for the browser session (sessionStorage). */
  sessionKey: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', 'x-message': 'Session key is required.' }),
});
export type PageViewBody = Static<typeof PageViewBody>;

export const PageViewPlatformSchema = Type.Union(PAGE_VIEW_PLATFORMS.map((p) => Type.Literal(p)));
export const PageViewReply = Ok(Type.Object({ platform: PageViewPlatformSchema, recorded: Type.Boolean() }));

/** 000 §3 page-view rows: every bucket, 0 where nobody came. `totalUser` counts people, not visits. */
export const PageViewStatusRow = Type.Object({ _id: PageViewPlatformSchema, totalUser: Type.Integer() });
export type PageViewStatusRow = Static<typeof PageViewStatusRow>;
export const PageViewStatusReply = Ok(Type.Array(PageViewStatusRow));

/** A visit: one user, one browser session. */
export interface PageVisited {
  type: 'PageVisited';
  data: { visitId: string; userId: string; platform: PageViewPlatform };
}
export type PageViewsEvent = PageVisited;
