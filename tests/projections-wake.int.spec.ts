import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRuntime, loadConfig, openIsolatedPostgres, seedPeople, type Database, type Runtime } from '@school/server';

/**
 * With Redis, a server's appends wake the worker's projections at once (runtime.ts: a message on the namespace's
 * `projections-wake` channel), not at the worker's next poll. Both runtimes poll once in ten minutes here, so only the
 * wake can bring the worker's read models up to the log within the spec's time.
 */
const services = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;
const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const o of open.reverse()) await o.close().catch(() => {});
});

describe.skipIf(!services)('projections woken across processes (PostgreSQL and Redis)', () => {
  it("catches the worker up with a server's appends without waiting for its poll", async () => {
    const ns = `w${randomBytes(5).toString('hex')}`;
    const dataDir = await mkdtemp(join(tmpdir(), 'school-wake-'));
    open.push({ close: () => rm(dataDir, { recursive: true, force: true }) });
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SCHOOL_NAMESPACE: ns, DEMO: '0' }, []);
    const database: Database = await openIsolatedPostgres(config.databaseUrl!, ns);
    open.push(database);
    const runtime = async (role: 'server' | 'worker') => {
      const rt: Runtime = await createRuntime(config, { role, database, inMemory: true, pollMs: 600_000, schedules: false });
      open.push(rt);
      return rt;
    };
    const server = await runtime('server');
    const worker = await runtime('worker');
    await seedPeople(server, { instituteName: 'Wake School', email: 'office@wake.test', domain: 'wake.test', password: 'wake-secret-1' });
    const head = await server.store.head();
    expect(head).toBeGreaterThan(0n);
    expect(await worker.runner.waitFor(worker.runner.names, head, 15_000)).toBe(true);
  });
});
