import { sql, type RawBuilder } from 'kysely';
import type { ClassWhen } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import type { ReadModelEpochs } from '../../platform/http/epochs.js';
import { KeptCounts } from '../../platform/http/kept-counts.js';
import { LruCache } from '../../platform/http/lru.js';
import { addDays, instituteDay } from '../../platform/days.js';
import { instituteInstant } from '../academics/index.js';
import { LECTURE_COLS, LECTURE_LIVE_COLS, LECTURE_LIVE_JOIN, type LectureRow } from './queries.js';

/**
 * One page of an institute's classes at the scale of a large college (issue #13 part 5: 96,000 classes a year), with
 * the same rows, order and total as sorting the whole list would give.
 *
 * The order of a class list (routes.ts): `past` latest first; `upcoming` and `today` soonest first; no `when`, the
 * classes not yet over soonest first, then the past latest first; ties by id. Sorting every class of the institute
 * for each page cost 0.2 s at that size, and `count(*)` of them as much again. Instead:
 *
 * - "not over yet" (`end_time > now`) is read as an index range: a class lasts less than a day (a command's class at
 *   most MAX_CLASS_MINUTES, a timetable slot within its day), so such a class started after now − 1 day. That part
 *   is small (the week the timetable job produces ahead) and is counted and sorted as it is.
 * - the past part is read in the `lecture.institute_order` index's order (start_time desc, id), ids first and the
 *   rows of the page after (a deferred join, so an OFFSET skips index entries, not rows); a page beyond the middle is
 *   read from the other end (start_time asc, id desc, then reversed), so no page skips more than half the list.
 * - the total of the conditions that do not depend on the time (institute, batch, teacher, subject, type, dates) is
 *   counted once and kept until the `lecture` read model of the institute moves (its change signal: epochs.ts,
 *   decision 0024); the past part's count is that total less the small part.
 * - a page of the past part starts from the nearest row already seen before it (its `(start_time, id)`, an anchor),
 *   not from an end of the list: the page after one just shown is an index range of twenty entries, however deep.
 *   Without anchors a page in the middle of 96,000 classes skipped 48,000 index entries (about 10 ms of the
 *   database's time for each request). Anchors are kept per list (its time-free conditions and direction) for as long
 *   as the institute's `lecture` stamp and the past part's count are the ones they were read under: with the classes
 *   unchanged, the past part only grows as time passes (a class that has ended stays ended), so the same count is the
 *   same set of classes, in the same order.
 */
const DAY_MS = 86_400_000;
/** Anchors kept per list: the first and last row of each page read. */
const MAX_ANCHORS = 256;
/** Pages nearer an end than this are read by OFFSET alone (skipping 500 index entries costs some 0.1 ms; keeping anchors costs more). */
const ANCHOR_FROM = 500;

/** The past part read from the latest class (`desc`: start_time desc, id) or from the oldest (`asc`: start_time asc, id desc). */
type Direction = 'desc' | 'asc';
const ORDER: Record<Direction, RawBuilder<unknown>> = { desc: sql`start_time desc, id`, asc: sql`start_time asc, id desc` };
/** A row of the list by its place in the order: `startKey` is start_time as the database writes it (to the microsecond). */
interface Anchor {
  startKey: string;
  id: string;
}
/** `a` and the rows after it in `dir`'s order; `start_time <= s` (or `>=`) is the bound the index range starts from. */
const fromAnchor = (dir: Direction, a: Anchor) =>
  dir === 'desc'
    ? sql`start_time <= ${a.startKey}::timestamptz and (start_time < ${a.startKey}::timestamptz or id >= ${a.id})`
    : sql`start_time >= ${a.startKey}::timestamptz and (start_time > ${a.startKey}::timestamptz or id <= ${a.id})`;

export interface LecturePageRequest {
  instituteId: string;
  /** Conditions over `lecture` that do not depend on the time (the institute's own is added). */
  where: RawBuilder<unknown>[];
  when: ClassWhen | undefined;
  now: Date;
  page: { perPage: number; offset: number };
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const and = (conds: RawBuilder<unknown>[]) => sql.join(conds, sql` and `);

export class LecturePages {
  /** Totals of time-free conditions, kept until the institute's `lecture` model moves. */
  readonly #totals: KeptCounts;
  /** Per list and direction: the rows seen at each offset, with the stamp and past count they were read under. */
  readonly #anchors = new LruCache<string, { stamp: number; count: number; at: Map<number, Anchor> }>(2000, 10 * 60_000);

  /** `anchorFrom`: the offset from which a page starts from anchors (ANCHOR_FROM; the specs use 0 to try them on small lists). */
  constructor(
    readonly db: DB,
    readonly epochs: ReadModelEpochs,
    readonly anchorFrom = ANCHOR_FROM,
  ) {
    this.#totals = new KeptCounts(db, epochs);
  }

  async #count(conds: RawBuilder<unknown>[]): Promise<number> {
    const r = await sql<{ n: number }>`select count(*)::int as n from lecture where ${and(conds)}`.execute(this.db);
    return r.rows[0]?.n ?? 0;
  }

