import { sql } from 'kysely';
import type { BulkJob, BulkJobStatus, BulkKind, BulkRowError } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import { withMigrationLock } from '../../platform/db/migration-lock.js';

/**
 * Job state, not an event-sourced fact: an upload's progress and report. The file's bytes sit in the row, so the
 * worker process (BullMQ) reads them from the database it shares with the server, and nothing depends on local disk.
 */
const migrated = new WeakMap<DB, Promise<void>>();
export function migrateJobs(db: DB): Promise<void> {
  let p = migrated.get(db);
  if (!p) {
    p = withMigrationLock(db, async (tx) => {
      await sql`create table if not exists bulk_upload_job (
        id text primary key, institute_id text not null, user_id text not null, kind text not null,
        dry_run boolean not null, file_name text not null, file bytea, status text not null default 'queued',
        progress integer not null default 0, total_rows integer not null default 0, good_rows integer not null default 0,
        bad_rows integer not null default 0, imported integer not null default 0, skipped integer not null default 0,
        errors jsonb not null default '[]'::jsonb, skipped_rows jsonb not null default '[]'::jsonb,
        created_at timestamptz not null default now(), finished_at timestamptz)`.execute(tx);
    });
    migrated.set(db, p);
    p.catch(() => migrated.delete(db));
  }
  return p;
}

export interface NewJob {
  id: string;
  instituteId: string;
  userId: string;
  kind: BulkKind;
  dryRun: boolean;
  fileName: string;
  file: Buffer;
}

export async function createJob(db: DB, j: NewJob): Promise<void> {
  await migrateJobs(db);
  await sql`insert into bulk_upload_job (id, institute_id, user_id, kind, dry_run, file_name, file)
    values (${j.id}, ${j.instituteId}, ${j.userId}, ${j.kind}, ${j.dryRun}, ${j.fileName}, ${j.file})`.execute(db);
}

export interface JobRow {
  id: string;
  institute_id: string;
  user_id: string;
  kind: BulkKind;
  dry_run: boolean;
  file_name: string;
  status: BulkJobStatus;
  progress: number;
  total_rows: number;
  good_rows: number;
  bad_rows: number;
  imported: number;
  skipped: number;
  errors: BulkRowError[] | string;
  skipped_rows: { row: number; email: string; message: string }[] | string;
  created_at: Date | string;
  finished_at: Date | string | null;
}

export async function loadJob(db: DB, id: string): Promise<JobRow | null> {
  await migrateJobs(db);
  const r = await sql<JobRow>`select id, institute_id, user_id, kind, dry_run, file_name, status, progress, total_rows, good_rows,
    bad_rows, imported, skipped, errors, skipped_rows, created_at, finished_at from bulk_upload_job where id = ${id}`.execute(db);
  return r.rows[0] ?? null;
}

export async function loadFile(db: DB, id: string): Promise<Buffer | null> {
  const r = await sql<{ file: Buffer | Uint8Array | null }>`select file from bulk_upload_job where id = ${id}`.execute(db);
  const f = r.rows[0]?.file;
  return f ? Buffer.from(f) : null;
}

export type JobPatch = Partial<{
  status: BulkJobStatus;
  progress: number;
  totalRows: number;
  goodRows: number;
  badRows: number;
  imported: number;
  skipped: number;
  errors: BulkRowError[];
  skippedRows: { row: number; email: string; message: string }[];
  finished: boolean;
}>;

export async function patchJob(db: DB, id: string, p: JobPatch): Promise<void> {
  const sets = [
    p.status !== undefined ? sql`status = ${p.status}` : null,
    p.progress !== undefined ? sql`progress = ${p.progress}` : null,
    p.totalRows !== undefined ? sql`total_rows = ${p.totalRows}` : null,
    p.goodRows !== undefined ? sql`good_rows = ${p.goodRows}` : null,
    p.badRows !== undefined ? sql`bad_rows = ${p.badRows}` : null,
    p.imported !== undefined ? sql`imported = ${p.imported}` : null,
    p.skipped !== undefined ? sql`skipped = ${p.skipped}` : null,
    p.errors !== undefined ? sql`errors = ${JSON.stringify(p.errors)}::jsonb` : null,
    p.skippedRows !== undefined ? sql`skipped_rows = ${JSON.stringify(p.skippedRows)}::jsonb` : null,
    // The bytes are no longer needed once the job has finished.
    p.finished ? sql`finished_at = now(), file = null` : null,
  ].filter((s) => s !== null);
  if (sets.length === 0) return;
  await sql`update bulk_upload_job set ${sql.join(sets)} where id = ${id}`.execute(db);
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const iso = (v: Date | string) => new Date(v).toISOString();

export const jobReply = (r: JobRow): BulkJob => ({
  _id: r.id,
  kind: r.kind,
  status: r.status,
  progress: r.progress,
  dryRun: r.dry_run,
  fileName: r.file_name,
  totalRows: r.total_rows,
  goodRows: r.good_rows,
  badRows: r.bad_rows,
  imported: r.imported,
  skipped: r.skipped,
  errors: json(r.errors),
  skippedRows: json(r.skipped_rows),
  createdAt: iso(r.created_at),
  finishedAt: r.finished_at ? iso(r.finished_at) : null,
});
