import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { crc32, deflateSync } from 'node:zlib';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import {
  buildApp,
  createRuntime,
  loadConfig,
  openDatabase,
  openIsolatedPostgres,
  seedPeople,
  setPasswordHashCost,
  type Database,
  type PostgresEventStoreHooks,
  type Clock,
  type Runtime,
  type SeededPeople,
} from '@school/server';
import { assertResponsesMatch, checkResponses } from './response-check.js';
import type { Role } from '@school/contracts';
import { inject } from 'vitest';
import { TEMPLATE_PASSWORD, templateData } from './pglite-template.js';

export const PASSWORD = TEMPLATE_PASSWORD;

export type Headers = Record<string, string>;

/** Per call: extra headers, and `at`, a log position the read must wait for (x-min-position). */
export interface CallOptions {
  headers?: Headers;
  at?: string;
}

/**
 * Calls the API as one signed-in user. A url without a leading '/' is under /api/v1/. Returns the inject response.
 */
export interface Client {
  get(url: string, opts?: CallOptions): Promise<InjectResponse>;
  post(url: string, body?: unknown, opts?: CallOptions): Promise<InjectResponse>;
  put(url: string, body?: unknown, opts?: CallOptions): Promise<InjectResponse>;
  delete(url: string, opts?: CallOptions): Promise<InjectResponse>;
  /** Any of the four, for tests that loop over methods. */
  send(method: Method, url: string, body?: unknown, opts?: CallOptions): Promise<InjectResponse>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `await t.as(role)` gives the bearer header; `t.as(role).get(url)` calls the API with it. */
export type SignedIn = Promise<Headers> & Client;

// Fourteen users per test file: a cheaper scrypt keeps set-up short (the cost is stored in each hash).
setPasswordHashCost(12);

export interface TestApp {
  app: FastifyInstance;
  rt: Runtime;
  /** A separate worker runtime when Redis is configured (services mode), else null. */
  worker: Runtime | null;
  database: Database;
  schoolA: SeededPeople;
  schoolB: SeededPeople;
  /**
   * Signs in as `<role>@a.test` (or `@b.test` with school 'b'): awaited, the bearer header; or call the API with it,
   * `t.as('ADMIN').post('finance/create', body)`.
   */
  as(role: Role, school?: 'a' | 'b'): SignedIn;
  /** Calls the API with the given headers (none: anonymous). */
  with(headers?: Headers): Client;
  inject(opts: InjectOptions): Promise<InjectResponse>;
  /** Waits until every projection has applied the whole log. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A server on a real database: PostgreSQL in its own schema when DATABASE_URL is set, else PGlite in memory.
 * With REDIS_URL too, projections and jobs run in a separate worker runtime through BullMQ, as in production.
 * Two institutes with one user per role: a.test and b.test.
 */
export async function startTestApp(
  opts: { storeHooks?: PostgresEventStoreHooks; heartbeatMs?: number; seed?: boolean; clock?: Clock } = {},
): Promise<TestApp> {
  const ns = `t${randomBytes(5).toString('hex')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'school-test-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    SCHOOL_NAMESPACE: ns,
    DEMO: '0',
    PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'sandbox',
  };
  const config = loadConfig(env, []);
  const seed = opts.seed !== false;
  // Embedded, seeded and without hooks on the store: a copy of the run's template (see pglite-template.ts).
  const template = !config.databaseUrl && seed && !opts.storeHooks ? inject('pgliteTemplate') : null;
  const database = config.databaseUrl
    ? await openIsolatedPostgres(config.databaseUrl, ns)
    : await openDatabase({ dataDir: null, from: template ? await templateData(template) : undefined });
  const rt = await createRuntime(config, {
    role: 'server',
    database,
    inMemory: true,
    storeHooks: opts.storeHooks,
    pollMs: 200,
    clock: opts.clock,
    schedules: false,
  });
  const worker = config.redisUrl
    ? await createRuntime(config, { role: 'worker', database, inMemory: true, pollMs: 200, schedules: false })
    : null;
  const app = await buildApp(rt, { heartbeatMs: opts.heartbeatMs, instrument: checkResponses });
  const [schoolA, schoolB] = (
    template
      ? template.schools.map((s) => ({ instituteId: s.instituteId, users: new Map(s.users) }))
      : [
          seed
            ? await seedPeople(rt, { instituteName: 'A School', email: 'office@a.test', domain: 'a.test', password: PASSWORD })
            : ({ instituteId: '', users: new Map() } as SeededPeople),
          seed
            ? await seedPeople(rt, { instituteName: 'B College', email: 'office@b.test', domain: 'b.test', password: PASSWORD })
            : ({ instituteId: '', users: new Map() } as SeededPeople),
        ]
  ) as [SeededPeople, SeededPeople];
  const tokens = new Map<string, string>();
  const settle = async () => {
    const head = await rt.store.head();
    const ok = await rt.runner.waitFor(rt.runner.names, head, 10_000);
    if (!ok) throw new Error('projections did not catch up within 10 s');
    // With Redis the worker runtime applies the projections and the server hears of it through Redis, a moment after
    // the checkpoint moved: "settled" includes that moment, so the server's caches drop what they held (without Redis,
    // and in the read-caches spec on PGlite, the change signals themselves are what moves them).
    if (worker) rt.epochs.reset();
  };
  await settle();
  return {
    app,
    rt,
    worker,
    database,
    schoolA,
    schoolB,
    as(role, school = 'a') {
      const email = `${role.toLowerCase().replace('_', '')}@${school}.test`;
      const headers = (async () => {
        let t = tokens.get(email);
        if (!t) {
          const r = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
          if (r.statusCode !== 200) throw new Error(`login ${email}: ${r.body}`);
          t = (r.json() as { data: { accessToken: string } }).data.accessToken;
          tokens.set(email, t);
        }
        return { authorization: `Bearer ${t}` };
      })();
      return signedIn(app, headers);
    },
    with: (headers = {}) => clientOf(app, headers),
    inject: (o) => app.inject(o) as never,
    settle,
    async close() {
      await app.close();
      await worker?.close();
      await rt.close();
      if (config.databaseUrl) {
        const pg = (await import('pg')).default;
        await database.close();
        const c = new pg.Client({ connectionString: config.databaseUrl });
        await c.connect();
        await c.query(`drop schema if exists "${ns}" cascade`);
        await c.end();
      } else {
        await database.close();
      }
      await rm(dataDir, { recursive: true, force: true });
      assertResponsesMatch(app);
    },
  };
}

/** A sign-in on its way, usable as headers (awaited) or as a client. */
export const signedIn = (app: FastifyInstance, headers: Promise<Headers>): SignedIn => Object.assign(headers, clientOf(app, headers));

/** The four verbs over `app.inject`, with headers that may still be on their way (a sign-in). */
function clientOf(app: FastifyInstance, headers: Headers | Promise<Headers>): Client {
  const call = async (method: Method, url: string, body: unknown, opts: CallOptions = {}) =>
    (await app.inject({
      method,
      url: url.startsWith('/') ? url : `/api/v1/${url}`,
      headers: { ...(await headers), ...(opts.at ? { 'x-min-position': opts.at } : {}), ...opts.headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    })) as unknown as InjectResponse;
  return {
    get: (url, opts) => call('GET', url, undefined, opts),
    post: (url, body, opts) => call('POST', url, body, opts),
    put: (url, body, opts) => call('PUT', url, body, opts),
    delete: (url, opts) => call('DELETE', url, undefined, opts),
    send: call,
  };
}

/** Polls `check` until it returns a truthy value or the deadline passes (no fixed sleeps). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5000, stepMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw last instanceof Error ? last : new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

export type FormValue = string | { filename: string; contentType: string; data: Buffer };

/**
 * A multipart/form-data body built by hand, so tests control every byte (duplicate fields, odd parts).
 * Entries as a list allow the same field name twice.
 */
export function multipart(fields: Record<string, FormValue> | [string, FormValue][]) {
  const boundary = `----school-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, v] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof v === 'string') {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${name}"; filename="${v.filename}"\r\nContent-Type: ${v.contentType}\r\n\r\n`),
      );
      chunks.push(v.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG (solid colour, RGBA); `padBytes` adds an ancillary chunk to make it as large as a test needs. */
export function png(width = 2, height = 2, padBytes = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(6, 9); // RGBA
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 4, 0x7f)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(padBytes > 0 ? [chunk('teXt', Buffer.concat([Buffer.from('pad\0'), randomBytes(padBytes)]))] : []),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** How many events the log holds: a command that was only replayed must not move it. */
export const eventCount = async (rt: Runtime, stream: string) => (await rt.store.readStream(stream)).length;

/**
 * Sets module flags of the seeded MANAGER or STAFF user of a school, through the API as that school's ADMIN, and
 * waits until the guard sees them. MANAGER and STAFF may use a module's routes only when granted it.
 */
export async function grant(t: TestApp, role: 'MANAGER' | 'STAFF', modules: string[], school: 'a' | 'b' = 'a', on = true) {
  const people = school === 'a' ? t.schoolA : t.schoolB;
  const id = people.users.get(role);
  const path = role === 'MANAGER' ? 'manager/permissions' : 'staff/permissions';
  const r = await t.inject({
    method: 'POST',
    url: `/api/v1/${path}/${id}`,
    headers: await t.as('ADMIN', school),
    payload: Object.fromEntries(modules.map((m) => [m, on])),
  });
  if (r.statusCode !== 200) throw new Error(`grant ${role} ${modules.join(',')}: ${r.body}`);
  await t.settle();
}

/** Takes module flags away again (sets them false). */
export const revoke = (t: TestApp, role: 'MANAGER' | 'STAFF', modules: string[], school: 'a' | 'b' = 'a') =>
  grant(t, role, modules, school, false);