  /** count(*) of time-free conditions, counted again only after the institute's classes changed. */
  #total(instituteId: string, conds: RawBuilder<unknown>[]): Promise<number> {
    return this.#totals.total(instituteId, ['lecture'], and(conds), () => this.#count(conds));
  }

  async #rows(conds: RawBuilder<unknown>[], order: RawBuilder<unknown>, limit: number, offset: number): Promise<LectureRow[]> {
    if (limit <= 0) return [];
    const r = await sql<LectureRow>`select ${LECTURE_COLS}, ${LECTURE_LIVE_COLS} from lecture ${LECTURE_LIVE_JOIN} where id in (
        select id from lecture where ${and(conds)} order by ${order} limit ${limit} offset ${offset})
      order by ${order}`.execute(this.db);
    return r.rows;
  }

  /**
   * Rows `offset` .. `offset + limit` of the past part (`count` rows, latest first), from whichever end is nearer.
   * `base`: the list's time-free conditions (what its anchors are kept under); `ended`: base and the time condition.
   */
  async #past(
    instituteId: string,
    base: RawBuilder<unknown>[],
    ended: RawBuilder<unknown>[],
    count: number,
    limit: number,
    offset: number,
  ): Promise<LectureRow[]> {
    const take = Math.min(limit, count - offset);
    if (take <= 0) return [];
    if (offset + take / 2 <= count / 2) return this.#anchored(instituteId, base, ended, 'desc', count, take, offset);
    const rows = await this.#anchored(instituteId, base, ended, 'asc', count, take, count - offset - take);
    return rows.reverse();
  }

  /** `limit` rows from `offset` of the past part in `dir`'s order, from the nearest anchor at or before `offset` if one is kept. */
  async #anchored(
    instituteId: string,
    base: RawBuilder<unknown>[],
    ended: RawBuilder<unknown>[],
    dir: Direction,
    count: number,
    limit: number,
    offset: number,
  ): Promise<LectureRow[]> {
    if (offset < this.anchorFrom) return this.#rows(ended, ORDER[dir], limit, offset);
    // The stamp is taken before reading: a change signalled meanwhile leaves anchors no later call trusts.
    const stamp = this.epochs.stamp(['lecture'], instituteId);
    const compiled = and(base).compile(this.db);
    const key = `${instituteId}\u0000${dir}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
    const kept = this.#anchors.get(key);
    const list = kept && kept.stamp === stamp && kept.count === count ? kept : { stamp, count, at: new Map<number, Anchor>() };
    let from = -1;
    for (const at of list.at.keys()) if (at <= offset && at > from) from = at;
    const anchor = list.at.get(from);
    const conds = anchor ? [...ended, fromAnchor(dir, anchor)] : ended;
    const r = await sql<LectureRow & { start_key: string }>`select ${LECTURE_COLS}, ${LECTURE_LIVE_COLS}, start_time::text as start_key
      from lecture ${LECTURE_LIVE_JOIN}
      where id in (select id from lecture where ${and(conds)} order by ${ORDER[dir]} limit ${limit} offset ${anchor ? offset - from : offset})
      order by ${ORDER[dir]}`.execute(this.db);
    const rows = r.rows.map(({ start_key, ...row }) => ({ row: row as LectureRow, startKey: start_key }));
    if (rows.length > 0) {
      const first = rows[0]!;
      const last = rows[rows.length - 1]!;
      list.at.set(offset, { startKey: first.startKey, id: first.row.id });
      list.at.set(offset + rows.length - 1, { startKey: last.startKey, id: last.row.id });
      // The oldest anchors go first (a Map keeps insertion order).
      for (const at of list.at.keys()) {
        if (list.at.size <= MAX_ANCHORS) break;
        list.at.delete(at);
      }
      this.#anchors.set(key, list);
    }
    return rows.map((x) => x.row);
  }

  async page(req: LecturePageRequest): Promise<{ rows: LectureRow[]; total: number }> {
    const { now, page } = req;
    const base = [sql`institute_id = ${req.instituteId}`, ...req.where];
    const soonest = sql`start_time asc, id`;
    if (req.when === 'today') {
      const today = instituteDay(now);
      const conds = [
        ...base,
        sql`start_time >= ${at(instituteInstant(today, 0))} and start_time < ${at(instituteInstant(addDays(today, 1)!, 0))}`,
      ];
      const [total, rows] = await Promise.all([this.#count(conds), this.#rows(conds, soonest, page.perPage, page.offset)]);
      return { rows, total };
    }
    const running = [...base, sql`end_time > ${at(now)} and start_time > ${at(new Date(now.getTime() - DAY_MS))}`];
    const ended = [...base, sql`end_time <= ${at(now)}`];
    if (req.when === 'upcoming') {
      const [total, rows] = await Promise.all([this.#count(running), this.#rows(running, soonest, page.perPage, page.offset)]);
      return { rows, total };
    }
    const [all, upcoming] = await Promise.all([this.#total(req.instituteId, base), this.#count(running)]);
    const past = Math.max(0, all - upcoming);
    if (req.when === 'past') return { rows: await this.#past(req.instituteId, base, ended, past, page.perPage, page.offset), total: past };
    // No `when`: the classes not over yet, then the past ones.
    const first = page.offset < upcoming ? await this.#rows(running, soonest, page.perPage, page.offset) : [];
    const rest = await this.#past(req.instituteId, base, ended, past, page.perPage - first.length, Math.max(0, page.offset - upcoming));
    return { rows: [...first, ...rest], total: all };
  }
}
