/**
 * The client side of figure 10: N websockets held by a CHILD process, so that reading N frames does not run on the
 * event loop of the servers being measured (the server side of both the platform and the baseline lives in the bench
 * process). The child tells the parent when the LAST of its sockets got the `change` signal naming an id.
 *
 * Clocks: both processes stamp with `performance.timeOrigin + performance.now()` (the same wall clock, sub-ms).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WebSocket } from 'ws';

/** Milliseconds on a clock both processes share. */
export const sharedNow = () => performance.timeOrigin + performance.now();

type ToChild = { type: 'open'; urls: string[]; concurrency: number; readModel: string } | { type: 'status'; id: string };
type FromChild =
  | { type: 'opened'; open: number; failed: string[] }
  | { type: 'reached'; id: string; first: number; last: number }
  | { type: 'status'; id: string; count: number; open: number; closed: string[] };

export interface Arrival {
  /** When the first and the last socket got the signal (sharedNow clock). */
  first: number;
  last: number;
}

// ─── the child ──────────────────────────────────────────────────────────────────────────────────────────────────

function child(): void {
  const send = (m: FromChild) => process.send!(m);
  const tally = new Map<string, { count: number; first: number }>();
  const closed: string[] = [];
  let expected = Number.POSITIVE_INFINITY;
  let open = 0;

  const onMessage = (readModel: string) => (raw: unknown) => {
    const at = sharedNow();
    const m = JSON.parse(String(raw)) as { type?: string; readModel?: string; ids?: string[] };
    if (m.type !== 'change' || m.readModel !== readModel) return;
    for (const id of m.ids ?? []) {
      const t = tally.get(id) ?? { count: 0, first: at };
      t.count++;
      tally.set(id, t);
      if (t.count === expected) send({ type: 'reached', id, first: t.first, last: at });
    }
  };

  /** Open once the server's first frame (its hello) arrived: then the server holds the socket in its broadcast set. */
  const connect = (url: string, readModel: string) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      const handle = onMessage(readModel);
      ws.once('message', () => {
        open++;
        ws.on('message', handle);
        resolve();
      });
      ws.once('error', reject);
      ws.once('close', (code, reason) => {
        if (closed.length < 5) closed.push(`${code} ${String(reason)}`);
        reject(new Error(`closed ${code} ${String(reason)}`));
      });
    });

  // The bench gone (finished or crashed): its sockets must not outlive it.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (msg: ToChild) => {
    if (msg.type === 'status') {
      send({ type: 'status', id: msg.id, count: tally.get(msg.id)?.count ?? 0, open, closed });
      return;
    }
    void (async () => {
      const failed: string[] = [];
      let next = 0;
      // A paced connect: a window of handshakes in flight instead of N at once (a listen backlog overflows).
      await Promise.all(
        Array.from({ length: msg.concurrency }, async () => {
          while (next < msg.urls.length) {
            const url = msg.urls[next++]!;
            await connect(url, msg.readModel).catch((e: Error) => {
              if (failed.length < 5) failed.push(e.message);
              else failed.push('');
            });
          }
        }),
      );
      expected = open;
      send({ type: 'opened', open, failed });
    })();
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.send) child();

// ─── the parent's handle ────────────────────────────────────────────────────────────────────────────────────────

/** N sockets in a child process, each opened on one of `urls`; `reached(id)` resolves when all of them got it. */
export class ClientFleet {
  readonly #proc: ChildProcess;
  readonly #arrived = new Map<string, Arrival>();
  readonly #waiting = new Map<string, (a: Arrival) => void>();
  readonly #statuses = new Map<string, (s: Extract<FromChild, { type: 'status' }>) => void>();

  private constructor(proc: ChildProcess) {
    this.#proc = proc;
    proc.on('message', (m: FromChild) => {
      if (m.type === 'reached') {
        const w = this.#waiting.get(m.id);
        if (w) {
          this.#waiting.delete(m.id);
          w(m);
        } else this.#arrived.set(m.id, m);
      } else if (m.type === 'status') this.#statuses.get(m.id)?.(m);
    });
  }

  /** Forks the child (with this process's loader flags: the bench runs under tsx) and opens every socket. */
  static async open(urls: string[], readModel: string, concurrency = 64): Promise<ClientFleet> {
    const proc = fork(fileURLToPath(import.meta.url), [], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const fleet = new ClientFleet(proc);
    const opened = await new Promise<Extract<FromChild, { type: 'opened' }>>((resolve, reject) => {
      proc.once('error', reject);
      proc.once('exit', (code) => reject(new Error(`the client process exited (${code})`)));
      proc.on('message', (m: FromChild) => m.type === 'opened' && resolve(m));
      proc.send({ type: 'open', urls, concurrency, readModel } satisfies ToChild);
    }).catch(async (err: Error) => {
      await fleet.close();
      throw err;
    });
    if (opened.open !== urls.length) {
      await fleet.close();
      const why = [...new Set(opened.failed.filter(Boolean))].join('; ');
      throw new Error(`only ${opened.open} of ${urls.length} websockets opened (${why})`);
    }
    return fleet;
  }

  /** When every socket got the signal naming `id` (it may have come before the call: kept until asked). */
  async reached(id: string, timeoutMs = 30_000): Promise<Arrival> {
    const done = this.#arrived.get(id);
    if (done) {
      this.#arrived.delete(id);
      return done;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      return await new Promise<Arrival>((resolve, reject) => {
        timer = setTimeout(() => {
          this.#waiting.delete(id);
          void this.#status(id).then(
            (s) =>
              reject(
                new Error(
                  `${s.count} of ${s.open} sockets got the signal for ${id} within ${timeoutMs} ms (closed: ${s.closed.join(', ') || 'none'})`,
                ),
              ),
            reject,
          );
        }, timeoutMs);
        this.#waiting.set(id, resolve);
      });
    } finally {
      clearTimeout(timer);
    }
  }

  #status(id: string): Promise<Extract<FromChild, { type: 'status' }>> {
    return new Promise((resolve) => {
      this.#statuses.set(id, resolve);
      this.#proc.send({ type: 'status', id } satisfies ToChild);
    });
  }

  async close(): Promise<void> {
    if (this.#proc.exitCode !== null || this.#proc.signalCode !== null) return;
    const exited = new Promise<void>((r) => this.#proc.once('exit', () => r()));
    this.#proc.kill('SIGKILL');
    await exited;
  }
}
