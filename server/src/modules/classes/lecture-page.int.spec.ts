import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lectureLiveProjection, lectureProjection } from '@school/projections';
import type { Database } from '../../platform/db/database.js';
import { scratchDatabase } from '../../platform/db/scratch.test-util.js';
import { ReadModelEpochs } from '../../platform/http/epochs.js';
import { LecturePages } from './lecture-page.js';
import { HeldClassCounts } from './held-counts.js';
import { LECTURE_COLS, type LectureRow } from './queries.js';

/**
 * LecturePages must give exactly what sorting and counting the whole list gives (the order of routes.ts before it):
 * every page, every `when`, with ties on start_time (80 batches share a period), classes running now, cancelled ones,
 * and a second institute whose classes must never show.
 */
const NOW = new Date('2026-03-11T06:00:00.000Z');
const H = 3_600_000;
let database: Database;
let pages: LecturePages;
let plain: LecturePages;
let epochs: ReadModelEpochs;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;

async function insert(id: string, institute: string, startMs: number, minutes: number, extra: { cancelled?: boolean; type?: string } = {}) {
  const start = new Date(startMs);
  await sql`insert into lecture (id, institute_id, batch_id, subject_id, teacher_id, start_time, end_time, class_room, type, credit,
      origin, cancelled_at, created_at, created_by, position)
    values (${id}, ${institute}, ${`b${Number.parseInt(id.slice(-2), 36) % 3}`}, 's', ${`t${Number.parseInt(id.slice(-1), 36) % 2}`},
      ${start.toISOString()}, ${new Date(startMs + minutes * 60_000).toISOString()}, 'R', ${extra.type ?? 'OFFLINE'}, 1, 'ONE_OFF',
      ${extra.cancelled ? start.toISOString() : null}, now(), 'x', 1)`.execute(database.db);
}

/** The reference: the whole list sorted and counted, as the route did before. */
async function reference(where: RawBuilder<unknown>[], when: string | undefined, offset: number, perPage: number, at = NOW) {
  const now = sql`${at.toISOString()}::timestamptz`;
  const conds = [sql`institute_id = 'i1'`, ...where];
  if (when === 'upcoming') conds.push(sql`end_time > ${now}`);
  if (when === 'past') conds.push(sql`end_time <= ${now}`);
  if (when === 'today') conds.push(sql`start_time >= '2026-03-10T18:30:00Z' and start_time < '2026-03-11T18:30:00Z'`);
  const order =
    when === 'past'
      ? sql`start_time desc`
      : when
        ? sql`start_time asc`
        : sql`(end_time <= ${now}) asc, case when end_time > ${now} then start_time end asc, start_time desc`;
  const c = sql.join(conds, sql` and `);
  const rows = await sql<LectureRow>`select ${LECTURE_COLS} from lecture where ${c} order by ${order}, id
    limit ${perPage} offset ${offset}`.execute(database.db);
  const n = await sql<{ n: number }>`select count(*)::int as n from lecture where ${c}`.execute(database.db);
  return { ids: rows.rows.map((r) => r.id), total: n.rows[0]!.n };
}

