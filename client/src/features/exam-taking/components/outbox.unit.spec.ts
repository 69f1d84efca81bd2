import { describe, expect, it } from 'vitest';
import { clockSeq, Outbox, type OutboxEntry, type OutboxStorage, retryDelay } from './outbox';

class MemoryStorage implements OutboxStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

/** Timers run by hand: `fire()` runs the waiting retry. */
class ManualTimers {
  waiting: { fn: () => void; ms: number } | null = null;
  setTimeout(fn: () => void, ms: number) {
    this.waiting = { fn, ms };
    return 1;
  }
  clearTimeout() {
    this.waiting = null;
  }
  fire() {
    const w = this.waiting;
    this.waiting = null;
    w?.fn();
  }
}

class NetworkDown extends Error {}
class Refused extends Error {}

const tick = () => new Promise((r) => setTimeout(r, 0));

function setup(opts: { storage?: MemoryStorage; now?: () => number } = {}) {
  const storage = opts.storage ?? new MemoryStorage();
  const timers = new ManualTimers();
  const sent: OutboxEntry[] = [];
  const refused: OutboxEntry[] = [];
  let mode: 'ok' | 'down' | 'refuse' = 'ok';
  let clock = 1000;
  const box = new Outbox({
    key: 'exam-outbox:u1:e1.s1',
    storage,
    timers,
    now: opts.now ?? (() => clock),
    isRefusal: (err) => err instanceof Refused,
    onRefused: (e) => refused.push(e),
    send: async (e) => {
      await tick();
      if (mode === 'down') throw new NetworkDown('offline');
      if (mode === 'refuse') throw new Refused('The exam has ended; answers are no longer saved.');
      sent.push(e);
    },
  });
  return {
    box,
    storage,
    timers,
    sent,
    refused,
    setMode: (m: typeof mode) => {
      mode = m;
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await tick();
};

describe('the answer outbox', () => {
  it('sends entries one at a time in the order given, each answer with a growing seq', async () => {
    const t = setup();
    t.box.saveAnswer({ question: 'q1', answer: 'A', markAsReview: false });
    t.box.recordActivity('TAB_SWITCH');
    t.box.saveAnswer({ question: 'q2', answer: 'long text', markAsReview: true });
    await settle();
    expect(t.sent.map((e) => (e.kind === 'answer' ? e.question : e.activity))).toEqual(['q1', 'TAB_SWITCH', 'q2']);
    const seqs = t.sent.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(3);
    expect(t.box.status()).toMatchObject({ answers: 0, total: 0, failing: false });
  });

  it('gives a seq at least the clock (seconds since 2024, within the contract), so a new device still sends newer saves', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const t = setup({ now: () => now });
    const a = t.box.saveAnswer({ question: 'q1', answer: 'A', markAsReview: false });
    const b = t.box.saveAnswer({ question: 'q1', answer: 'B', markAsReview: false });
    expect(a.seq).toBe(clockSeq(now));
    expect(b.seq).toBe(a.seq + 1);
    expect(a.seq).toBeLessThan(1_000_000_000);
    const later = setup({ now: () => now + 60_000 });
    expect(later.box.saveAnswer({ question: 'q1', answer: 'C', markAsReview: false }).seq).toBeGreaterThan(b.seq);
  });

  it('replaces an unsent older answer to the same question, never the one on its way', async () => {
    const t = setup();
    t.setMode('down');
    t.box.saveAnswer({ question: 'q1', answer: 'A', markAsReview: false });
    await settle(); // q1=A was tried and failed: it waits for a retry
    t.box.saveAnswer({ question: 'q1', answer: 'B', markAsReview: false });
    t.box.saveAnswer({ question: 'q1', answer: 'C', markAsReview: false });
    expect(t.box.pending().map((e) => e.kind === 'answer' && e.answer)).toEqual(['C']);
    t.setMode('ok');
    t.timers.fire();
    await settle();
    expect(t.sent.map((e) => e.kind === 'answer' && e.answer)).toEqual(['C']);
  });

  it('keeps an unsent file when a later save of the same question replaces its entry, and drops it on a clear', async () => {
    const t = setup();
    t.setMode('down');
    t.box.saveAnswer({ question: 'q0', answer: 'A', markAsReview: false });
    await settle(); // q0 waits for a retry: the rest stays queued behind it
    const file = { name: 'leaf.pdf', type: 'application/pdf', dataUrl: 'data:application/pdf;base64,JVBERi0=' };
    t.box.saveAnswer({ question: 'q5', answer: 'leaf.pdf', markAsReview: false, file });
    t.box.saveAnswer({ question: 'q5', answer: 'leaf.pdf', markAsReview: true });
    expect(t.box.pendingAnswers().get('q5')).toMatchObject({ markAsReview: true, file });
    t.box.saveAnswer({ question: 'q5', answer: '', markAsReview: true });
    expect(t.box.pendingAnswers().get('q5')).toMatchObject({ answer: '', file: null });
  });

  it('retries with a growing backoff while the server cannot be reached, and at once when asked (online)', async () => {
    const t = setup();
    t.setMode('down');
    t.box.saveAnswer({ question: 'q1', answer: 'A', markAsReview: false });
    await settle();
    expect(t.timers.waiting?.ms).toBe(1000);
    expect(t.box.status()).toMatchObject({ answers: 1, failing: true });
    t.timers.fire();
    await settle();
    expect(t.timers.waiting?.ms).toBe(2000);
    t.timers.fire();
    await settle();
    expect(t.timers.waiting?.ms).toBe(4000);
    expect(t.sent).toEqual([]);
    t.setMode('ok');
    t.box.retryNow(); // the browser's `online` event
    await settle();
    expect(t.timers.waiting).toBeNull();
    expect(t.sent).toHaveLength(1);
    expect(t.box.status()).toMatchObject({ answers: 0, failing: false });
    expect([retryDelay(1), retryDelay(2), retryDelay(6), retryDelay(20)]).toEqual([1000, 2000, 30_000, 30_000]);
  });

  it('keeps unsent answers across a reload and shows them as the current answers', async () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    first.setMode('down');
    first.box.saveAnswer({ question: 'q1', answer: 'A', markAsReview: false });
    first.box.saveAnswer({ question: 'q2', answer: 'essay', markAsReview: true });
    first.box.markVisited('q3');
    await settle();
    first.box.stop(); // the page goes away

    const second = setup({ storage });
    const restored = second.box.pendingAnswers();
    expect([...restored.keys()]).toEqual(['q1', 'q2']);
    expect(restored.get('q2')).toMatchObject({ answer: 'essay', markAsReview: true });
    expect(second.box.isVisited('q3')).toBe(true);
    const before = Math.max(...[...restored.values()].map((e) => e.seq));
    const next = second.box.saveAnswer({ question: 'q4', answer: 'B', markAsReview: false });
    expect(next.seq).toBeGreaterThan(before);
    await settle();
    expect(second.sent.map((e) => e.kind === 'answer' && e.question)).toEqual(['q1', 'q2', 'q4']);
    expect(JSON.parse(storage.getItem('exam-outbox:u1:e1.s1') ?? '{}').entries).toEqual([]);
  });

  it('drops an entry the server refuses (the exam ended) and goes on with the rest', async () => {
    const t = setup();
    t.setMode('refuse');
    t.box.saveAnswer({ question: 'q1', answer: 'A', markAsReview: false });
    await settle();
    expect(t.refused).toHaveLength(1);
    expect(t.box.status().total).toBe(0);
    expect(t.timers.waiting).toBeNull();
  });

  it('flush resolves once everything is sent, and rejects when the server cannot be reached', async () => {
    const t = setup();
    t.setMode('down');
    t.box.saveAnswer({ question: 'q1', answer: 'A', markAsReview: false });
    await expect(t.box.flush()).rejects.toBeInstanceOf(NetworkDown);
    t.setMode('ok');
    await t.box.flush();
    expect(t.sent).toHaveLength(1);
    await expect(t.box.flush()).resolves.toBeUndefined();
  });

  it('clear forgets the sheet after a submit', () => {
    const t = setup();
    t.setMode('down');
    t.box.saveAnswer({ question: 'q1', answer: 'A', markAsReview: false });
    t.box.clear();
    expect(t.storage.getItem('exam-outbox:u1:e1.s1')).toBeNull();
    expect(t.box.pendingAnswers().size).toBe(0);
  });
});
