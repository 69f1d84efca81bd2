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
/** The counters of one read model. */
interface ModelCounters {
  /** Any change. */
  any: number;
  /** By institute; '*' is a change everywhere (a rebuild) or, for a model tracked by id, of ids not named. */
  inInstitute: Map<string, number>;
  /** By id, for the models named in `trackIds`. */
  byId: Map<string, number>;
}

export class ReadModelEpochs {
  // Nested maps keyed by the names as they come, not by joined strings: a stamp is read on every request of a kept
  // reply, and a key built per read must be hashed per read (issue #13).
  readonly #models = new Map<string, ModelCounters>();
  readonly #trackIds: ReadonlySet<string>;
  #everything = 0;

  constructor(trackIds: readonly string[] = ['app_user']) {
    this.#trackIds = new Set(trackIds);
  }

  #of(model: string): ModelCounters {
    let c = this.#models.get(model);
    if (!c) {
      c = { any: 0, inInstitute: new Map(), byId: new Map() };
      this.#models.set(model, c);
    }
    return c;
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
    const c = this.#of(model);
    c.any++;
    bump(c.inInstitute, instituteId);
    if (!this.#trackIds.has(model)) return;
    if (ids.length === 0) bump(c.inInstitute, '*');
    for (const id of ids) bump(c.byId, id);
  }

  /** Everything changed (a lost connection to the bus, a test): every stamp moves. */
  reset(): void {
    this.#everything++;
  }

  /** Moves when any of `models` changes in `instituteId`, or anywhere when `instituteId` is '*'. */
  stamp(models: readonly string[], instituteId: string): number {
    let s = this.#everything;
    for (const m of models) {
      const c = this.#models.get(m);
      if (!c) continue;
      s += instituteId === '*' ? c.any : (c.inInstitute.get(instituteId) ?? 0) + (c.inInstitute.get('*') ?? 0);
    }
    return s;
  }

  /** Moves when `id` of `model` (a model in `trackIds`) changes, or the whole model does. */
  stampOf(model: string, id: string): number {
    const c = this.#models.get(model);
    return this.#everything + (c ? (c.inInstitute.get('*') ?? 0) + (c.byId.get(id) ?? 0) : 0);
  }
}

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
