import { sql, type RawBuilder } from 'kysely';

/**
 * The writes of a batch of events, in rounds: each key (a row of a read model) appears at most once per round,
 * and a key's n-th write goes in round n. A round's writes of one kind become one multi-row statement; rounds run
 * in order. Writes to different keys commute, so every row sees its own writes in the order of the events: the
 * rows are those that applying the events one by one leaves. Only for writes that touch their key's row alone.
 */
export class Rounds<K extends string> {
  readonly #rounds: Map<K, Record<string, unknown>[]>[] = [];
  readonly #seen = new Map<string, number>();

  add(kind: K, key: string, row: Record<string, unknown>): void {
    const n = this.#seen.get(key) ?? 0;
    this.#seen.set(key, n + 1);
    const round = (this.#rounds[n] ??= new Map());
    let rows = round.get(kind);
    if (!rows) round.set(kind, (rows = []));
    rows.push(row);
  }

  /** Writes every round, in order, and starts afresh (before a write that reads other rows, see `barrier`). */
  async flush(write: (kind: K, rows: Record<string, unknown>[]) => Promise<void>): Promise<void> {
    for (const round of this.#rounds) for (const [kind, rows] of round) await write(kind, rows);
    this.#rounds.length = 0;
    this.#seen.clear();
  }
}

/**
 * Rows as a relation for `insert ... select` and `update ... from`: one jsonb parameter, whatever the number of rows
 * (a statement holds at most 65,535 parameters), typed by `columns` (internal names and SQL types, never user input).
 */
export function recordset(rows: readonly Record<string, unknown>[], columns: Record<string, string>): RawBuilder<unknown> {
  const defs = sql.raw(
    Object.entries(columns)
      .map(([c, t]) => `${c} ${t}`)
      .join(', '),
  );
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${defs})`;
}

/** The column list of `columns`, for `insert into t (...) select ... from recordset(...)`. */
export const columnList = (columns: Record<string, string>): RawBuilder<unknown> => sql.raw(Object.keys(columns).join(', '));
