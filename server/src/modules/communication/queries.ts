import { sql } from 'kysely';
import type { DB } from '../../platform/db/database.js';
import { likePattern } from '../../platform/http/reply.js';

/** A notice of a batch (an announcement), as the batch's Announcements tab lists it. */
export interface BatchNoticeRow {
  id: string;
  batch: string;
  title: string;
  description: string;
  created_by: string;
  created_by_name: string;
  created_at: Date | string;
  recipients: string[];
}

/** A page of a batch's live notices, newest first, with the total; `searchTitle` filters by title. */
export async function batchNotices(
  db: DB,
  q: { instituteId: string; batchId: string; searchTitle?: string; perPage: number; offset: number },
): Promise<{ rows: BatchNoticeRow[]; total: number }> {
  const where = sql`institute_id = ${q.instituteId} and batch = ${q.batchId} and deleted_at is null
    ${q.searchTitle?.trim() ? sql`and title ilike ${likePattern(q.searchTitle)}` : sql``}`;
  const [rows, n] = await Promise.all([
    sql<BatchNoticeRow>`select id, batch, title, description, created_by, created_by_name, created_at, recipients from notice
      where ${where} order by created_at desc, id limit ${q.perPage} offset ${q.offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from notice where ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: n.rows[0]?.n ?? 0 };
}
