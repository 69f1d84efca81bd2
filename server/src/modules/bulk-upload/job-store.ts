import type { BulkJob, BulkJobStatus, BulkKind, BulkRowError } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import { importJobStore } from '../../platform/queue/import-jobs.js';

/**
 * The bulk upload's jobs (people sheets): the platform's import-job store (platform/queue/import-jobs.ts), in the table
 * `bulk_upload_job`, with the rows skipped because their person exists already.
 */
const store = importJobStore<BulkRowError>({
  table: 'bulk_upload_job',
  target: 'kind',
  extra: { skipped: 'integer not null default 0', skipped_rows: "jsonb not null default '[]'::jsonb" },
});
type SkippedRow = { row: number; email: string; message: string };

export const migrateJobs = (db: DB) => store.migrate(db);

export interface NewJob {
  id: string;
  instituteId: string;
  userId: string;
  kind: BulkKind;
  dryRun: boolean;
  fileName: string;
  file: Buffer;
}

export const createJob = (db: DB, j: NewJob): Promise<void> => store.create(db, { ...j, target: j.kind });

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
  errors: BulkRowError[];
  skipped_rows: SkippedRow[];
  created_at: string;
  finished_at: string | null;
}

export async function loadJob(db: DB, id: string): Promise<JobRow | null> {
  const r = await store.load(db, id);
  if (!r) return null;
  const { target, extra, ...rest } = r;
  return {
    ...rest,
    kind: target as BulkKind,
    skipped: Number(extra.skipped ?? 0),
    skipped_rows: (extra.skipped_rows ?? []) as SkippedRow[],
  };
}

export const loadFile = (db: DB, id: string): Promise<Buffer | null> => store.file(db, id);

export type JobPatch = Partial<{
  status: BulkJobStatus;
  progress: number;
  totalRows: number;
  goodRows: number;
  badRows: number;
  imported: number;
  skipped: number;
  errors: BulkRowError[];
  skippedRows: SkippedRow[];
  finished: boolean;
}>;

export function patchJob(db: DB, id: string, p: JobPatch): Promise<void> {
  const { skipped, skippedRows, ...common } = p;
  const extra: Record<string, number | object> = {};
  if (skipped !== undefined) extra.skipped = skipped;
  if (skippedRows !== undefined) extra.skipped_rows = skippedRows;
  return store.patch(db, id, { ...common, extra });
}

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
  errors: r.errors,
  skippedRows: r.skipped_rows,
  createdAt: r.created_at,
  finishedAt: r.finished_at,
});
