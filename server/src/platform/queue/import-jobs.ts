import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import { withMigrationLock } from '../db/migration-lock.js';

/**
 * The state of a spreadsheet import (people, questions, ...): job state, not an event-sourced fact. One row per upload
 * holds the file's bytes (the worker process reads them from the database it shares with the server, nothing depends on
 * local disk), its progress and its report. Each kind of import has its table, with the column that says what it imports
 * into (`target`: the bulk upload's `kind`, the question import's `subject_exam_id`) and any columns of its own.
 */
export type ImportJobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ImportJobRow<Errors = unknown> {
  id: string;
  institute_id: string;
  user_id: string;
  /** The value of the table's target column. */
  target: string;
  dry_run: boolean;
  file_name: string;
  status: ImportJobStatus;
  progress: number;
  total_rows: number;
  good_rows: number;
  bad_rows: number;
  imported: number;
  errors: Errors[];
  created_at: string;
  finished_at: string | null;
  /** The table's own columns, as read (jsonb parsed). */
  extra: Record<string, unknown>;
}

export interface ImportJobPatch<Errors = unknown> {
  status?: ImportJobStatus;
  progress?: number;
  totalRows?: number;
  goodRows?: number;
  badRows?: number;
  imported?: number;
  errors?: Errors[];
  /** The table's own columns: numbers, or lists/objects stored as jsonb. */
  extra?: Record<string, number | object>;
  /** Sets finished_at and drops the file's bytes (no longer needed). */
  finished?: boolean;
}

export interface ImportJobStore<Errors> {
  migrate(db: DB): Promise<void>;
  create(
    db: DB,
    j: { id: string; instituteId: string; userId: string; target: string; dryRun: boolean; fileName: string; file: Buffer },
  ): Promise<void>;
  load(db: DB, id: string): Promise<ImportJobRow<Errors> | null>;
  file(db: DB, id: string): Promise<Buffer | null>;
  patch(db: DB, id: string, p: ImportJobPatch<Errors>): Promise<void>;
}

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * The store of one kind of import. `extra` is the DDL of the table's own columns (`name type ...`), each a number or a
 * jsonb value; the table is created once per database, under the migration lock.
 */
export function importJobStore<Errors = unknown>(spec: {
  table: string;
  target: string;
  extra?: Record<string, 'integer not null default 0' | "jsonb not null default '[]'::jsonb">;
}): ImportJobStore<Errors> {
  const table = sql.table(spec.table);
  const target = sql.ref(spec.target);
  const extra = Object.entries(spec.extra ?? {});
  const migrated = new WeakMap<DB, Promise<void>>();
  const migrate = (db: DB): Promise<void> => {
    let p = migrated.get(db);
    if (!p) {
      p = withMigrationLock(db, async (tx) => {
        await sql`create table if not exists ${table} (
          id text primary key, institute_id text not null, user_id text not null, ${target} text not null,
          dry_run boolean not null, file_name text not null, file bytea, status text not null default 'queued',
          progress integer not null default 0, total_rows integer not null default 0, good_rows integer not null default 0,
          bad_rows integer not null default 0, imported integer not null default 0,
          ${sql.join(extra.map(([c, ddl]) => sql`${sql.ref(c)} ${sql.raw(ddl)}`))}${extra.length ? sql`,` : sql``}
          errors jsonb not null default '[]'::jsonb,
          created_at timestamptz not null default now(), finished_at timestamptz)`.execute(tx);
      });
      migrated.set(db, p);
      p.catch(() => migrated.delete(db));
    }
    return p;
  };
  return {
    migrate,
    async create(db, j) {
      await migrate(db);
      await sql`insert into ${table} (id, institute_id, user_id, ${target}, dry_run, file_name, file)
        values (${j.id}, ${j.instituteId}, ${j.userId}, ${j.target}, ${j.dryRun}, ${j.fileName}, ${j.file})`.execute(db);
    },
    async load(db, id) {
      await migrate(db);
      const r = await sql<Record<string, unknown>>`select id, institute_id, user_id, ${target} as target, dry_run, file_name,
          status, progress, total_rows, good_rows, bad_rows, imported, errors, created_at, finished_at
          ${sql.join(
            extra.map(([c]) => sql`, ${sql.ref(c)}`),
            sql``,
          )}
        from ${table} where id = ${id}`.execute(db);
      const row = r.rows[0];
      if (!row) return null;
      return {
        ...(row as unknown as ImportJobRow<Errors>),
        errors: json(row.errors) as Errors[],
        created_at: iso(row.created_at as Date | string),
        finished_at: row.finished_at ? iso(row.finished_at as Date | string) : null,
        extra: Object.fromEntries(extra.map(([c]) => [c, json(row[c])])),
      };
    },
    async file(db, id) {
      const r = await sql<{ file: Buffer | Uint8Array | null }>`select file from ${table} where id = ${id}`.execute(db);
      const f = r.rows[0]?.file;
      return f ? Buffer.from(f) : null;
    },
    async patch(db, id, p) {
      const sets = [
        p.status !== undefined ? sql`status = ${p.status}` : null,
        p.progress !== undefined ? sql`progress = ${p.progress}` : null,
        p.totalRows !== undefined ? sql`total_rows = ${p.totalRows}` : null,
        p.goodRows !== undefined ? sql`good_rows = ${p.goodRows}` : null,
        p.badRows !== undefined ? sql`bad_rows = ${p.badRows}` : null,
        p.imported !== undefined ? sql`imported = ${p.imported}` : null,
        p.errors !== undefined ? sql`errors = ${JSON.stringify(p.errors)}::jsonb` : null,
        ...Object.entries(p.extra ?? {}).map(([c, v]) => {
          if (!extra.some(([k]) => k === c)) throw new Error(`${spec.table} has no column ${c}`);
          return typeof v === 'number' ? sql`${sql.ref(c)} = ${v}` : sql`${sql.ref(c)} = ${JSON.stringify(v)}::jsonb`;
        }),
        p.finished ? sql`finished_at = now(), file = null` : null,
      ].filter((s) => s !== null);
      if (sets.length === 0) return;
      await sql`update ${table} set ${sql.join(sets)} where id = ${id}`.execute(db);
    },
  };
}
