import { sql, type RawBuilder } from 'kysely';
import type { ClassWhen } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import type { ReadModelEpochs } from '../../platform/http/epochs.js';
import { KeptCounts } from '../../platform/http/kept-counts.js';
import { addDays, instituteDay } from '../../platform/days.js';
import { instituteInstant } from '../academics/index.js';
import { LECTURE_COLS, type LectureRow } from './queries.js';

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
 */
const DAY_MS = 86_400_000;

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

  constructor(
    readonly db: DB,
    readonly epochs: ReadModelEpochs,
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
    const r = await sql<LectureRow>`select ${LECTURE_COLS} from lecture where id in (
        select id from lecture where ${and(conds)} order by ${order} limit ${limit} offset ${offset})
      order by ${order}`.execute(this.db);
    return r.rows;
  }

  /** Rows `offset` .. `offset + limit` of the past part (`count` rows, latest first), from whichever end is nearer. */
  async #past(conds: RawBuilder<unknown>[], count: number, limit: number, offset: number): Promise<LectureRow[]> {
    const take = Math.min(limit, count - offset);
    if (take <= 0) return [];
    if (offset + take / 2 <= count / 2) return this.#rows(conds, sql`start_time desc, id`, take, offset);
    const rows = await this.#rows(conds, sql`start_time asc, id desc`, take, count - offset - take);
    return rows.reverse();
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
    if (req.when === 'past') return { rows: await this.#past(ended, past, page.perPage, page.offset), total: past };
    // No `when`: the classes not over yet, then the past ones.
    const first = page.offset < upcoming ? await this.#rows(running, soonest, page.perPage, page.offset) : [];
    const rest = await this.#past(ended, past, page.perPage - first.length, Math.max(0, page.offset - upcoming));
    return { rows: [...first, ...rest], total: all };
  }
}
