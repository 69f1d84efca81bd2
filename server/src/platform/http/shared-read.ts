import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../db/database.js';
import type { ReadModelEpochs } from './epochs.js';
import { LruCache } from './lru.js';

/**
 * Replies that many callers share, kept until the read models they were read from move (decision 0024). A dashboard
 * that 200 people of an institute watch costs one set of queries per change instead of one per viewer.
 *
 * The key is the route, its parameters and query, the institute, the caller's role (and the caller, with `per: 'user'`)
 * and whatever else the route says its reply depends on (`vary`: the modules the caller holds, the day). An entry is
 * used only while the stamp of the route's `readModels` in that institute is the one seen before it was read
 * (change signals move it: epochs.ts), and, for a request with `X-Min-Position`, only if it was read at or after that
 * position. A size cap and a time limit bound it, the time limit also being the safety net for a lost signal.
 */
export interface SharedReadOptions {
  /** `role`: one reply for every caller of the same role in the institute; `user`: one per caller. */
  per: 'role' | 'user';
  /** Anything else the reply depends on: the modules the caller holds, the day, ... */
  vary?: readonly unknown[];
  /** The institute whose changes matter: the caller's by default; '*' for a reply that any institute's change moves. */
  scope?: string;
}

interface Entry {
  body: string;
  etag: string;
  /** Every read model of the route had applied at least this position when the reply was read. */
  position: bigint;
  stamp: number;
}

export class SharedReads {
  readonly #cache: LruCache<string, Entry>;
  /** Reads under way: callers that arrive meanwhile with the same stamp wait for the same one. */
  readonly #inflight = new Map<string, Promise<Entry>>();
  #hits = 0;
  #misses = 0;

  constructor(
    readonly epochs: ReadModelEpochs,
    readonly db: DB,
    opts: { max?: number; ttlMs?: number } = {},
  ) {
    this.#cache = new LruCache(opts.max ?? 5000, opts.ttlMs ?? 60_000);
  }

  /** Hits and misses so far (operations and tests). */
  get stats() {
    return { hits: this.#hits, misses: this.#misses, size: this.#cache.size };
  }

  /** The lowest checkpoint of `models` (0 while one has none): the rows read after this reflect at least it. */
  async #positionOf(models: readonly string[]): Promise<bigint> {
    const r = await sql<{ n: number; p: string | null }>`select count(*)::int as n, min(position)::text as p
      from projection_checkpoint where name in (${sql.join(models.map((m) => sql`${m}`))})`.execute(this.db);
    const row = r.rows[0];
    return row && row.n === models.length ? BigInt(row.p ?? 0) : 0n;
  }

  async #read(models: readonly string[], stamp: number, compute: () => Promise<unknown>): Promise<Entry> {
    const position = await this.#positionOf(models);
    const body = JSON.stringify(await compute());
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    return { body, etag, position, stamp };
  }

  async get(key: string, models: readonly string[], scope: string, minPosition: bigint | null, compute: () => Promise<unknown>) {
    const stamp = this.epochs.stamp(models, scope);
    const usable = (e: Entry | undefined) => e && e.stamp === stamp && (minPosition === null || e.position >= minPosition);
    const cached = this.#cache.get(key);
    if (usable(cached)) {
      this.#hits++;
      return cached!;
    }
    const pending = this.#inflight.get(key);
    if (pending) {
      const e = await pending.catch(() => undefined);
      if (usable(e)) {
        this.#hits++;
        return e!;
      }
    }
    this.#misses++;
    const run = this.#read(models, stamp, compute);
    this.#inflight.set(key, run);
    try {
      const e = await run;
      // A change signalled while this was read may not be in it: then it answers this caller only.
      if (this.epochs.stamp(models, scope) === stamp) this.#cache.set(key, e);
      return e;
    } finally {
      if (this.#inflight.get(key) === run) this.#inflight.delete(key);
    }
  }
}

const canonical = (v: unknown): string =>
  v && typeof v === 'object'
    ? Array.isArray(v)
      ? `[${v.map(canonical).join(',')}]`
      : `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
    : JSON.stringify(v ?? null);

const minPositionOf = (req: FastifyRequest): bigint | null => {
  const raw = req.headers['x-min-position'];
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v && /^\d{1,19}$/.test(v.trim()) ? BigInt(v.trim()) : null;
};

/**
 * Answers a GET from the shared cache, reading it with `compute` when the entry is missing or its read models moved.
 * The route's `config.readModels` say what it reads (required). Sends the JSON with an ETag (a 304 when the client
 * already holds it).
 */
export async function sharedReply(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: SharedReadOptions,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const reads = req.server.sharedReads;
  const models = req.routeOptions.config?.readModels;
  if (!models?.length) throw new Error(`${req.routeOptions.url}: a shared read must declare its readModels`);
  const auth = req.auth;
  const scope = opts.scope ?? auth?.instituteId ?? '*';
  const who = opts.per === 'user' ? (auth?.userId ?? '-') : '';
  const key = [
    req.method,
    req.routeOptions.url,
    scope,
    auth?.role ?? '-',
    who,
    canonical(req.params),
    canonical(req.query),
    canonical(opts.vary ?? []),
  ].join('\u0000');
  const e = await reads.get(key, models, scope, minPositionOf(req), compute);
  reply.header('etag', e.etag);
  if (req.headers['if-none-match'] === e.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(e.body);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Replies shared between callers until their read models move (shared-read.ts). */
    sharedReads: SharedReads;
  }
}
