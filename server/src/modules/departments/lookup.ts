import type { Runtime } from '../../platform/runtime.js';
import { liveInstituteUser } from '../identity/index.js';
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
  const user = await liveInstituteUser(rt, userId, instituteId);
  if (!user) throw notFound('User not found.');
  if (!roles.includes(user.role)) throw badRequest(wrongRole);
  return { role: user.role };
}
