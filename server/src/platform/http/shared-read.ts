import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../db/database.js';
import type { ReadModelEpochs } from './epochs.js';
import { LruCache } from './lru.js';

/**
 * Replies that many callers share, kept until the read models they were read from move (decision 0024). A dashboard
 * that 200 people of an institute watch costs one set of queries per change instead of one per viewer.
 *
 * A GET route opts in with one line, `config.shared`. The key is the route, its parameters and query, the institute,
 * the caller's role (and the caller, with `per: 'user'`) and whatever else the route says its reply depends on
 * (`vary`: the modules the caller holds, the day, the time). An entry is used only while the stamp of the route's
 * `readModels` in that institute is the one seen before it was read (change signals move it: epochs.ts), and, for a
 * request with `X-Min-Position`, only if its read models had applied that position before it was read. Callers that
 * arrive while the same reply is being read wait for that one. A size cap and a time limit bound the cache, the time
 * limit also being the safety net for a lost signal.
 */
export interface SharedRead {
  /** `role`: one reply for every caller of the same role in the institute; `user`: one per caller. */
  per: 'role' | 'user';
  /**
   * Anything else the reply depends on: the modules the caller holds, the day, the time. Runs after the guard. The
   * handler must use the very values given here (`perRequest` computes them once), or a reply built for one set of
   * values could be kept under another's key.
   */
  vary?: (req: FastifyRequest) => readonly unknown[] | Promise<readonly unknown[]>;
  /** The institute whose changes matter: the caller's by default; '*' for a reply that any institute's change moves. */
  scope?: (req: FastifyRequest, query: Readonly<Record<string, unknown>>) => string;
  /** A deliberate `Cache-Control` (a public reply revalidated by its ETag); API replies are `no-store` otherwise. */
  cacheControl?: string;
}

interface Entry {
  body: string;
  etag: string;
  /** Every read model of the route had applied at least this position when the reply was read. */
  position: bigint;
  stamp: number;
}

/** A request that reads the reply for the others (set in preHandler, settled in onSend or onResponse). */
interface Leader {
  key: string;
  models: readonly string[];
  scope: string;
  stamp: number;
  position: bigint;
  done: (e: Entry | undefined) => void;
}

export class SharedReads {
  readonly #cache: LruCache<string, Entry>;
  readonly #inflight = new Map<string, Promise<Entry | undefined>>();
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
  async positionOf(models: readonly string[]): Promise<bigint> {
    const r = await sql<{ n: number; p: string | null }>`select count(*)::int as n, min(position)::text as p
      from projection_checkpoint where name in (${sql.join(models.map((m) => sql`${m}`))})`.execute(this.db);
    const row = r.rows[0];
    return row && row.n === models.length ? BigInt(row.p ?? 0) : 0n;
  }

  /**
   * The stamp of `models` in `scope`; for a reply of one caller, also of the caller's own `app_user` row (their children,
   * institutes, blocked state): a handler's own checks on the caller are not re-run on a hit, so a change to the caller
   * must drop their replies.
   */
  stampOf(models: readonly string[], scope: string, userId: string | null): number {
    return this.epochs.stamp(models, scope) + (userId ? this.epochs.stampOf('app_user', userId) : 0);
  }

