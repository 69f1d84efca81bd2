/**
 * The answer outbox of one exam sheet (issue 14 part 3: a reload or a dropped connection never loses an answer).
 * Every save and every counted activity is written here first, kept in the browser's storage, and sent one at a time
 * in the order given. An answer carries a growing `seq` so that the server acknowledges a late resend without letting
 * it overwrite a newer answer. A failure to reach the server retries with backoff (and at once when the browser says
 * it is online again); a refusal by the server (the exam ended, already submitted) drops the entry and reports it.
 */
import type { ActivityKind } from '../api/types';

export interface StoredFile {
  name: string;
  type: string;
  /** The file as a data: URL, so that it survives a reload. */
  dataUrl: string;
}

export type OutboxEntry =
  | { kind: 'answer'; seq: number; question: string; answer: string; markAsReview: boolean; file: StoredFile | null }
  | { kind: 'activity'; seq: number; activity: ActivityKind };

export type AnswerEntry = Extract<OutboxEntry, { kind: 'answer' }>;

export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface OutboxTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface OutboxOptions {
  /** The storage key of this sheet (one per user and subject exam). */
  key: string;
  storage: OutboxStorage;
  send: (entry: OutboxEntry) => Promise<void>;
  /** True when the error is the server's refusal (resending cannot help); false for a network failure or a 5xx. */
  isRefusal: (err: unknown) => boolean;
  onRefused?: (entry: OutboxEntry, err: unknown) => void;
  timers?: OutboxTimers;
  now?: () => number;
}

export interface OutboxStatus {
  /** Answers still to be sent. */
  answers: number;
  /** All entries still to be sent (answers and activity). */
  total: number;
  /** The last attempt failed to reach the server; a retry is waiting. */
  failing: boolean;
  /** Milliseconds to the next retry when failing. */
  retryInMs: number | null;
}

interface Persisted {
  v: 1;
  lastSeq: number;
  entries: OutboxEntry[];
  visited: string[];
}

export const RETRY_BASE_MS = 1000;
const SEQ_EPOCH_MS = Date.UTC(2024, 0, 1);
/** The clock as a seq: whole seconds since 2024-01-01. */
export const clockSeq = (nowMs: number) => Math.max(0, Math.floor((nowMs - SEQ_EPOCH_MS) / 1000));
export const RETRY_MAX_MS = 30_000;

