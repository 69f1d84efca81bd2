import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { WebSocket, WebSocketServer } from 'ws';
import { financeEntriesProjection } from '@school/projections';
import { buildApp, createRuntime, loadConfig, seedPeople, type Database } from '@school/server';
import { percentile } from './measure.js';
import { costRatio, fmtMs, type Row } from './report.js';
import type { Figure, FigureContext } from './figure.js';

const N = Number(process.env.BENCH_LATENCY_N ?? 200);
const WARMUP = 20;
const SIGNAL_TIMEOUT_MS = 10_000;
const PASSWORD = 'bench-secret-1';

/**
 * Remembers when each id was named in a `change` signal. A signal may beat the HTTP reply (the projection
 * runs as soon as the append commits), so arrivals are kept until someone asks for them.
 */
class SignalWatch {
  readonly #arrived = new Map<string, number>();
  readonly #waiting = new Map<string, (at: number) => void>();
  constructor(socket: WebSocket, readModel: string) {
    socket.on('message', (raw) => {
      const at = performance.now();
      const m = JSON.parse(String(raw)) as { type: string; readModel?: string; ids?: string[] };
      if (m.type !== 'change' || m.readModel !== readModel) return;
      for (const id of m.ids ?? []) {
        const w = this.#waiting.get(id);
        if (w) {
          this.#waiting.delete(id);
          w(at);
        } else this.#arrived.set(id, at);
      }
    });
  }
  wait(id: string): Promise<number> {
    const at = this.#arrived.get(id);
    if (at !== undefined) {
      this.#arrived.delete(id);
      return Promise.resolve(at);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(id);
        reject(new Error(`no change signal for ${id} within ${SIGNAL_TIMEOUT_MS} ms`));
      }, SIGNAL_TIMEOUT_MS);
      this.#waiting.set(id, (t) => {
        clearTimeout(timer);
        resolve(t);
      });
    });
  }
}

async function openSocket(url: string, readModel: string): Promise<{ socket: WebSocket; watch: SignalWatch }> {
  const socket = new WebSocket(url);
  const watch = new SignalWatch(socket, readModel);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, watch };
}

interface Samples {
  signal: number[];
  reply: number[];
}

/** The client side, identical for both servers: fetch a create, then wait for the signal naming its id. */
async function drive(url: string, headers: Record<string, string>, watch: SignalWatch): Promise<Samples> {
  const out: Samples = { signal: [], reply: [] };
  for (let i = 0; i < WARMUP + N; i++) {
    const body = JSON.stringify({ title: `Bench fee ${i}`, financeType: i % 2 ? 'DEBIT' : 'CREDIT', amount: 1000 + i + 0.25 });
    const t0 = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const t1 = performance.now();
    const json = (await res.json()) as { data?: { _id?: string } };
    if (!res.ok || !json.data?._id) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(json)}`);
    const t2 = await watch.wait(json.data._id);
    if (i < WARMUP) continue;
    out.signal.push(t2 - t0);
    out.reply.push(t1 - t0);
  }
  out.signal.sort((a, b) => a - b);
  out.reply.sort((a, b) => a - b);
  return out;
}

/** The real app: runtime + Fastify + in-process projections and push, on its own database. */
async function measurePlatform(ctx: FigureContext, database: Database): Promise<Samples> {
  const dataDir = await mkdtemp(join(tmpdir(), 'school-bench-'));
  // No REDIS_URL: projections and push run in this process, as in the embedded mode the bench measures.
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    SCHOOL_NAMESPACE: `bench${randomBytes(4).toString('hex')}`,
    DEMO: '0',
    REDIS_URL: '',
    EVENTSTORE_URL: '',
  };
  const rt = await createRuntime(loadConfig(env, []), { role: 'server', database, inMemory: true });
  const app = await buildApp(rt);
  let socket: WebSocket | null = null;
  try {
    await seedPeople(rt, { instituteName: 'Bench School', email: 'office@bench.test', domain: 'bench.test', password: PASSWORD });
    if (!(await rt.runner.waitFor(rt.runner.names, await rt.store.head(), 10_000))) throw new Error('seed did not project');
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const login = await fetch(`http://${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@bench.test', password: PASSWORD }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const opened = await openSocket(`ws://${base}/ws?token=${encodeURIComponent(token)}`, 'finance_entry');
    socket = opened.socket;
    ctx.log(`  4: ${WARMUP}+${N} POST /finance/create on the app`);
    return await drive(`http://${base}/finance/create`, { authorization: `Bearer ${token}` }, opened.watch);
  } finally {
    socket?.close();
    await app.close();
    await rt.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const readBody = async (req: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as { title: string; financeType: string; amount: number };
};

/**
 * The floor for the same round trip: bare node:http (no framework, auth, events or projections), one INSERT
 * and one SELECT on the same database, the signal sent over a bare `ws` server. Fetched the same way.
 */
async function measureBaseline(ctx: FigureContext, db: Kysely<any>): Promise<Samples> {
  await financeEntriesProjection.tables.finance_entry!(sql.table('bench_entry')).execute(db);
  let position = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const b = await readBody(req);
      const id = randomUUID();
      await sql`insert into bench_entry (id, institute_id, title, finance_type, amount, created_by, created_at)
        values (${id}, 'bench', ${b.title}, ${b.financeType}, ${b.amount}, 'bench', now())`.execute(db);
      const row = await sql<{ id: string }>`select id from bench_entry where id = ${id}`.execute(db);
      const signal = JSON.stringify({ type: 'change', readModel: 'finance_entry', ids: [row.rows[0]!.id], position: String(++position) });
      for (const c of wss.clients) c.send(signal);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'ok', data: { _id: id } }));
    })().catch((err: Error) => res.writeHead(500).end(JSON.stringify({ error: err.message })));
  });
  const wss = new WebSocketServer({ server });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { socket, watch } = await openSocket(`ws://${base}/`, 'finance_entry');
  try {
    ctx.log(`  4: ${WARMUP}+${N} POST to the bare baseline server`);
    return await drive(`http://${base}/`, {}, watch);
  } finally {
    socket.close();
    for (const c of wss.clients) c.terminate();
    await new Promise<void>((r) => wss.close(() => r()));
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
}

export const latencyFigure: Figure = {
  id: '4',
  title: 'command -> read model -> websocket signal latency',
  async run(ctx: FigureContext): Promise<Row[]> {
    const scratch = await ctx.env.open('latency');
    try {
      const platform = await measurePlatform(ctx, scratch.database);
      const baseline = await measureBaseline(ctx, scratch.database.db);
      const row = (metric: string, p: number, b: number, note?: string): Row => ({
        figure: '4',
        metric,
        platform: fmtMs(p),
        baseline: fmtMs(b),
        ratio: costRatio(p, b),
        ...(note ? { note } : {}),
      });
      return [
        row('POST -> change signal, p50', percentile(platform.signal, 50), percentile(baseline.signal, 50)),
        row(
          'POST -> change signal, p99',
          percentile(platform.signal, 99),
          percentile(baseline.signal, 99),
          `${N} sequential POST /api/v1/finance/create (fetch) as ADMIN, timed until the finance_entry signal naming ` +
            `the new id arrives on the websocket; baseline: bare node:http + INSERT + SELECT + ws.send on the same database.`,
        ),
        row('POST -> HTTP reply, p50 (info)', percentile(platform.reply, 50), percentile(baseline.reply, 50)),
      ];
    } finally {
      await scratch.dispose();
    }
  },
};
