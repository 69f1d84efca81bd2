import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';
import { genderOfStudents } from '../people/index.js';

/**
 * Reads of the `exam_dashboard` counters (projections/src/exams/exam-dashboard.ts): a few rows per batch, whatever the
 * batches' history (issue 13 part 1). The teacher's and the student's dashboards use them.
 */

/** The live exams of these batches: all, ONLINE, OFFLINE. */
export async function examTotals(db: DB, instituteId: string, batchIds: readonly string[]) {
  if (batchIds.length === 0) return { exams: 0, online: 0, offline: 0 };
  const r = await sql<{ exams: number; online: number; offline: number }>`select coalesce(sum(exams), 0)::int as exams,
      coalesce(sum(online), 0)::int as online, coalesce(sum(offline), 0)::int as offline
    from exam_dashboard_batch where institute_id = ${instituteId} and batch_id = any(${[...batchIds]}::text[])`.execute(db);
  return r.rows[0] ?? { exams: 0, online: 0, offline: 0 };
}

/**
 * The live exams of these batches by the exam badge's rule on institute days: finished after the last day, upcoming
 * before the first, ongoing between. Only the days from `today` on are read.
 */
export async function examStates(db: DB, instituteId: string, batchIds: readonly string[], today: string) {
  if (batchIds.length === 0) return { complete: 0, upcoming: 0, ongoing: 0 };
  const ids = [...batchIds];
  const [totals, ahead] = await Promise.all([
    examTotals(db, instituteId, ids),
    sql<{ upcoming: number; open: number }>`select coalesce(sum(starts) filter (where day > ${today}), 0)::int as upcoming,
        coalesce(sum(ends), 0)::int as open
      from exam_dashboard_day where institute_id = ${instituteId} and batch_id = any(${ids}::text[]) and day >= ${today}`.execute(db),
  ]);
  const a = ahead.rows[0] ?? { upcoming: 0, open: 0 };
  return { complete: totals.exams - a.open, upcoming: a.upcoming, ongoing: a.open - a.upcoming };
}

/** Subject exams (tests) of these batches per month (YYYY-MM) of the year, by their start in the institute's zone. */
export async function testsPerMonth(db: DB, instituteId: string, batchIds: readonly string[], year: number) {
  const out = new Map<string, number>();
  if (batchIds.length === 0) return out;
  const y = String(year).padStart(4, '0');
  const r = await sql<{ month: string; n: number }>`select month, sum(tests)::int as n from exam_dashboard_month
    where institute_id = ${instituteId} and batch_id = any(${[...batchIds]}::text[]) and month between ${`${y}-01`} and ${`${y}-12`}
    group by month`.execute(db);
  for (const row of r.rows) out.set(row.month, row.n);
  return out;
}

/** Results (sheets submitted or recorded) and passes of these batches' subject exams. */
export async function passTotals(db: DB, instituteId: string, batchIds: readonly string[]) {
  if (batchIds.length === 0) return { results: 0, passes: 0 };
  const r = await sql<{ results: number; passes: number }>`select coalesce(sum(results), 0)::int as results,
      coalesce(sum(passes), 0)::int as passes
    from exam_dashboard_batch where institute_id = ${instituteId} and batch_id = any(${[...batchIds]}::text[])`.execute(db);
  return r.rows[0] ?? { results: 0, passes: 0 };
}

/**
 * A page of the finished exams of these batches (last day before `today`, latest first) with the students who passed
 * each (every live subject exam of it passed) by gender: only the page's exams are read.
 */
export async function previousExamPasses(
  db: DB,
  q: { instituteId: string; batchIds: readonly string[]; today: string; perPage: number; offset: number },
) {
  if (q.batchIds.length === 0) return { rows: [], total: 0 };
  const where = sql`d.institute_id = ${q.instituteId} and d.batch_id = any(${[...q.batchIds]}::text[]) and d.live and d.end_day < ${q.today}`;
  const [page, count] = await Promise.all([
    sql<{ exam_id: string; title: string }>`select d.exam_id, e.title from exam_dashboard_exam d join exam e on e.id = d.exam_id
      where ${where} order by d.end_day desc, d.exam_id limit ${q.perPage} offset ${q.offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from exam_dashboard_exam d where ${where}`.execute(db),
  ]);
  const ids = page.rows.map((r) => r.exam_id);
  // The students who passed every live subject exam of each exam of the page, then their genders.
  const passed = ids.length
    ? await sql<{ exam_id: string; student_id: string }>`select p.exam_id, p.student_id from exam_dashboard_student p
        where p.exam_id = any(${ids}::text[]) and p.institute_id = ${q.instituteId} and p.passed_subjects > 0
          and p.passed_subjects = (select count(*) from exam_dashboard_subject x where x.exam_id = p.exam_id and x.live)`.execute(db)
    : { rows: [] };
  const genders = await genderOfStudents(
    db,
    q.instituteId,
    passed.rows.map((x) => x.student_id),
  );
  const rows = page.rows.map((r) => {
    const n = { MALE: 0, FEMALE: 0, OTHER: 0 };
    for (const x of passed.rows) if (x.exam_id === r.exam_id) n[genders.get(x.student_id) ?? 'OTHER'] += 1;
    return { _id: r.exam_id, title: r.title, boys: n.MALE, girls: n.FEMALE, other: n.OTHER };
  });
  return { rows, total: count.rows[0]?.n ?? 0 };
}
