import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import {
  buildApp,
  createBulkUploadJob,
  createRuntime,
  loadBulkUploadJob,
  loadConfig,
  runBulkImportJob,
  seedPeople,
  writeBulkSheet,
  type Database,
  type Runtime,
} from '@school/server';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ClientFleet, sharedNow } from './fanout-clients.js';
import type { FromWorker, ToWorker } from './fanout-worker-child.js';

const PASSWORD = 'bench-secret-1';
const DOMAIN = 'fanout.test';
type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;
/** The hub keeps at most this many sockets per user on one server (MAX_SOCKETS_PER_USER). */
export const SOCKETS_PER_USER = 5;

interface Server {
  rt: Runtime;
  app: FastifyInstance;
  base: string;
}

/** Signed-in users of one institute: the admin who makes the change, and staff who hold the sockets. */
export interface Institute {
  servers: Server[];
  adminToken: string;
  /** One token per staff user (TEACHER and STAFF), as `auth/login` would issue it. */
  tokens: string[];
  /** When the projections' process published the `department` signal naming an id (before any hub saw it). */
  published: Map<string, number>;
  close(): Promise<void>;
}

/** Where the projections run: waits until they have applied a position of the log. */
interface Projector {
  caughtUp(position: bigint): Promise<boolean>;
  close(): Promise<void>;
}

/** Waits until the projections (where they run) have caught up with the log. */
async function settle(projector: Projector, reader: Runtime): Promise<void> {
  if (!(await projector.caughtUp(await reader.store.head()))) throw new Error('the projections did not catch up');
}

