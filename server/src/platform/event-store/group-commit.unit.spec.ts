import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

/** A writer whose writes finish when the test says, recording each group it was given. */
function controlled(answer: (item: number) => number | Error = (i) => i * 10) {
  const groups: number[][] = [];
  const finish: (() => void)[] = [];
  const afterGroups: (number | Error)[][] = [];
  const queue = new GroupCommit<number, number>({
    async write(items) {
      groups.push(items);
      await new Promise<void>((r) => finish.push(r));
      if (items.includes(-1)) throw new Error('the write failed');
      return items.map(answer);
    },
    weigh: (i) => Math.max(1, Math.abs(i)),
    maxWeight: 10,
    afterGroup: (results) => afterGroups.push(results),
  });
  /** Lets the writes in flight finish, until the queue is idle. */
  const drain = async () => {
    for (let i = 0; i < 100; i++) {
      await new Promise((r) => setImmediate(r));
      const f = finish.shift();
      if (f) f();
      else if (queue.pending === 0) return;
    }
  };
  return { queue, groups, afterGroups, drain };
}

describe('group commit queue', () => {
  it('writes the first item at once and everything that arrived meanwhile as the next group, in order', async () => {
    const { queue, groups, afterGroups, drain } = controlled();
    const first = queue.submit(1);
    const rest = [2, 3, 4].map((i) => queue.submit(i));
    expect(queue.pending).toBe(3);
    await drain();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(groups).toEqual([[1], [2, 3, 4]]);
    expect(afterGroups).toEqual([[10], [20, 30, 40]]);
  });

  it('lets callers that append again as soon as they are answered join the next group together', async () => {
    const { queue, groups, drain } = controlled();
    // Four busy writers, each appending three times in a row: after the first group they move as one.
    const writers = [1, 2, 3, 4].map(async (w) => {
      for (let i = 0; i < 3; i++) {
        await queue.submit(w);
        // A caller does a little asynchronous work between two appends (the store's own awaits, the caller's).
        for (let hop = 0; hop < 10; hop++) await Promise.resolve();
      }
    });
    await drain();
    await Promise.all(writers);
    expect(groups).toEqual([[1], [2, 3, 4, 1], [2, 3, 4, 1], [2, 3, 4]]);
  });

  it('bounds a group by weight, and writes an item heavier than the bound alone', async () => {
    const { queue, groups, drain } = controlled();
    const all = [1, 4, 5, 2, 30, 1, 1].map((i) => queue.submit(i));
    await drain();
    await Promise.all(all);
    expect(groups).toEqual([[1], [4, 5], [2], [30], [1, 1]]);
  });

  it('rejects an item with its own error and resolves the others of its group', async () => {
    const refused = new Error('refused');
    const { queue, drain } = controlled((i) => (i === 3 ? refused : i));
    const all = Promise.allSettled([1, 2, 3, 4].map((i) => queue.submit(i)));
    await drain();
    const settled = await all;
    expect(settled).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: refused },
      { status: 'fulfilled', value: 4 },
    ]);
  });

  it('writes each item of a failed group alone, so only the item at fault gets the error', async () => {
    const { queue, groups, drain } = controlled();
    const head = queue.submit(1);
    const all = Promise.allSettled([2, -1, 3].map((i) => queue.submit(i)));
    await drain();
    await head;
    const settled = await all;
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toEqual(new Error('the write failed'));
    expect(groups).toEqual([[1], [2, -1, 3], [2], [-1], [3]]);
  });

  it('keeps writing after a failure and starts again when idle', async () => {
    const { queue, groups, drain } = controlled();
    const failed = expect(queue.submit(-1)).rejects.toThrow('the write failed');
    await drain();
    await failed;
    const later = queue.submit(5);
    await drain();
    expect(await later).toBe(50);
    expect(groups).toEqual([[-1], [5]]);
  });
});
