import { sql } from 'kysely';
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { Redis } from 'ioredis';
import type { EventStore } from '@school/contracts';
import { allProjections, ProjectionRunner } from '@school/projections';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateEventStore, PostgresEventStore, type PostgresEventStoreHooks } from './event-store/postgres-event-store.js';
import { CommandHandler } from './commands.js';
import { Reservations } from './reservations.js';
import { LocalFileStore } from './files/file-store.js';
import { memoryPushBus, redisPushBus, type PushBus } from './push/push-bus.js';
import { signalsOf } from './push/signals.js';
import { bullQueue, memoryQueue, type JobQueue } from './queue/queue.js';
import { definedJobs, scheduledJobs } from './queue/jobs.js';
import { migrateIdempotency } from './http/idempotency.js';
import { loadSecret } from './secrets.js';
import { Mailer } from './mail/mailer.js';
import { deliverOutbox, MAIL_DELIVER_JOB, outboxTransport } from './mail/delivery.js';
import { smtpTransport } from './mail/smtp.js';

/** How often the process that runs jobs looks for outbox messages left waiting (a lost wake-up). */
const MAIL_SWEEP_MS = 5_000;
import { withMigrationLock } from './db/migration-lock.js';
import { migratePasswordReset } from './auth/password-reset-store.js';
import { migrateCredentials } from './auth/credentials.js';
import { migrateSessions } from './auth/sessions.js';
import { createTokens, type Tokens } from './auth/tokens.js';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './auth/rate-limit.js';
import { createPaymentProvider, type PaymentProvider } from './payments/index.js';
import { systemClock, type Clock } from './clock.js';
import { ReadModelEpochs } from './http/epochs.js';

export type Log = { info(m: string): void; warn(m: string): void; error(m: string): void };

export interface Runtime {
  config: Config;
  database: Database;
  store: EventStore;
  commands: CommandHandler;
  reservations: Reservations;
  files: LocalFileStore;
  push: PushBus;
  queue: JobQueue;
  runner: ProjectionRunner;
  tokens: Tokens;
  limiter: RateLimiter;
  mailer: Mailer;
  /** Online payments (sandbox or Razorpay, from config). */
  payments: PaymentProvider;
  secret: string;
  redis: Redis | null;
  /** True where projections and jobs run in this process. */
  runsJobs: boolean;
  /** The time commands act at and day-dependent reads ask for (the system clock unless a test sets one). */
  clock: Clock;
  /** Counters moved by the projections' change signals: what the per-request caches check (decision 0024). */
  epochs: ReadModelEpochs;
  /**
   * True while the demo institute is being made (`seedDemo`): sweeps that act on the past (the exam deadline sweep) wait,
   * since the seed writes past exams step by step and a sweep between two steps would submit a sheet it is still filling.
   */
  seeding?: boolean;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** server: HTTP (runs jobs itself unless Redis is set); worker: jobs only; cli: neither. */
  role: 'server' | 'worker' | 'cli';
  /** An already open database (tests share one per file). */
  database?: Database;
  /** PGlite in memory instead of under dataDir. */
  inMemory?: boolean;
  storeHooks?: PostgresEventStoreHooks;
  log?: Log;
  pollMs?: number;
  /** The clock (tests): the system clock when not given. */
  clock?: Clock;
  /** Scheduled jobs (default on where jobs run); tests set false and run them by hand. */
  schedules?: boolean;
}

const quiet: Log = { info() {}, warn() {}, error() {} };