  /** A usable entry (waiting for one being read), or the caller becomes the one who reads it. */
  async lookup(
    key: string,
    models: readonly string[],
    scope: string,
    userId: string | null,
    minPosition: bigint | null,
  ): Promise<Entry | Leader> {
    const stamp = this.stampOf(models, scope, userId);
    const usable = (e: Entry | undefined): e is Entry => !!e && e.stamp === stamp && (minPosition === null || e.position >= minPosition);
    const cached = this.#cache.get(key);
    if (usable(cached)) {
      this.#hits++;
      return cached;
    }
    const pending = this.#inflight.get(key);
    if (pending) {
      const e = await pending;
      if (usable(e)) {
        this.#hits++;
        return e;
      }
    }
    this.#misses++;
    let done!: (e: Entry | undefined) => void;
    const run = new Promise<Entry | undefined>((resolve) => {
      done = resolve;
    });
    this.#inflight.set(key, run);
    let position = 0n;
    try {
      position = await this.positionOf(models);
    } catch (err) {
      this.#inflight.delete(key);
      done(undefined);
      throw err;
    }
    return {
      key,
      models,
      scope,
      stamp,
      position,
      done: (e) => {
        if (this.#inflight.get(key) === run) this.#inflight.delete(key);
        // A change signalled while this was read may not be in it: then it answers its own caller only.
        if (e && this.stampOf(models, scope, userId) === stamp) this.#cache.set(key, e);
        done(e);
      },
    };
  }
}

/**
 * For a reply that depends on the time (classes held by now, upcoming ones): kept for the second it was read in. The
 * handler reads the clock itself within that second.
 */
export const bySecond = (clock: { now(): Date }) => (): readonly unknown[] => [Math.floor(clock.now().getTime() / 1000)];

/** `f` computed once per request: what `vary` and the handler both use. */
export function perRequest<T>(f: (req: FastifyRequest) => Promise<T> | T): (req: FastifyRequest) => Promise<T> {
  const seen = new WeakMap<FastifyRequest, Promise<T>>();
  return (req) => {
    const known = seen.get(req);
    if (known) return known;
    const p = Promise.resolve(f(req));
    seen.set(req, p);
    return p;
  };
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

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

function send(req: FastifyRequest, reply: FastifyReply, e: Entry, cacheControl: string | undefined): FastifyReply {
  reply.header('etag', e.etag);
  if (cacheControl) reply.header('cache-control', cacheControl);
  if (req.headers['if-none-match'] === e.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(e.body);
}

/** Adds a route-level hook after any the route has, once. */
const append = <T>(hooks: T | T[] | undefined, hook: T): T[] => {
  const list = hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
  // The HEAD route Fastify derives from a GET may arrive with the GET's hooks already in place.
  return list.includes(hook) ? list : [...list, hook];
};

/**
 * The hooks behind `config.shared`, on the routes that declare it only (the others pay nothing): after the guard and
 * the read-your-writes wait (route hooks run after the app's), a usable entry is the reply; otherwise the handler runs
 * and its 200 reply is kept.
 */
export function installSharedReads(app: FastifyInstance, reads: SharedReads): void {
  app.decorate('sharedReads', reads);
  app.decorateRequest('sharedLeader', null);

  const preHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    const shared = req.routeOptions.config?.shared;
    const models = req.routeOptions.config?.readModels;
    if (!shared || !models?.length) return;
    const auth = req.auth;
    // The query has passed the route's schema: an object of its declared fields.
    const scope = shared.scope?.(req, (req.query ?? {}) as Record<string, unknown>) ?? auth?.instituteId ?? '*';
    const userId = shared.per === 'user' ? (auth?.userId ?? '-') : null;
    const key = [
      req.method,
      req.routeOptions.url,
      scope,
      auth?.role ?? '-',
      userId ?? '',
      canonical(req.params),
      canonical(req.query),
      canonical((await shared.vary?.(req)) ?? []),
    ].join('\u0000');
    const found = await reads.lookup(key, models, scope, userId, minPositionOf(req));
    if ('body' in found) return send(req, reply, found, shared.cacheControl);
    req.sharedLeader = found;
  };
  const onSend = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const leader = req.sharedLeader;
    if (!leader) return payload;
    req.sharedLeader = null;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      leader.done(undefined);
      return payload;
    }
    const e: Entry = { body: payload, etag: etagOf(payload), position: leader.position, stamp: leader.stamp };
    leader.done(e);
    reply.header('etag', e.etag);
    const cacheControl = req.routeOptions.config?.shared?.cacheControl;
    if (cacheControl) reply.header('cache-control', cacheControl);
    return payload;
  };
  // A request that ends without a reply (aborted, failed to send) must not leave the others waiting.
  const forget = (req: FastifyRequest) => {
    req.sharedLeader?.done(undefined);
    req.sharedLeader = null;
  };
  // Callback hooks: nothing to wait for, on every request of the route.
  const release = (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    forget(req);
    done();
  };
  const aborted = (req: FastifyRequest, done: () => void) => {
    forget(req);
    done();
  };

  app.addHook('onRoute', (route) => {
    const shared = route.config?.shared;
    if (!shared) return;
    const where = `${route.method} ${route.url}`;
    // Fastify adds a HEAD route beside each GET, with the same config.
    if (route.method !== 'GET' && route.method !== 'HEAD') throw new Error(`${where}: only a GET reply can be shared`);
    if (!route.config?.readModels?.length) throw new Error(`${where}: a shared reply must declare its readModels`);
    route.preHandler = append(route.preHandler, preHandler) as typeof route.preHandler;
    route.onSend = append(route.onSend, onSend) as typeof route.onSend;
    route.onResponse = append(route.onResponse, release) as typeof route.onResponse;
    route.onRequestAbort = append(route.onRequestAbort, aborted) as typeof route.onRequestAbort;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply is shared between callers until the route's readModels move (platform/http/shared-read.ts). */
    shared?: SharedRead;
  }
  interface FastifyRequest {
    sharedLeader: Leader | null;
  }
  interface FastifyInstance {
    /** Replies shared between callers until their read models move (shared-read.ts). */
    sharedReads: SharedReads;
  }
}
