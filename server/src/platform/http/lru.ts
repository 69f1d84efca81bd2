/**
 * A bounded map that forgets: at most `max` entries (the least recently read go first) and none older than `ttlMs`.
 * The per-request caches (decision 0024) keep what changes only on an event here; the size cap bounds memory however
 * many users or keys there are, and the time limit is the safety net should a change signal ever be lost.
 *
 * Recency is kept the cheap way: a Map iterates in insertion order, so re-inserting an entry makes it the newest, but a
 * read does that only when the entry has fallen behind by a quarter of the cap's worth of writes. An entry read at least
 * that often is never the oldest and never evicted; a hit on a recent entry costs one lookup, not a delete and an
 * insert (a shared reply, a session and a user are looked up on every request: issue #13).
 */
interface Slot<V> {
  value: V;
  expires: number;
  /** The write count when the entry was last (re)inserted. */
  at: number;
}

export class LruCache<K, V> {
  readonly #map = new Map<K, Slot<V>>();
  readonly #refreshAfter: number;
  #writes = 0;

  constructor(
    readonly max: number,
    readonly ttlMs: number,
    readonly now: () => number = Date.now,
  ) {
    if (!(max >= 1)) throw new Error('LruCache: max must be at least 1');
    this.#refreshAfter = Math.max(1, Math.floor(max / 4));
  }

  get(key: K): V | undefined {
    const e = this.#map.get(key);
    if (!e) return undefined;
    if (e.expires <= this.now()) {
      this.#map.delete(key);
      return undefined;
    }
    if (this.#writes - e.at >= this.#refreshAfter) {
      this.#map.delete(key);
      e.at = ++this.#writes;
      this.#map.set(key, e);
    }
    return e.value;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, { value, expires: this.now() + this.ttlMs, at: ++this.#writes });
    if (this.#map.size > this.max) {
      const oldest = this.#map.keys().next();
      if (!oldest.done) this.#map.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#map.delete(key);
  }

  clear(): void {
    this.#map.clear();
  }

  get size(): number {
    return this.#map.size;
  }
}