const WORKER_CHILD = fileURLToPath(new URL('./fanout-worker-child.ts', import.meta.url));
/** The repository root, where `--import tsx` resolves. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The worker in its own process (fanout-worker-child.ts), on the same PostgreSQL schema and Redis as the apps. */
async function workerProcess(
  pg: { url: string; schema: string },
  env: Record<string, string>,
  published: Map<string, number>,
): Promise<Projector> {
  const child = fork(WORKER_CHILD, [JSON.stringify({ ...pg, env })], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, (ok: boolean) => void>();
  let ready!: () => void;
  let failed!: (e: Error) => void;
  const started = new Promise<void>((resolve, reject) => {
    ready = resolve;
    failed = reject;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    failed(new Error(`the worker process exited (${code}) before it was ready`));
    for (const done of waiting.values()) done(false);
  });
  child.on('message', (m: FromWorker) => {
    if (m.type === 'ready') ready();
    else if (m.type === 'settled') waiting.get(m.id)?.(m.ok);
    else if (m.type === 'published' && !published.has(m.id)) published.set(m.id, m.at);
  });
  const send = (m: ToWorker) => child.send(m);
  await started;
  let next = 0;
  return {
    caughtUp(position) {
      const id = next++;
      return new Promise<boolean>((resolve) => {
        waiting.set(id, (ok) => {
          waiting.delete(id);
          resolve(ok);
        });
        send({ type: 'settle', id, position: position.toString() });
      });
    },
    async close() {
      if (child.exitCode === null) send({ type: 'close' });
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill();
    },
  };
}

/**
 * The real app, as deployed: one server running projections and push in process (`redisUrl` null), or two servers
 * sharing the database and Redis (push through Redis pub/sub) and a worker running the projections: in a process of
 * its own where the database is a PostgreSQL schema (`pg`), as deployed; in this one on PGlite, which one process
 * holds. `staff` staff users are registered through the bulk-upload job (the staff sheet a school would import).
 */
export async function openInstitute(
  database: Database,
  redisUrl: string | null,
  staff: number,
  log: (m: string) => void,
  pg: { url: string; schema: string } | null = null,
): Promise<Institute> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-fanout-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    SCHOOL_NAMESPACE: `bench${randomBytes(4).toString('hex')}`,
    DEMO: '0',
    REDIS_URL: redisUrl ?? '',
    EVENTSTORE_URL: '',
    // The staff import queues an invitation each: delivered (to nowhere) at a trickle, not during the measurement.
    MAIL_RATE_PER_MINUTE: '1',
  };
  const runtimes: Runtime[] = [];
  const apps: FastifyInstance[] = [];
  let worker: Projector | null = null;
  const close = async () => {
    for (const a of apps) await a.close();
    await worker?.close();
    for (const r of runtimes) await r.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const servers: Server[] = [];
    for (let i = 0; i < (redisUrl ? 2 : 1); i++) {
      const rt = await createRuntime(loadConfig(env, []), { role: 'server', database, inMemory: true });
      runtimes.push(rt);
      const app = await buildApp(rt);
      apps.push(app);
      await app.listen({ host: '127.0.0.1', port: 0 });
      servers.push({ rt, app, base: `127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1` });
    }
    const a = servers[0]!.rt;
    // Where the fan-out starts: the moment the projection publishes the signal (the baseline's clock starts at its
    // broadcast or publish). The runtime calls `push.publish` on its push object, so the stamp precedes the delivery.
    const published = new Map<string, number>();
    let projector: Projector;
    if (redisUrl && pg) {
      worker = await workerProcess(pg, env as Record<string, string>, published);
      projector = worker;
    } else {
      let rt = a;
      if (redisUrl) {
        rt = await createRuntime(loadConfig(env, []), { role: 'worker', database, inMemory: true });
        runtimes.push(rt);
      }
      const publish = rt.push.publish.bind(rt.push);
      rt.push.publish = (e) => {
        const m = e.message;
        if (m.type === 'change' && m.readModel === 'department')
          for (const id of m.ids) if (!published.has(id)) published.set(id, sharedNow());
        return publish(e);
      };
      projector = { caughtUp: (p) => rt.runner.waitFor(rt.runner.names, p, 120_000), close: async () => {} };
    }

    const people = await seedPeople(a, { instituteName: 'Fan-out School', email: `office@${DOMAIN}`, domain: DOMAIN, password: PASSWORD });
    const rows = Array.from({ length: staff }, (_, i) => ({
      name: `Fanout Staff ${i}`,
      email: `staff.${i}@${DOMAIN}`,
      phoneNumber: String(9_100_000_000 + i),
      countryCode: '+91',
      gender: i % 2 ? 'FEMALE' : 'MALE',
      caste: 'GENERAL',
      role: i % 3 === 2 ? 'STAFF' : 'TEACHER',
    }));
    const jobId = randomUUID();
    await createBulkUploadJob(database.db, {
      id: jobId,
      instituteId: people.instituteId,
      userId: people.users.get('ADMIN')!,
      kind: 'staff',
      dryRun: false,
      fileName: 'fanout.xlsx',
      file: await writeBulkSheet('staff', rows),
    });
    log(`  10: importing ${staff} staff users`);
    await runBulkImportJob(a, { jobId, actorRole: 'ADMIN' });
    const job = await loadBulkUploadJob(database.db, jobId);
    if (job?.status !== 'done' || job.imported !== staff)
      throw new Error(`the staff import did not complete: ${JSON.stringify(job?.errors)}`);
    await settle(projector, a);

    const users = await sql<{ id: string; role: 'TEACHER' | 'STAFF'; token_version: number }>`select id, role, token_version from app_user
      where email like ${`staff.%@${DOMAIN}`} order by email`.execute(database.db);
    if (users.rows.length !== staff) throw new Error(`${users.rows.length} of ${staff} staff users projected`);
    const adminId = people.users.get('ADMIN')!;
    return {
      servers,
      published,
      adminToken: a.tokens.issue({ sub: adminId, role: 'ADMIN', tv: 0 }).token,
      tokens: users.rows.map((u) => a.tokens.issue({ sub: u.id, role: u.role, tv: u.token_version }).token),
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * N sockets on `/api/v1/ws` as the institute's staff (at most SOCKETS_PER_USER each per server), split across the
 * servers; each round the admin creates a department through server 0 and the time runs from the append's commit
 * until the last socket got the `department` signal naming it.
 */
/** One round of the platform: both clocks, in milliseconds. */
export interface PlatformRound {
  /** The append's commit -> the last socket has the signal. */
  all: number;
  /** The signal published (after the projection) -> the last socket has it: the fan-out itself. */
  fanout: number;
}

export async function platformFanout(inst: Institute, n: number): Promise<{ round(): Promise<PlatformRound>; close(): Promise<void> }> {
  const per = inst.servers.length;
  if (n > inst.tokens.length * SOCKETS_PER_USER * per) throw new Error(`${n} sockets need more than ${inst.tokens.length} users`);
  const urls = Array.from({ length: n }, (_, i) => {
    const s = inst.servers[i % per]!;
    const token = inst.tokens[Math.floor(i / per) % inst.tokens.length]!;
    return `ws://${s.base}/ws?token=${encodeURIComponent(token)}`;
  });
  const fleet = await ClientFleet.open(urls, 'department');
  const writer = inst.servers[0]!;
  let appendedAt: number | null = null;
  const unsubscribe = writer.rt.store.subscribe(() => {
    appendedAt ??= sharedNow();
  });
  let k = 0;
  return {
    async round() {
      appendedAt = null;
      const form = new FormData();
      form.set('title', `Fan-out ${n} ${k++} ${randomBytes(3).toString('hex')}`);
      form.set('description', 'A department made to time the change signal reaching every socket.');
      const res = await fetch(`http://${writer.base}/department/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${inst.adminToken}` },
        body: form,
      });
      const json = (await res.json()) as { data?: { _id?: string } };
      if (!res.ok || !json.data?._id) throw new Error(`POST department/create: ${res.status} ${JSON.stringify(json)}`);
      const { last } = await fleet.reached(json.data._id);
      const published = inst.published.get(json.data._id);
      if (appendedAt === null) throw new Error('the department was created without an append in this process');
      if (published === undefined) throw new Error('the signal reached the sockets without being published');
      return { all: last - appendedAt, fanout: last - published };
    },
    async close() {
      unsubscribe();
      await fleet.close();
    },
  };
}
