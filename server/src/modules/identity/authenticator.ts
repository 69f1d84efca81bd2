import { sql } from 'kysely';
import type { Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { AuthContext, Authenticator } from '../../platform/http/access.js';
import { forbidden, unauthorized } from '../../platform/errors.js';
import { sessionEnded } from '../../platform/auth/sessions.js';
import { LruCache } from '../../platform/http/lru.js';
import { instituteStream } from './deciders.js';
import { loadUser } from './service.js';
import type { AppUserRow } from './queries.js';

/** What the guard reads of a user: the people module's row shape, with the sign-in state it alone needs. */
type UserRow = Pick<AppUserRow, 'id' | 'email' | 'display_name' | 'role' | 'institutes' | 'children' | 'blocked'> & {
  deleted?: boolean;
  token_version: number;
};

/**
 * What a request's caller may do changes only on an event: a block, a deletion, a new password, a sign-out, an institute
 * added or removed, a child linked, all handled by the `app_user` projection. So the user's row and the fact that a
 * session has not ended are kept in memory, each with the stamp of the user's `app_user` changes seen before it was
 * read (rt.epochs, moved by the projection's change signals on every server instance). The next signal for the user
 * makes both unusable, so a blocked user or an ended session is refused as soon as the read model has moved
 * (decision 0024). Only what lets a caller in is kept; anything that refuses is read again each time.
 */
const USERS = 10_000;
const SESSIONS = 20_000;
/** The safety net should a signal be lost: nothing kept is older than this. */
const TTL_MS = 30_000;
const MODEL = 'app_user';

export function createAuthenticator(rt: Runtime): Authenticator {
  const db = rt.database.db;
  const users = new LruCache<string, { row: UserRow; stamp: number }>(USERS, TTL_MS);
  const liveSessions = new LruCache<string, { userId: string; stamp: number }>(SESSIONS, TTL_MS);
  const institutes = new LruCache<string, number>(1000, TTL_MS);
  const stampOf = (userId: string) => rt.epochs.stampOf(MODEL, userId);

  async function sessionLive(sid: string, userId: string): Promise<boolean> {
    const stamp = stampOf(userId);
    const known = liveSessions.get(sid);
    if (known && known.userId === userId && known.stamp === stamp) return true;
    // Signed out (POST auth/logout): written before the reply, so refused from the next request on.
    if (await sessionEnded(db, sid)) return false;
    if (stampOf(userId) === stamp) liveSessions.set(sid, { userId, stamp });
    return true;
  }

  async function userRow(userId: string): Promise<UserRow | undefined> {
    const stamp = stampOf(userId);
    const known = users.get(userId);
    if (known && known.stamp === stamp) return known.row;
    const r = await sql<UserRow>`select id, email, display_name, role, institutes, children, blocked,
        deleted_at is not null as deleted, token_version
      from app_user where id = ${userId}`.execute(db);
    const row = r.rows[0];
    // A row read while a change was signalled may predate it: used for this request only.
    if (row && !row.blocked && !row.deleted && stampOf(userId) === stamp) users.set(userId, { row, stamp });
    return row;
  }

  async function instituteExists(id: string): Promise<boolean> {
    const stamp = rt.epochs.stamp(['institute'], id);
    if (institutes.get(id) === stamp) return true;
    const r = await sql<{ id: string }>`select id from institute where id = ${id}`.execute(db);
    const found = r.rows.length > 0 || (await rt.store.readStream(instituteStream(id))).length > 0;
    if (found) institutes.set(id, stamp);
    return found;
  }

  async function firstInstitute(): Promise<string | null> {
    const r = await sql<{ id: string }>`select id from institute order by created_at, id limit 1`.execute(db);
    return r.rows[0]?.id ?? null;
  }

  return {
    async authenticate(token, requested): Promise<AuthContext> {
      const claims = rt.tokens.verify(token);
      if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
      if (!(await sessionLive(claims.sid, claims.sub))) throw unauthorized('Your session has ended. Please sign in again.');
      let row = await userRow(claims.sub);
      if (!row) {
        // Signed in a moment ago and the read model has not caught up yet: ask the command side.
        const u = await loadUser(rt, claims.sub);
        if (!u?.role) throw unauthorized('Your session has expired. Please sign in again.');
        row = {
          id: claims.sub,
          email: u.email,
          display_name: u.displayName,
          role: u.role,
          institutes: u.institutes,
          children: u.children,
          blocked: u.blocked,
          deleted: u.deleted,
          token_version: u.tokenVersion,
        };
      }
      if (row.blocked || row.deleted || row.token_version !== claims.tv) {
        // The read model may lag behind an unblock or a new password just recorded: the command side decides.
        const u = await loadUser(rt, claims.sub);
        if (!u?.role || u.blocked || u.deleted || u.tokenVersion !== claims.tv)
          throw unauthorized('Your session has ended. Please sign in again.');
        row = { ...row, institutes: u.institutes, children: u.children, blocked: false, deleted: false, token_version: u.tokenVersion };
      }
      let instituteId: string | null;
      if (requested) {
        const allowed = row.role === 'SUPER_ADMIN' ? await instituteExists(requested) : row.institutes.includes(requested);
        if (!allowed) throw forbidden('You do not belong to this institute.');
        instituteId = requested;
      } else {
        instituteId = row.institutes[0] ?? (row.role === 'SUPER_ADMIN' ? await firstInstitute() : null);
      }
      return {
        userId: row.id,
        role: row.role,
        email: row.email,
        displayName: row.display_name,
        institutes: row.institutes,
        instituteId: instituteId ?? '',
        children: row.children,
      };
    },
  };
}
