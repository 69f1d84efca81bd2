import type { BulkJobStatus, BulkKind, BulkRowError, Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { CommandContext } from '../../platform/commands.js';
import { assignRegistrationNumbers, REGISTRATION_SCOPE, REGISTRATION_TAKEN, registerUsers, sendInvitations } from '../identity/index.js';
import { checkRows, REQUIRED_COLUMNS, type GoodRow } from './rows.js';
import { readableColumnsOf } from './samples.js';
import { readSheet } from './sheet.js';
import { loadFile, loadJob, patchJob, type JobPatch } from './job-store.js';
// ---- inventory (inv-server) ----
import { importInventoryRows } from '../inventory/index.js';
// ---- end inventory ----
// ---- books (lib-catalogue) ----
import { importBookSheet } from '../library/index.js';
// ---- end books ----
// ---- transport fleet (fleet-server) ----
import { importTransportRows } from '../transport/index.js';
// ---- end transport fleet ----
import { importFinanceRows } from '../finance/index.js';

export const IMPORT_JOB = 'bulk-upload.import';
export interface ImportJobData {
  jobId: string;
  actorRole: Role;
}

/** Rows written per round: one reservation statement pair, one append and one invitation insert per chunk. */
/** The kinds whose module checks and imports the rows itself: the job reports its counts and row errors. */
type ModuleImport = (
  rt: Runtime,
  ctx: CommandContext,
  rows: { row: number; values: Record<string, string> }[],
  dryRun: boolean,
) => Promise<{ good: number; imported: number; errors: BulkRowError[] }>;
const MODULE_IMPORTS: Partial<Record<BulkKind, ModuleImport>> = {
  inventory: importInventoryRows,
  transport: importTransportRows,
  finance: importFinanceRows,
};

const CHUNK = 250;
/** A bound on one job's memory and time (10 MiB of xlsx can hold far more rows than a school uploads at once). */
const MAX_ROWS = 50_000;
const ALREADY = 'Already imported: a user with this e-mail was registered by an earlier upload.';

/**
 * Registers a chunk of rows as `POST auth/management/register` would (e-mail reservation, RegisterUser with the profile
 * in the same append, the invitation), after reserving their registration numbers as `PUT user/update` would.
 */
async function importChunk(rt: Runtime, ctx: CommandContext, rows: GoodRow[]) {
  // Typed numbers are kept if free; blank ones come from the institute's pattern (issue 11), all reserved here.
  const students = rows.filter((g) => g.role === 'STUDENT');
  const { numbers } = await assignRegistrationNumbers(
    rt,
    ctx.instituteId,
    ctx.now,
    students.map((g) => ({ owner: g.userId, typed: g.profile.registrationNumber ?? null, session: g.session })),
  );
  const errors: BulkRowError[] = [];
  const numberOf = new Map<string, string>();
  students.forEach((g, i) => {
    const n = numbers[i];
    if (n) numberOf.set(g.userId, n);
    else errors.push({ row: g.row, field: 'registrationNumber', message: REGISTRATION_TAKEN });
  });
  const free = rows
    .filter((g) => g.role !== 'STUDENT' || numberOf.has(g.userId))
    .map((g) => (numberOf.has(g.userId) ? { ...g, profile: { ...g.profile, registrationNumber: numberOf.get(g.userId)! } } : g));
  const results = await registerUsers(
    rt,
    ctx,
    free.map((g) => ({
      email: g.email,
      displayName: g.displayName,
      role: g.role,
      password: null,
      institutes: [ctx.instituteId],
      profile: g.profile,
      userId: g.userId,
    })),
  );
  const imported: GoodRow[] = [];
  const already: GoodRow[] = [];
  const release: { value: string; owner: string }[] = [];
  free.forEach((g, i) => {
    const r = results[i]!;
    if (r.ok) return imported.push(g);
    // Another upload of the same row won the race: its user keeps the number recorded then; a number made now goes back.
    if (r.already) {
      const typed = rows.find((x) => x.userId === g.userId)?.profile.registrationNumber;
      if (g.profile.registrationNumber && !typed) release.push({ value: g.profile.registrationNumber, owner: g.userId });
      return already.push(g);
    }
    errors.push({ row: g.row, field: /email/i.test(r.error.message) ? 'email' : 'row', message: r.error.message });
    if (g.profile.registrationNumber) release.push({ value: g.profile.registrationNumber, owner: g.userId });
  });
  await rt.reservations.releaseMany(REGISTRATION_SCOPE(ctx.instituteId), release);
  await sendInvitations(
    rt,
    imported.map((g) => ({ userId: g.userId, email: g.email, displayName: g.displayName })),
    ctx.instituteId,
  );
  return { imported, already, errors };
}

/** The job: reads the stored upload, checks every row, and (unless a dry run) registers the good ones. */
export async function runImportJob(
  rt: Runtime,
  data: ImportJobData,
  progress: (p: number) => Promise<void> = async () => {},
): Promise<void> {
  const db = rt.database.db;
  const job = await loadJob(db, data.jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const kind: BulkKind = job.kind;
  let last = -1;
  const report = async (status: BulkJobStatus, pct: number, patch: JobPatch = {}, rows?: { total: number; processed: number }) => {
    await patchJob(db, job.id, { ...patch, status, progress: pct });
    last = pct;
    await progress(pct).catch(() => {});
    await rt.push
      .publish({
        instituteId: job.institute_id,
        userId: job.user_id,
        message: {
          type: 'job',
          jobId: job.id,
          kind,
          progress: pct,
          status,
          ...(rows ? { totalRows: rows.total, processedRows: rows.processed } : {}),
        },
      })
      .catch(() => {});
  };
  const failWith = (errors: BulkRowError[]) => report('failed', 100, { errors, finished: true });

  try {
    await report('running', 1);
    const file = await loadFile(db, job.id);
    if (!file) return await failWith([{ row: 0, field: 'file', message: 'File required.' }]);
    let sheet;
    try {
      sheet = await readSheet(file, readableColumnsOf(kind));
    } catch (err) {
      return await failWith([{ row: 0, field: 'file', message: (err as Error).message }]);
    }
    const missing = sheet.missing.filter((c) => REQUIRED_COLUMNS[kind].includes(c));
    if (missing.length > 0) return await failWith(missing.map((c) => ({ row: 1, field: c, message: `The column ${c} is missing.` })));
    const total = sheet.rows.length;
    if (total > MAX_ROWS)
      return await failWith([
        { row: 0, field: 'file', message: `The sheet has more than ${MAX_ROWS.toLocaleString('en-US')} rows: split it.` },
      ]);
    const now = new Date();
    // Vehicles and routes, ledger entries: rows through their module's commands (the module checks and counts them).
    const moduleImport = MODULE_IMPORTS[kind];
    if (moduleImport) {
      const ctx: CommandContext = {
        actor: { userId: job.user_id, role: data.actorRole },
        instituteId: job.institute_id,
        correlationId: job.id,
        causationId: job.id,
        now,
      };
      if (!job.dry_run) await report('running', 10, { totalRows: total }, { total, processed: 0 });
      const r = await moduleImport(rt, ctx, sheet.rows, job.dry_run);
      const badRows = new Set(r.errors.map((e) => e.row)).size;
      const goodRows = job.dry_run ? r.good : r.imported;
      const patch = { totalRows: total, goodRows, badRows, imported: r.imported, skipped: 0, errors: r.errors, skippedRows: [] };
      return await report('done', 100, { ...patch, finished: true }, { total, processed: total });
    }
    // ---- inventory (inv-server) and books (lib-catalogue): rows through their module's commands ----
    if (kind === 'book') {
      const ctx: CommandContext = {
        actor: { userId: job.user_id, role: data.actorRole },
        instituteId: job.institute_id,
        correlationId: job.id,
        causationId: job.id,
        now,
      };
      await report('running', 10, { totalRows: total }, { total, processed: 0 });
      const r = await importBookSheet(rt, ctx, sheet.rows, job.dry_run);
      return await report(
        'done',
        100,
        { totalRows: total, ...r, skipped: 0, skippedRows: [], finished: true },
        { total, processed: total },
      );
    }
    // ---- end inventory and books ----
    const checked = await checkRows(rt, kind, job.institute_id, sheet.rows, now);
    const skippedRows = checked.already.map((a) => ({ ...a, message: ALREADY }));
    const counts = {
      totalRows: total,
      goodRows: checked.good.length,
      badRows: checked.badRows,
      skipped: skippedRows.length,
      errors: checked.errors,
      skippedRows,
    };
    if (job.dry_run) return await report('done', 100, { ...counts, imported: 0, finished: true }, { total, processed: total });
    await report('running', 10, counts, { total, processed: 0 });

    const ctx: CommandContext = {
      actor: { userId: job.user_id, role: data.actorRole },
      instituteId: job.institute_id,
      correlationId: job.id,
      causationId: job.id,
      now,
    };
    const errors = [...checked.errors];
    const bad = new Set(errors.map((e) => e.row));
    let imported = 0;
    const queue = checked.good;
    // Thousands of invitations: into the outbox as always, but not echoed one by one on the console.
    const wasMuted = rt.mailer.muted;
    rt.mailer.muted = true;
    try {
      for (let at = 0; at < queue.length; at += CHUNK) {
        const r = await importChunk(rt, ctx, queue.slice(at, at + CHUNK));
        imported += r.imported.length;
        for (const g of r.already) skippedRows.push({ row: g.row, email: g.email, message: ALREADY });
        for (const e of r.errors) {
          errors.push(e);
          bad.add(e.row);
        }
        const done = Math.min(queue.length, at + CHUNK);
        const pct = 10 + Math.floor((done / queue.length) * 89);
        if (pct >= last + 5 || done === queue.length) await report('running', pct, { imported }, { total, processed: done });
      }
    } finally {
      rt.mailer.muted = wasMuted;
    }
    errors.sort((a, b) => a.row - b.row);
    skippedRows.sort((a, b) => a.row - b.row);
    await report(
      'done',
      100,
      {
        ...counts,
        goodRows: imported,
        badRows: bad.size,
        imported,
        skipped: skippedRows.length,
        errors,
        skippedRows,
        finished: true,
      },
      { total, processed: total },
    );
  } catch (err) {
    await failWith([{ row: 0, field: 'file', message: `The import stopped: ${(err as Error).message}` }]).catch(() => {});
    throw err;
  }
}
