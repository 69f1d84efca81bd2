import { describe, expect, it } from 'vitest';
import { WrongExpectedVersion, type AppendResult, type EventStore, type EventToAppend, type RecordedEvent } from '@school/contracts';
import { CommandHandler, type CommandContext, type Decider } from './commands.js';

/** A one-stream store in memory: enough to watch what the handler reads and writes. */
function memoryStore() {
  const streams = new Map<string, RecordedEvent[]>();
  let position = 0n;
  const reads: string[] = [];
  const store: EventStore = {
    name: 'memory',
    async append(stream, expected, events: EventToAppend[]): Promise<AppendResult> {
      const have = streams.get(stream) ?? [];
      const actual = have.length === 0 ? 'no_stream' : have.length - 1;
      if (expected !== actual) throw new WrongExpectedVersion(stream, expected, actual);
      const recorded = events.map((e, i) => ({
        ...e,
        streamId: stream,
        streamVersion: have.length + i,
        position: ++position,
        recordedAt: 'now',
      }));
      streams.set(stream, [...have, ...recorded]);
      return { nextExpectedVersion: have.length + events.length - 1, positions: recorded.map((r) => r.position), lastPosition: position };
    },
    async readStream(stream) {
      reads.push(stream);
      return streams.get(stream) ?? [];
    },
    readAll: async () => [],
    head: async () => position,
    subscribe: () => () => {},
    close: async () => {},
  };
  return { store, streams, reads };
}

type Ev = { type: 'Added'; data: { n: number } } & { metadata?: { actorId: string; occurredAt: string } };
/** A counter that remembers who last added to it (from the event's metadata). */
const counter: Decider<{ total: number; lastBy: string | null }, { type: 'Add'; n: number }, Ev> = {
  initialState: () => ({ total: 0, lastBy: null }),
  evolve: (s, e) => ({ total: s.total + e.data.n, lastBy: e.metadata?.actorId ?? s.lastBy }),
  decide: (c, s) => {
    if (s.total + c.n > 10) throw new Error('Too much.');
    return c.n === 0 ? [] : [{ type: 'Added', data: { n: c.n } }];
  },
};
const ctx = (userId: string): CommandContext => ({
  actor: { userId, role: 'ADMIN' },
  instituteId: 'i1',
  correlationId: 'c',
  now: new Date('2026-03-01T10:00:00Z'),
});

describe('CommandHandler.handle', () => {
  it('hands back the state it decided on, folded with the new events as stored, after one read', async () => {
    const { store, reads } = memoryStore();
    const h = new CommandHandler(store);
    await h.handle(counter, 's', { type: 'Add', n: 2 }, ctx('u1'));
    reads.length = 0;
    const res = await h.handle(counter, 's', { type: 'Add', n: 3 }, ctx('u2'));
    expect(res.state).toEqual({ total: 5, lastBy: 'u2' });
    expect(reads).toEqual(['s']);
    // Nothing to decide: the state as it stands.
    expect((await h.handle(counter, 's', { type: 'Add', n: 0 }, ctx('u3'))).state).toEqual({ total: 5, lastBy: 'u2' });
  });

  it('runs beforeAppend between the decision and the write, with the state decided on; its refusal writes nothing', async () => {
    const { store, streams } = memoryStore();
    const h = new CommandHandler(store);
    const seen: number[] = [];
    await h.handle(counter, 's', { type: 'Add', n: 4 }, ctx('u1'), {
      beforeAppend: async (before) => {
        seen.push(before.total);
      },
    });
    expect(seen).toEqual([0]);
    // The decider refuses first: the hook is not asked.
    const refused = h.handle(counter, 's', { type: 'Add', n: 9 }, ctx('u1'), {
      beforeAppend: async () => {
        seen.push(-1);
      },
    });
    await expect(refused).rejects.toThrow('Too much.');
    expect(seen).toEqual([0]);
    await expect(
      h.handle(counter, 's', { type: 'Add', n: 1 }, ctx('u1'), {
        beforeAppend: async () => {
          throw new Error('Taken.');
        },
      }),
    ).rejects.toThrow('Taken.');
    expect(streams.get('s')).toHaveLength(1);
  });
});

describe('CommandHandler.state', () => {
  it("folds a stream for a guard, and shows another institute's stream as the initial state", async () => {
    const { store } = memoryStore();
    const h = new CommandHandler(store);
    await h.handle(counter, 's', { type: 'Add', n: 6 }, ctx('u1'));
    expect(await h.state(counter, 's', { instituteId: 'i1' })).toEqual({ total: 6, lastBy: 'u1' });
    expect(await h.state(counter, 's', { instituteId: 'i2' })).toEqual({ total: 0, lastBy: null });
  });
});