/** 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelay = (failures: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));

interface Waiter {
  resolve: () => void;
  reject: (err: unknown) => void;
}

export class Outbox {
  private entries: OutboxEntry[] = [];
  private lastSeq = 0;
  private visited = new Set<string>();
  private inFlight: OutboxEntry | null = null;
  private failures = 0;
  private retryHandle: unknown = null;
  private retryAt: number | null = null;
  private stopped = false;
  private listeners = new Set<() => void>();
  private waiters: Waiter[] = [];
  private readonly timers: OutboxTimers;
  private readonly now: () => number;

  constructor(private readonly opts: OutboxOptions) {
    this.timers = opts.timers ?? { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) };
    this.now = opts.now ?? Date.now;
    this.restore();
  }

  private restore() {
    try {
      const raw = this.opts.storage.getItem(this.opts.key);
      if (!raw) return;
      const p = JSON.parse(raw) as Persisted;
      if (p?.v !== 1 || !Array.isArray(p.entries)) return;
      this.entries = p.entries;
      this.lastSeq = Number(p.lastSeq) || 0;
      this.visited = new Set(p.visited ?? []);
    } catch {
      // A damaged entry is not an answer: start empty.
    }
  }

  private persist() {
    const p: Persisted = { v: 1, lastSeq: this.lastSeq, entries: this.entries, visited: [...this.visited] };
    try {
      this.opts.storage.setItem(this.opts.key, JSON.stringify(p));
    } catch {
      // Storage full (a large attachment): the entry is still sent from memory.
    }
  }

  private emit() {
    for (const l of this.listeners) l();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The next seq: above the last one given, and at least the clock's seconds since 2024 (below the contract's limit
   * of 10^9 for decades) so that the saves of a new device, whose storage is empty, are newer still.
   */
  private nextSeq(): number {
    this.lastSeq = Math.max(this.lastSeq + 1, clockSeq(this.now()));
    return this.lastSeq;
  }

  /**
   * Queues an answer (an empty answer clears it); an unsent older answer to the same question is replaced. A file the
   * replaced entry carried goes on with the new one unless the new one clears the answer (Mark as Review after an
   * upload made offline must not lose the upload).
   */
  saveAnswer(a: { question: string; answer: string; markAsReview: boolean; file?: StoredFile | null }): AnswerEntry {
    const replaced = this.entries.filter((e): e is AnswerEntry => e !== this.inFlight && e.kind === 'answer' && e.question === a.question);
    const carried = a.answer === '' ? null : (replaced.findLast((e) => e.file)?.file ?? null);
    const entry: AnswerEntry = {
      kind: 'answer',
      seq: this.nextSeq(),
      question: a.question,
      answer: a.answer,
      markAsReview: a.markAsReview,
      file: a.file ?? carried,
    };
    this.entries = this.entries.filter((e) => !replaced.includes(e as AnswerEntry));
    this.entries.push(entry);
    this.visited.add(a.question);
    this.persist();
    this.emit();
    this.kick();
    return entry;
  }

  /** Queues a counted activity (tab switch, leaving full screen…). */
  recordActivity(activity: ActivityKind) {
    this.entries.push({ kind: 'activity', seq: this.nextSeq(), activity });
    this.persist();
    this.emit();
    this.kick();
  }

  /** Visited questions are kept on this device (the palette's "not answered" needs them across a reload). */
  markVisited(question: string) {
    if (this.visited.has(question)) return;
    this.visited.add(question);
    this.persist();
    this.emit();
  }

  isVisited(question: string) {
    return this.visited.has(question);
  }

  /** The newest unsent answer of each question: shown as the current answer after a reload. */
  pendingAnswers(): Map<string, AnswerEntry> {
    const out = new Map<string, AnswerEntry>();
    for (const e of this.entries) if (e.kind === 'answer') out.set(e.question, e);
    return out;
  }

  pending(): readonly OutboxEntry[] {
    return this.entries;
  }

  status(): OutboxStatus {
    return {
      answers: this.entries.filter((e) => e.kind === 'answer').length,
      total: this.entries.length,
      failing: this.failures > 0,
      retryInMs: this.retryAt === null ? null : Math.max(0, this.retryAt - this.now()),
    };
  }

  /** Sends now (the browser is online again, or the student asked): any waiting retry is cut short. */
  retryNow() {
    if (this.retryHandle !== null) {
      this.timers.clearTimeout(this.retryHandle);
      this.retryHandle = null;
      this.retryAt = null;
    }
    this.kick();
  }

  /** Resolves once everything queued so far is sent; rejects at the first failure to reach the server. */
  flush(): Promise<void> {
    if (this.entries.length === 0) return Promise.resolve();
    const p = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.retryNow();
    return p;
  }

  /** After a submit: nothing is left to send for this sheet. */
  clear() {
    this.entries = [];
    this.visited.clear();
    try {
      this.opts.storage.removeItem(this.opts.key);
    } catch {
      // nothing to do
    }
    this.emit();
  }

  /** Sending resumes (after a stop: a remounted screen keeps the same outbox). */
  start() {
    this.stopped = false;
    this.kick();
  }

  stop() {
    this.stopped = true;
    if (this.retryHandle !== null) this.timers.clearTimeout(this.retryHandle);
    this.retryHandle = null;
    this.listeners.clear();
  }

  /** Starts the send loop unless it runs or waits for a retry. */
  kick() {
    if (this.stopped || this.inFlight || this.retryHandle !== null) return;
    void this.loop();
  }

  private async loop() {
    while (!this.stopped && this.entries.length > 0) {
      const entry = this.entries[0] as OutboxEntry;
      this.inFlight = entry;
      try {
        await this.opts.send(entry);
      } catch (err) {
        this.inFlight = null;
        if (this.opts.isRefusal(err)) {
          this.drop(entry);
          this.opts.onRefused?.(entry, err);
          continue;
        }
        this.failures += 1;
        const wait = retryDelay(this.failures);
        this.retryAt = this.now() + wait;
        this.retryHandle = this.timers.setTimeout(() => {
          this.retryHandle = null;
          this.retryAt = null;
          this.kick();
        }, wait);
        const waiters = this.waiters.splice(0);
        for (const w of waiters) w.reject(err);
        this.emit();
        return;
      }
      this.inFlight = null;
      this.failures = 0;
      this.drop(entry);
    }
    if (this.entries.length === 0) {
      const waiters = this.waiters.splice(0);
      for (const w of waiters) w.resolve();
    }
  }

  private drop(entry: OutboxEntry) {
    this.entries = this.entries.filter((e) => e !== entry);
    this.persist();
    this.emit();
  }
}