/** Composes the adapters the configuration asks for: embedded (PGlite, in-process) or services. */
export async function createRuntime(config: Config, opts: RuntimeOptions): Promise<Runtime> {
  const log = opts.log ?? quiet;
  if (!config.databaseUrl && !opts.inMemory) await mkdir(config.dataDir, { recursive: true });
  const database =
    opts.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: opts.inMemory ? null : join(config.dataDir, 'pglite') }));
  const db = database.db;

  let store: EventStore;
  if (config.eventstoreUrl) {
    const { EventStoreDbEventStore } = await import('./event-store/eventstoredb-event-store.js');
    store = new EventStoreDbEventStore(config.eventstoreUrl);
  } else {
    await migrateEventStore(db);
    store = new PostgresEventStore(db, database.kind, opts.storeHooks);
  }
  await withMigrationLock(db, async (tx) => {
    await Reservations.migrate(tx);
    await migrateIdempotency(tx);
    await LocalFileStore.migrate(tx);
    await Mailer.migrate(tx);
    await migratePasswordReset(tx);
    await migrateCredentials(tx);
    await migrateSessions(tx);
  });
  const secret = await loadSecret(db, config.jwtSecret);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false }) : null;
  redis?.on('error', (e) => log.warn(`redis: ${e.message}`));
  const push = redis ? redisPushBus(redis, config.namespace) : memoryPushBus();
  // Every change signal, from this process's runner or (through Redis) the worker's, moves the caches' stamps.
  const epochs = new ReadModelEpochs();
  const stopEpochs = push.subscribe((env) => epochs.observe(env));
  // Signals published while the connection to Redis was down are lost: after a reconnect, nothing cached is trusted.
  redis?.on('ready', () => epochs.reset());
  const queue = redis
    ? bullQueue(redis, config.namespace)
    : memoryQueue((name, err) => log.error(`job ${name} failed: ${(err as Error).message}`));

  const runner = new ProjectionRunner({
    db,
    store,
    projections: allProjections,
    log,
    onChange: (batch) => {
      for (const env of signalsOf(batch)) {
        // This process's caches move as the batch commits, not a Redis round trip later: a grant taken away here is
        // refused by the next request here (the signal that comes back through Redis only moves the stamps again).
        epochs.observe(env);
        push.publish(env).catch((e) => log.warn(`push: ${(e as Error).message}`));
      }
    },
  });
  const stale = await runner.init();

  const runsJobs = opts.role === 'worker' || (opts.role === 'server' && !redis);
  const timers: NodeJS.Timeout[] = [];
  const unsubs: (() => void)[] = [stopEpochs];
  // Appends in a server wake the worker's runner through Redis pub/sub: a message to every worker at once, where a
  // deduplicated queue job could be dropped while the one before it was already past reading the log's head (the change
  // then waited for the poll below, a second later: issue #13, figure 10).
  const wakeChannel = `${config.namespace}:projections-wake`;
  let wakeSub: Redis | null = null;
  if (runsJobs && redis) {
    const sub = redis.duplicate();
    wakeSub = sub;
    sub.on('error', (e) => log.warn(`redis: ${e.message}`));
    sub.on('message', () => void runner.wake());
    await sub.subscribe(wakeChannel);
  }
  if (runsJobs) {
    queue.process('projections.catch-up', () => runner.wake());
    // `names`: several read models rebuilt in one read of the log (`name`: one, as jobs queued before it said).
    queue.process('projections.rebuild', async (data: { name?: string; names?: string[] }, progress) => {
      const names = data.names ?? (data.name ? [data.name] : []);
      await runner.rebuildMany(names, (p, head) => void progress(head > 0n ? Number((p * 100n) / head) : 100));
    });
    if (stale.length > 0) {
      log.info(`projections ${stale.join(', ')} changed version: rebuilding in shadow tables, in one read of the log`);
      await queue.enqueue('projections.rebuild', { names: stale }, { dedupeId: `rebuild-${stale.join(',')}`, dedupeMs: 60_000 });
    }
    // A safety net for triggers lost between processes; appends in this process wake the runner at once.
    timers.push(setInterval(() => void runner.wake(), opts.pollMs ?? 1000));
    void runner.wake();
  }
  if (opts.role === 'server') {
    // One wake per tick, however many appends the tick committed (the runner reads every event there is).
    let waking = false;
    unsubs.push(
      store.subscribe(() => {
        if (runsJobs) return void runner.wake();
        if (waking || !redis) return;
        waking = true;
        setImmediate(() => {
          waking = false;
          redis.publish(wakeChannel, '1').catch((e) => log.warn(`redis: ${(e as Error).message}`));
        });
      }),
    );
  }

  const rt: Runtime = {
    config,
    database,
    store,
    commands: new CommandHandler(store),
    reservations: new Reservations(db),
    files: new LocalFileStore(db, join(config.dataDir, 'files'), secret),
    push,
    queue,
    runner,
    tokens: createTokens(secret, config.tokenTtlSeconds),
    limiter: redis ? redisRateLimiter(redis, `${config.namespace}:rl:`) : memoryRateLimiter(),
    // Links are printed only in embedded mode without an SMTP server: whoever reads that console holds the database too.
    mailer: new Mailer(
      db,
      config.databaseUrl || config.smtpUrl ? undefined : (m) => log.info(`\n[mail outbox] to ${m.to}: ${m.subject}\n${m.text}\n`),
    ),
    payments: createPaymentProvider(config, secret),
    secret,
    redis,
    runsJobs,
    clock: opts.clock ?? systemClock,
    epochs,
    async close() {
      timers.forEach(clearInterval);
      unsubs.forEach((u) => u());
      await runner.stop();
      await queue.close();
      await push.close();
      wakeSub?.disconnect();
      await store.close();
      redis?.disconnect();
      if (!opts.database) await database.close();
    },
  };
  // The outbox is delivered by a job, at the configured rate (MAIL_RATE_PER_MINUTE): in-process without Redis.
  // A short wait gathers a burst of messages (a registration with its parent, a bulk chunk) into one run.
  const wakeDelivery = (delayMs = 250) =>
    void queue
      .enqueue(MAIL_DELIVER_JOB, {}, { dedupeId: delayMs > 250 ? 'mail-deliver-later' : 'mail-deliver', dedupeMs: 1000, delayMs })
      .catch((e) => log.warn(`mail: ${(e as Error).message}`));
  rt.mailer.onQueued = () => wakeDelivery();
  if (runsJobs) {
    // One run at a time in this process, so two runs do not both spend the same minute's allowance.
    let running: Promise<unknown> = Promise.resolve();
    // With SMTP_URL the messages go to that mail server (nodemailer, decision 0038); without, the outbox is the delivery.
    const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outboxTransport;
    queue.process(MAIL_DELIVER_JOB, () => {
      const run = running.then(async () => {
        const r = await deliverOutbox(db, transport, { ratePerMinute: config.mailRatePerMinute });
        if (r.retryInMs !== null) wakeDelivery(r.retryInMs);
        return r;
      });
      running = run.catch(() => {});
      return run;
    });
    wakeDelivery();
    // A safety net for a lost wake-up: a message queued while a run was finishing has its wake-up deduplicated into that
    // run, which may already have found nothing waiting. Every few seconds, a message still waiting wakes the job again.
    const sweep = async () => {
      try {
        const r = await sql<{ n: number }>`select count(*)::int as n from mail_outbox where sent_at is null
          and failed_at is null and (next_attempt_at is null or next_attempt_at <= ${new Date()})`.execute(db);
        if ((r.rows[0]?.n ?? 0) > 0) wakeDelivery();
      } catch {
        // The outbox table may not exist yet on a fresh database; the next sweep tries again.
      }
    };
    timers.push(setInterval(() => void sweep(), MAIL_SWEEP_MS).unref());
  }
  // Module jobs (bulk upload, ...) run where projections run, with this process's runtime.
  if (runsJobs) for (const [name, processor] of definedJobs()) queue.process(name, (data, progress) => processor(rt, data, progress));
  // Scheduled jobs (late fees, automatic fee reminders) are enqueued where jobs run; tests and the CLI turn them off.
  if (runsJobs && opts.schedules !== false && opts.role !== 'cli') {
    for (const [name, s] of scheduledJobs()) {
      const everyMs = typeof s.everyMs === 'function' ? s.everyMs(config) : s.everyMs;
      if (!(everyMs > 0)) continue;
      const run = () =>
        void queue
          .enqueue(name, {}, { dedupeId: `schedule-${name}`, dedupeMs: everyMs / 2 })
          .catch((e) => log.warn(`${name}: ${(e as Error).message}`));
      timers.push(setTimeout(run, Math.min(s.firstAfterMs, everyMs)).unref(), setInterval(run, everyMs).unref());
    }
  }
  return rt;
}
