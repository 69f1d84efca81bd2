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
import { ClientFleet, sharedNow } from './fanout-clients.js';

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

/** Waits until the projections (where they run) have caught up with the log. */
async function settle(runner: Runtime, reader: Runtime): Promise<void> {
  if (!(await runner.runner.waitFor(runner.runner.names, await reader.store.head(), 120_000)))
    throw new Error('the projections did not catch up');
}

/**
 * The real app, as deployed: one server running projections and push in process (`redisUrl` null), or two servers
 * sharing the database and Redis (push through Redis pub/sub) and a worker running the projections. `staff` staff
 * users are registered through the bulk-upload job (the staff sheet a school would import).
 */
export async function openInstitute(
  database: Database,
  redisUrl: string | null,
  staff: number,
  log: (m: string) => void,
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
  const close = async () => {
    for (const a of apps) await a.close();
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
    let projector = a;
    if (redisUrl) {
      projector = await createRuntime(loadConfig(env, []), { role: 'worker', database, inMemory: true });
      runtimes.push(projector);
    }
    // Where the fan-out starts: the moment the projection publishes the signal (the baseline's clock starts at its
    // broadcast or publish). The runtime calls `push.publish` on this object, so the stamp precedes the delivery.
    const published = new Map<string, number>();
    const publish = projector.push.publish.bind(projector.push);
    projector.push.publish = (env) => {
      const m = env.message;
      if (m.type === 'change' && m.readModel === 'department')
        for (const id of m.ids) if (!published.has(id)) published.set(id, sharedNow());
      return publish(env);
    };

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
