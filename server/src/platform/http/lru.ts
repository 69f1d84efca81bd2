/**
 * A bounded map that forgets: at most `max` entries (the least recently read goes first) and none older than `ttlMs`.
 * The per-request caches (decision 0024) keep what changes only on an event here; the size cap bounds memory however
 * many users or keys there are, and the time limit is the safety net should a change signal ever be lost.
 */
export class LruCache<K, V> {
  readonly #map = new Map<K, { value: V; expires: number }>();

  constructor(
    readonly max: number,
    readonly ttlMs: number,
    readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const e = this.#map.get(key);
    if (!e) return undefined;
    if (e.expires <= this.now()) {
      this.#map.delete(key);
      return undefined;
    }
    // Map keeps insertion order: reinserting makes this the most recently used, so eviction takes the oldest first.
    this.#map.delete(key);
    this.#map.set(key, e);
    return e.value;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, { value, expires: this.now() + this.ttlMs });
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
