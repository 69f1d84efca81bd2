import type { PushEnvelope } from '@school/contracts';

/**
 * Counters that move when a read model changes, fed by the projections' change signals (the push bus: in process, or
 * Redis across server instances, since the runner may run in the worker). A per-request cache stores the stamp it saw
 * before reading and trusts its entry only while the stamp is the same: a signal that arrives while a value is being
 * read makes that value unusable, so nothing read before a change outlives it (decision 0024).
 *
 * Per read model there are three kinds of counter: any change (`m`), a change in one institute (`m|inst`, where `*`
 * is a change everywhere: a rebuild), and, for the models named in `trackIds`, a change of one id (`m#id`).
 */
export class ReadModelEpochs {
  readonly #n = new Map<string, number>();
  readonly #trackIds: ReadonlySet<string>;

  constructor(trackIds: readonly string[] = ['app_user']) {
    this.#trackIds = new Set(trackIds);
  }

  #get(k: string): number {
    return this.#n.get(k) ?? 0;
  }

  #bump(k: string): void {
    this.#n.set(k, this.#get(k) + 1);
  }

  /** A change signal from the push bus. */
  observe(env: PushEnvelope): void {
    const m = env.message;
    if (m.type !== 'change') return;
    this.touch(m.readModel, env.instituteId, m.ids);
  }

  /**
   * Marks a change directly (this process knows before the projection does, e.g. a sign-out it just recorded). An
   * empty `ids` for a model tracked by id means every id: nothing says which changed.
   */
  touch(model: string, instituteId: string, ids: readonly string[] = []): void {
    this.#bump(model);
    this.#bump(`${model}|${instituteId}`);
    if (!this.#trackIds.has(model)) return;
    if (ids.length === 0) this.#bump(`${model}|*`);
    for (const id of ids) this.#bump(`${model}#${id}`);
  }

  /** Everything changed (a lost connection to the bus, a test): every stamp moves. */
  reset(): void {
    this.#bump('*');
  }

  /** Moves when any of `models` changes in `instituteId`, or anywhere when `instituteId` is '*'. */
  stamp(models: readonly string[], instituteId: string): number {
    let s = this.#get('*');
    for (const m of models) s += instituteId === '*' ? this.#get(m) : this.#get(`${m}|${instituteId}`) + this.#get(`${m}|*`);
    return s;
  }

  /** Moves when `id` of `model` (a model in `trackIds`) changes, or the whole model does. */
  stampOf(model: string, id: string): number {
    return this.#get('*') + this.#get(`${model}|*`) + this.#get(`${model}#${id}`);
  }
}