beforeAll(async () => {
  scratch = await scratchDatabase('lecture_page');
  database = scratch.database;
  await lectureProjection.tables.lecture!(sql.table('lecture')).execute(database.db);
  await lectureLiveProjection.tables.lecture_live!(sql.table('lecture_live')).execute(database.db);
  for (const [name, ddl] of Object.entries(lectureProjection.indexes ?? {}))
    await ddl(sql.table('lecture'), sql.ref(name.replace('.', '_'))).execute(database.db);
  // Ten days back and three ahead, four periods a day, three classes sharing each period; one running now.
  let n = 0;
  for (let d = -10; d <= 3; d++)
    for (let p = 0; p < 4; p++)
      for (let k = 0; k < 3; k++) {
        const id = `c${(n++).toString(36).padStart(3, '0')}`;
        await insert(id, 'i1', NOW.getTime() + d * 24 * H + (p - 1) * H, 50, {
          cancelled: n % 11 === 0,
          type: n % 7 === 0 ? 'ONLINE' : 'OFFLINE',
        });
      }
  await insert('zrun', 'i1', NOW.getTime() - 2 * H, 7 * 60);
  // The running class is live; one of the past ones was live and ended.
  await sql`insert into lecture_live (id, institute_id, batch_id, teacher_id, live_since, ended_at, position) values
    ('zrun', 'i1', 'b0', 't0', ${new Date(NOW.getTime() - H).toISOString()}, null, 1),
    ('c000', 'i1', 'b0', 't0', null, ${new Date(NOW.getTime() - 10 * 24 * H).toISOString()}, 2)`.execute(database.db);
  for (let k = 0; k < 5; k++) await insert(`other${k}`, 'i2', NOW.getTime() - k * H, 50);
  epochs = new ReadModelEpochs();
  pages = new LecturePages(database.db, epochs, 0);
  plain = new LecturePages(database.db, epochs);
});
afterAll(async () => {
  await scratch?.dispose();
});

describe('a page of an institute’s classes (LecturePages)', () => {
  const filters: [string, RawBuilder<unknown>[]][] = [
    ['none', []],
    ['offline, not cancelled', [sql`type = 'OFFLINE'`, sql`cancelled_at is null`]],
    ['one batch', [sql`batch_id = 'b1'`]],
  ];
  for (const [label, where] of filters)
    for (const when of [undefined, 'past', 'upcoming', 'today'] as const)
      it(`every page equals the whole list sorted (${label}, when ${when ?? 'none'})`, async () => {
        for (const perPage of [7, 20]) {
          const first = await reference(where, when, 0, perPage);
          for (let offset = 0; offset <= first.total + perPage; offset += perPage) {
            const want = await reference(where, when, offset, perPage);
            // With anchors from the first page on, and as the server has them (from offset 500: never here).
            for (const from of [pages, plain]) {
              const got = await from.page({ instituteId: 'i1', where, when, now: NOW, page: { perPage, offset } });
              expect({ offset, ids: got.rows.map((r) => r.id), total: got.total }).toEqual({ offset, ids: want.ids, total: want.total });
            }
          }
        }
      });

  it('reads each class with its live state (lecture_live), and none for a class never taken live', async () => {
    const { rows } = await pages.page({ instituteId: 'i1', where: [], when: undefined, now: NOW, page: { perPage: 1000, offset: 0 } });
    const live = (id: string) => {
      const r = rows.find((x) => x.id === id)!;
      return [
        r.live_since === null ? null : new Date(r.live_since!).toISOString(),
        r.ended_at === null ? null : new Date(r.ended_at!).toISOString(),
      ];
    };
    expect(live('zrun')).toEqual([new Date(NOW.getTime() - H).toISOString(), null]);
    expect(live('c000')).toEqual([null, new Date(NOW.getTime() - 10 * 24 * H).toISOString()]);
    expect(live('c001')).toEqual([null, null]);
  });

  it('counts a new class once the lecture model of its institute moves, and only then', async () => {
    const before = await pages.page({ instituteId: 'i1', where: [], when: 'past', now: NOW, page: { perPage: 5, offset: 0 } });
    await insert('znew', 'i1', NOW.getTime() - 30 * 24 * H, 50);
    // Another institute's change leaves the kept total alone.
    epochs.touch('lecture', 'i2');
    const stale = await pages.page({ instituteId: 'i1', where: [], when: 'past', now: NOW, page: { perPage: 5, offset: 0 } });
    expect(stale.total).toBe(before.total);
    epochs.touch('lecture', 'i1');
    const moved = await pages.page({ instituteId: 'i1', where: [], when: 'past', now: NOW, page: { perPage: 5, offset: before.total } });
    expect(moved.total).toBe(before.total + 1);
    expect(moved.rows.map((r) => r.id)).toEqual(['znew']);
  });

  it('reads pages in any order from the rows it has seen (anchors), as time passes and as classes change', async () => {
    const own = new LecturePages(database.db, epochs, 0);
    const perPage = 7;
    const check = async (when: 'past' | undefined, offset: number, now: Date, where: RawBuilder<unknown>[] = []) => {
      const want = await reference(where, when, offset, perPage, now);
      const got = await own.page({ instituteId: 'i1', where, when, now, page: { perPage, offset } });
      expect({ when, offset, now, ids: got.rows.map((r) => r.id), total: got.total }).toEqual({ when, offset, now, ...want });
      return want.total;
    };
    // Every page of both lists, in an order that jumps about (forwards, backwards, both ends, the middle), twice.
    const order = (total: number) => {
      const offsets = Array.from({ length: Math.ceil(total / perPage) + 1 }, (_, i) => i * perPage);
      return [...offsets.filter((_, i) => i % 3 === 0), ...offsets.filter((_, i) => i % 3 !== 0).reverse(), 3, 1, total - 2];
    };
    for (const when of ['past', undefined] as const) {
      const total = await check(when, 0, NOW);
      for (let round = 0; round < 2; round++) for (const offset of order(total)) await check(when, offset, NOW);
      await check(when, 0, NOW, [sql`batch_id = 'b2'`]);
      for (const offset of order(total)) await check(when, offset, NOW, [sql`batch_id = 'b2'`]);
    }
    // Time passes with no class changed: classes end, the past part grows at its latest end.
    for (const hours of [1, 2, 26]) {
      const later = new Date(NOW.getTime() + hours * H);
      for (const when of ['past', undefined] as const) {
        const total = await check(when, 0, later);
        for (const offset of order(total)) await check(when, offset, later);
      }
    }
    // A class moves 40 days back (the same count, another order), then one is added deep in the past: once the model
    // moves, no anchor from before is used.
    // (At the last time read, so that the anchors read then are there to be misused.)
    const last = new Date(NOW.getTime() + 26 * H);
    const moved = async (change: () => Promise<unknown>) => {
      await change();
      epochs.touch('lecture', 'i1');
      for (const when of ['past', undefined] as const) {
        const total = await check(when, 0, last);
        for (const offset of order(total)) await check(when, offset, last);
      }
    };
    await moved(() =>
      sql`update lecture set start_time = start_time - interval '40 days', end_time = end_time - interval '40 days' where id = 'c028'`.execute(
        database.db,
      ),
    );
    await moved(() => insert('zdeep', 'i1', NOW.getTime() - 20 * 24 * H, 50));
  });
});

