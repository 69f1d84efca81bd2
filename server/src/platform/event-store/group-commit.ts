/**
 * Group commit (docs/decisions/0022): callers enqueue, one loop writes. While a group is being written the next callers
 * wait in the queue; the loop then takes all of them at once, so N concurrent callers cost about one write (one commit,
 * one flush of the log to disk) instead of N writes in a row behind one lock.
 */
export interface GroupCommitOptions<T, R> {
  /**
   * Writes a group and answers each item, in order: a value, or an Error that item alone gets. Throwing fails the
   * group as a whole; the queue then writes each item alone, so that only the item at fault gets the error.
   */
  write(items: T[]): Promise<(R | Error)[]>;
  /** How much an item weighs against `maxWeight` (events in an append). */
  weigh(item: T): number;
  /** A group stops growing at this weight, so a large item does not make the callers behind it wait long; an item heavier than it goes alone. */
  maxWeight: number;
  /** Called after each written group with the answers it gave (listeners are told once per group). */
  afterGroup?(results: (R | Error)[]): void;
}

interface Waiting<T, R> {
  item: T;
  resolve(r: R): void;
  reject(e: unknown): void;
}

export class GroupCommit<T, R> {
  readonly #queue: Waiting<T, R>[] = [];
  #running = false;
  constructor(private readonly opts: GroupCommitOptions<T, R>) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      if (!this.#running) {
        this.#running = true;
        void this.#loop();
      }
    });
  }

  /** Items waiting for the writer (for tests and diagnostics). */
  get pending(): number {
    return this.#queue.length;
  }

  async #loop(): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        const group = this.#take();
        await this.#write(group);
        // Let the callers just answered run on first: most append again at once, and should join the next group rather
        // than wait a whole write for the one after (without this, N busy writers settle into two groups of N/2).
        await new Promise<void>((r) => setImmediate(r));
      }
    } finally {
      this.#running = false;
    }
  }

  /** The oldest waiting items, in queue order, up to the weight bound (always at least one). */
  #take(): Waiting<T, R>[] {
    let weight = this.opts.weigh(this.#queue[0]!.item);
    let n = 1;
    while (n < this.#queue.length) {
      const w = this.opts.weigh(this.#queue[n]!.item);
      if (weight + w > this.opts.maxWeight) break;
      weight += w;
      n++;
    }
    return this.#queue.splice(0, n);
  }

  async #write(group: Waiting<T, R>[]): Promise<void> {
    let results: (R | Error)[];
    try {
      results = await this.opts.write(group.map((g) => g.item));
      if (results.length !== group.length) throw new Error(`group commit: ${results.length} answers for ${group.length} items`);
    } catch (err) {
      if (group.length === 1) {
        group[0]!.reject(err);
        return;
      }
      // Something in the group failed the write (bad data, a lost connection): each item alone finds out which.
      for (const one of group) await this.#write([one]);
      return;
    }
    try {
      this.opts.afterGroup?.(results);
    } finally {
      group.forEach((g, i) => {
        const r = results[i]!;
        if (r instanceof Error) g.reject(r);
        else g.resolve(r);
      });
    }
  }
}
