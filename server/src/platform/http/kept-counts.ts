import type { RawBuilder } from 'kysely';
import type { DB } from '../db/database.js';
import type { ReadModelEpochs } from './epochs.js';
import { LruCache } from './lru.js';

/**
 * A list's total (`count(*)` of its conditions) kept until the read models it counts move for the institute (their
 * change signals: epochs.ts, decision 0024). At a large college a count of 5,000 students or 96,000 classes cost more
 * than the page itself, for every page asked for, while the total changes only when a record does.
 *
 * The stamp is taken before counting: a change signal arriving meanwhile leaves an entry no later call trusts.
 */
export class KeptCounts {
  readonly #totals = new LruCache<string, { stamp: number; n: number }>(5000, 10 * 60_000);

  constructor(
    private readonly db: DB,
    private readonly epochs: ReadModelEpochs,
  ) {}

  /** `conds` is the whole condition (the institute's included); `count` runs it when the kept total is stale. */
  async total(
    instituteId: string,
    readModels: readonly string[],
    conds: RawBuilder<unknown>,
    count: () => Promise<number>,
  ): Promise<number> {
    const compiled = conds.compile(this.db);
    const key = `${instituteId}\u0000${readModels.join(',')}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
    const stamp = this.epochs.stamp(readModels, instituteId);
    const hit = this.#totals.get(key);
    if (hit && hit.stamp === stamp) return hit.n;
    const n = await count();
    this.#totals.set(key, { stamp, n });
    return n;
  }
}
