import { Queue as BullQueue, Worker, type ConnectionOptions } from 'bullmq';

export type JobHandler = (data: any, progress: (p: number) => Promise<void>) => Promise<unknown>;

/** The job port: in-process for the embedded mode, BullMQ on Redis for the services mode. */
export interface JobQueue {
  readonly kind: 'memory' | 'bullmq';
  /** `delayMs`: run no sooner than that (the mail delivery waits for its rate window). */
  enqueue(name: string, data: unknown, opts?: { dedupeId?: string; dedupeMs?: number; delayMs?: number }): Promise<void>;
  /** Registers the processor of a job name (only the process that runs jobs calls this). */
  process(name: string, handler: JobHandler): void;
  close(): Promise<void>;
}

export function memoryQueue(onError: (name: string, err: unknown) => void = () => {}): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const pending = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  return {
    kind: 'memory',
    async enqueue(name, data, opts) {
      const h = handlers.get(name);
      if (!h) return;
      if (opts?.dedupeId) {
        if (pending.has(opts.dedupeId)) return;
        pending.add(opts.dedupeId);
      }
      const run = () => {
        if (opts?.dedupeId) pending.delete(opts.dedupeId);
        h(data, async () => {}).catch((err) => onError(name, err));
      };
      if (opts?.delayMs && opts.delayMs > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          run();
        }, opts.delayMs);
        timer.unref?.();
        timers.add(timer);
      } else setImmediate(run);
    },
    process(name, handler) {
      handlers.set(name, handler);
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      handlers.clear();
    },
  };
}

export function bullQueue(connection: ConnectionOptions, namespace = 'school'): JobQueue {
  const QUEUE = `${namespace}-jobs`;
  const queue = new BullQueue(QUEUE, { connection });
  const handlers = new Map<string, JobHandler>();
  let worker: Worker | null = null;
  return {
    kind: 'bullmq',
    async enqueue(name, data, opts) {
      await queue.add(name, data, {
        removeOnComplete: 1000,
        removeOnFail: 1000,
        ...(opts?.dedupeId ? { deduplication: { id: opts.dedupeId, ttl: opts.dedupeMs ?? 50 } } : {}),
        ...(opts?.delayMs && opts.delayMs > 0 ? { delay: opts.delayMs } : {}),
      });
    },
    process(name, handler) {
      handlers.set(name, handler);
      worker ??= new Worker(
        QUEUE,
        async (job) => {
          const h = handlers.get(job.name);
          if (!h) throw new Error(`No processor for job ${job.name}`);
          return h(job.data, (p) => job.updateProgress(p));
        },
        { connection, concurrency: 8 },
      );
    },
    async close() {
      await worker?.close();
      await queue.close();
    },
  };
}