describe('the classes each batch has held (HeldClassCounts)', () => {
  const direct = async (now: Date, institute = 'i1') => {
    const r = await sql<{ batch_id: string; n: number }>`select batch_id, count(*)::int as n from lecture where institute_id = ${institute}
      and cancelled_at is null and start_time <= ${now.toISOString()}::timestamptz group by batch_id`.execute(database.db);
    return new Map(r.rows.map((x) => [x.batch_id, x.n]));
  };

  it('equals counting them, as time passes and as classes change', async () => {
    const counts = new HeldClassCounts(database.db, epochs);
    for (let h = -30; h <= 80; h += 7) {
      const now = new Date(NOW.getTime() + h * H);
      expect(await counts.of('i1', ['b0', 'b1', 'b2', 'none'], now)).toEqual(await direct(now));
    }
    const later = new Date(NOW.getTime() + 80 * H);
    await sql`update lecture set cancelled_at = now() where id = 'c001'`.execute(database.db);
    await insert('zb1', 'i1', NOW.getTime() - 40 * 24 * H, 50);
    epochs.touch('lecture', 'i1');
    expect(await counts.of('i1', ['b0', 'b1', 'b2'], later)).toEqual(await direct(later));
    // Each institute's own classes only.
    expect(await counts.of('i2', ['b0', 'b1', 'b2'], later)).toEqual(await direct(later, 'i2'));
  });
});
