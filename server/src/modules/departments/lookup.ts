import { sql } from 'kysely';
import type { Runtime } from '../../platform/runtime.js';
import { fold } from '../../platform/commands.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { departmentDecider, departmentStream } from './decider.js';

/**
 * A live department of this institute, read on the command side. Another institute's, a deleted or an unknown one
 * is a 404 alike: nothing tells it exists.
 */
export async function liveDepartment(rt: Runtime, id: string, instituteId: string) {
  const events = await rt.store.readStream(departmentStream(id));
  const state = fold(departmentDecider, events);
  if (events[0]?.metadata.instituteId !== instituteId || !state.exists || state.deleted) throw notFound('Department not found.');
  return state;
}

/**
 * A live user of this institute with one of `roles` (the `app_user` read model, caught up when the first look
 * misses). Unknown here is a 404; another role is a 400 with `wrongRole`.
 */
export async function instituteUser(rt: Runtime, userId: string, instituteId: string, roles: readonly string[], wrongRole: string) {
  const find = () => sql<{ role: string }>`select role from app_user
    where id = ${userId} and ${instituteId} = any(institutes) and deleted_at is null`.execute(rt.database.db);
  let r = await find();
  if (!r.rows[0]) {
    await rt.runner.waitFor(['app_user'], await rt.store.head(), 5000);
    r = await find();
  }
  if (!r.rows[0]) throw notFound('User not found.');
  if (!roles.includes(r.rows[0].role)) throw badRequest(wrongRole);
  return r.rows[0];
}
