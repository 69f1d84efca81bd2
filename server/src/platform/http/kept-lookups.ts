import type { ReadModelEpochs } from './epochs.js';
import { LruCache } from './lru.js';

/**
 * Values looked up by key within an institute (a subject's title, a teacher's card, whether a day is a holiday), kept
 * until one of the read models they come from moves for that institute (their change signals: epochs.ts, decision
 * 0024). A page of 20 classes named its subjects, teachers, batches and holidays in four queries per request; these
 * change rarely, and at a large college each query cost a round trip to the database for every page shown.
 * A key the loader does not answer is kept as absent too.
 */
export class KeptLookups<V> {
  readonly #entries = new LruCache<string, { stamp: number; value: V | undefined }>(50_000, 10 * 60_000);

  constructor(
    private readonly epochs: ReadModelEpochs,
    private readonly readModels: readonly string[],
  ) {}

  async get(instituteId: string, keys: Iterable<string>, load: (missing: string[]) => Promise<Map<string, V>>): Promise<Map<string, V>> {
    // The stamp is taken before loading: a change signal arriving meanwhile leaves entries no later call trusts.
    const stamp = this.epochs.stamp(this.readModels, instituteId);
    const out = new Map<string, V>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const hit = this.#entries.get(`${instituteId}\u0000${key}`);
      if (hit && hit.stamp === stamp) {
        if (hit.value !== undefined) out.set(key, hit.value);
      } else missing.push(key);
    }
    if (missing.length === 0) return out;
    const loaded = await load(missing);
    for (const key of missing) {
      const value = loaded.get(key);
      this.#entries.set(`${instituteId}\u0000${key}`, { stamp, value });
      if (value !== undefined) out.set(key, value);
    }
    return out;
  }

  /** One value, kept like the others: `load` reads it when the kept one is stale. */
  async one(instituteId: string, key: string, load: () => Promise<V>): Promise<V | undefined> {
    return (await this.get(instituteId, [key], async () => new Map([[key, await load()]]))).get(key);
  }
}
