import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../platform/db/database.js';
import { batchIdsWhere, batchViewsExist } from '../academics/index.js';

// A student's batch is academics' data: read through its index.ts.
export { batchOf, batchTitlesByIds, batchUsable, batchViewsExist, type BatchTitles } from '../academics/index.js';

/**
 * The condition on `s.batch_id` of the student lists: alumni are the students of a completed batch; the others those of
 * an open batch or of none. Session, course and branch filters keep the students of such batches only. Without the
 * academics read models no batch is known: nobody is an alumnus and the filters do not apply.
 */
export async function studentBatchCondition(
  db: DB,
  q: { instituteId: string; alumni: boolean; session?: string; course?: string; branch?: string },
  /**
   * Where the caller has asked already, whether the academics views exist; and the institute's completed batches where
   * the caller keeps them (the student list: issue #13).
   */
  known: { viewsExist?: boolean; completedBatches?: () => Promise<string[]> } = {},
): Promise<RawBuilder<unknown>> {
  if (!(known.viewsExist ?? (await batchViewsExist(db)))) return q.alumni ? sql`and false` : sql``;
  if (q.alumni || q.session || q.course || q.branch) {
    const ids = await batchIdsWhere(db, {
      instituteId: q.instituteId,
      completed: q.alumni,
      session: q.session,
      course: q.course,
      branch: q.branch,
    });
    return sql`and s.batch_id = any(${ids}::text[])`;
  }
  const completed = await (known.completedBatches?.() ?? batchIdsWhere(db, { instituteId: q.instituteId, completed: true }));
  return sql`and (s.batch_id is null or not (s.batch_id = any(${completed}::text[])))`;
}
