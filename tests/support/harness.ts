import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  buildApp,
  createRuntime,
  loadConfig,
  openDatabase,
  openIsolatedPostgres,
  seedPeople,
  type Database,
  type PostgresEventStoreHooks,
  type Runtime,
  type SeededPeople,
} from '@school/server';
import type { Role } from '@school/contracts';

export const PASSWORD = 'secret123';

export interface TestApp {
  app: FastifyInstance;
  rt: Runtime;
  /** A separate worker runtime when Redis is configured (services mode), else null. */
  worker: Runtime | null;
  database: Database;
  schoolA: SeededPeople;
  schoolB: SeededPeople;
  /** Signs in as `<role>@a.test` (or `@b.test` with school 'b') and returns the bearer header. */
  as(role: Role, school?: 'a' | 'b'): Promise<Record<string, string>>;
  inject(opts: InjectOptions): ReturnType<FastifyInstance['inject']>;
  /** Waits until every projection has applied the whole log. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A server on a real database: PostgreSQL in its own schema when DATABASE_URL is set, else PGlite in memory.
 * With REDIS_URL too, projections and jobs run in a separate worker runtime through BullMQ, as in production.
 * Two institutes with one user per role: a.test and b.test.
 */
export async function startTestApp(opts: { storeHooks?: PostgresEventStoreHooks; heartbeatMs?: number; seed?: boolean } = {}): Promise<TestApp> {
  const ns = `t${randomBytes(5).toString('hex')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'school-test-'));
  const env = { ...process.env, DATA_DIR: dataDir, SCHOOL_NAMESPACE: ns, DEMO: '0' };
  const config = loadConfig(env, []);
  const database = config.databaseUrl ? await openIsolatedPostgres(config.databaseUrl, ns) : await openDatabase({ dataDir: null });
  const rt = await createRuntime(config, { role: 'server', database, inMemory: true, storeHooks: opts.storeHooks, pollMs: 200 });
  const worker = config.redisUrl ? await createRuntime(config, { role: 'worker', database, inMemory: true, pollMs: 200 }) : null;
  const app = await buildApp(rt, { heartbeatMs: opts.heartbeatMs });
  const seed = opts.seed !== false;
  const schoolA = seed
    ? await seedPeople(rt, { instituteName: 'A School', email: 'office@a.test', domain: 'a.test', password: PASSWORD })
    : ({ instituteId: '', users: new Map() } as SeededPeople);
  const schoolB = seed
    ? await seedPeople(rt, { instituteName: 'B College', email: 'office@b.test', domain: 'b.test', password: PASSWORD })
    : ({ instituteId: '', users: new Map() } as SeededPeople);
  const tokens = new Map<string, string>();
  const settle = async () => {
    const head = await rt.store.head();
    const ok = await rt.runner.waitFor(rt.runner.names, head, 10_000);
    if (!ok) throw new Error('projections did not catch up within 10 s');
  };
  await settle();
  return {
    app,
    rt,
    worker,
    database,
    schoolA,
    schoolB,
    async as(role, school = 'a') {
      const email = `${role.toLowerCase()}@${school}.test`;
      let t = tokens.get(email);
      if (!t) {
        const r = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
        if (r.statusCode !== 200) throw new Error(`login ${email}: ${r.body}`);
        t = (r.json() as { data: { accessToken: string } }).data.accessToken;
        tokens.set(email, t);
      }
      return { authorization: `Bearer ${t}` };
    },
    inject: (o) => app.inject(o),
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
    },
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
