import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import { AppError, badRequest } from '../errors.js';

export async function migrateIdempotency(db: DB): Promise<void> {
  await sql`create table if not exists idempotency_reply (
    user_id text not null, key text not null, request_hash text not null, status_code integer not null,
    body text not null, position text, created_at timestamptz not null default now(), primary key (user_id, key))`.execute(db);
}

/** Stable hash of what was asked: method, route, params and body (files by their content hash). */
function requestHash(method: string, route: string, params: unknown, body: unknown): string {
  // JSON.stringify calls a Buffer's toJSON before the replacer sees it, so the Buffer is read from its holder:
  // otherwise every file would hash alike and another file under the same key would replay the first reply.
  const json = JSON.stringify([method, route, params, body ?? null], function (this: Record<string, unknown>, k, v) {
    const raw = this[k];
    if (Buffer.isBuffer(raw)) return `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    return v;
  });
  return createHash('sha256').update(json).digest('hex');
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { key: string; hash: string; userId: string } | null;
  }
}

/**
 * `Idempotency-Key` on every POST and PUT: the same key and body get the same reply and record nothing new;
 * the same key with another body is refused. Replies of 2xx are kept for 24 hours.
 */
export function installIdempotency(app: FastifyInstance, db: DB): void {
  app.decorateRequest('idempotency', null);
  const preHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'POST' && req.method !== 'PUT') return;
    // Public calls (sign-in, password reset) record nothing worth replaying, and their replies hold
    // secrets (access tokens) that must not be kept in a table.
    if (req.routeOptions.config?.access === 'public') return;
    const raw = req.headers['idempotency-key'];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
      throw badRequest('Idempotency-Key must be 1 to 200 printable characters.');
    }
    const userId = req.auth?.userId;
    if (!userId) return;
    const hash = requestHash(req.method, req.routeOptions.url ?? req.url, req.params, req.body);
    const found = await sql<{ request_hash: string; status_code: number; body: string; position: string | null }>`
      select request_hash, status_code, body, position from idempotency_reply
      where user_id = ${userId} and key = ${key} and created_at > now() - interval '24 hours'`.execute(db);
    const prior = found.rows[0];
    if (prior) {
      if (prior.request_hash !== hash) throw new AppError(422, 'This Idempotency-Key was already used for a different request.');
      if (prior.position) reply.header('x-position', prior.position);
      reply.header('idempotent-replayed', 'true');
      return reply.status(prior.status_code).type('application/json; charset=utf-8').send(prior.body);
    }
    req.idempotency = { key, hash, userId };
  };
  const onSend = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const idem = req.idempotency;
    if (!idem || reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    const position = reply.getHeader('x-position');
    await sql`insert into idempotency_reply (user_id, key, request_hash, status_code, body, position)
      values (${idem.userId}, ${idem.key}, ${idem.hash}, ${reply.statusCode}, ${payload}, ${position ? String(position) : null})
      on conflict (user_id, key) do nothing`.execute(db);
    return payload;
  };
  // Only POST and PUT routes carry the hooks: a GET pays nothing for them.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => m === 'POST' || m === 'PUT')) return;
    route.preHandler = [...toList(route.preHandler), preHandler] as typeof route.preHandler;
    route.onSend = [...toList(route.onSend), onSend] as typeof route.onSend;
  });
}

const toList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
