import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createBulkUploadJob, createRuntime, loadBulkUploadJob, loadConfig, runBulkImportJob, writeBulkSheet } from '@school/server';
import { timed } from './measure.js';
import { costRatio, fmtCount, fmtMs, fmtRate, type Row } from './report.js';
import type { Figure, FigureContext } from './figure.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const WRITERS = 8;

const student = (i: number) => ({
  name: `Bench Student ${i}`,
  email: `bench.${i}@bulk.test`,
  phoneNumber: String(9_000_000_000 + i),
  countryCode: '+91',
  gender: i % 2 ? 'FEMALE' : 'MALE',
  caste: 'GENERAL',
  registrationNumber: `REG-${i}`,
  rollNumber: String(i),
  batch: null,
  fatherName: 'Father',
  motherName: 'Mother',
  parentNumber: '9811111111',
  parentEmail: 'parent@bulk.test',
  city: 'Pune',
  address: '1 Main Road',
  pinCode: '411001',
});

/**
 * Figure 7: a 10,000-row student sheet through the bulk-upload job (read the .xlsx, check every row, reserve e-mails and
 * registration numbers, append RegisterUser with the profile, queue the invitation) against the floor: the same rows
 * INSERTed one by one into a plain table by as many concurrent writers.
 */
export const bulkImportFigure: Figure = {
  id: '7',
  title: `bulk import of ${fmtCount(ROWS)} students`,
  async run(ctx: FigureContext): Promise<Row[]> {
    const scratch = await ctx.env.open('bulk');
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-bulk-'));
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DEMO: '0', REDIS_URL: '', EVENTSTORE_URL: '' }, []);
    const rt = await createRuntime(config, { role: 'cli', database: scratch.database, inMemory: true });
    try {
      const db = scratch.database.db;
      const rows = Array.from({ length: ROWS }, (_, i) => student(i + 1));
      const file = await writeBulkSheet('student', rows);
      const instituteId = randomUUID();
      const jobId = randomUUID();
      await createBulkUploadJob(db, {
        id: jobId,
        instituteId,
        userId: randomUUID(),
        kind: 'student',
        dryRun: false,
        fileName: 'bench.xlsx',
        file,
      });
      const platform = await timed(() => runBulkImportJob(rt, { jobId, actorRole: 'ADMIN' }));
      const job = await loadBulkUploadJob(db, jobId);
      if (job?.status !== 'done' || job.imported !== ROWS)
        throw new Error(
          `the import did not complete: ${JSON.stringify({ status: job?.status, imported: job?.imported, errors: job?.errors })}`,
        );

      await sql`create table plain_person (id text primary key, institute_id text not null, email text not null unique,
        display_name text not null, role text not null, profile jsonb not null, created_at timestamptz not null default now())`.execute(db);
      let next = 0;
      const baseline = await timed(() =>
        Promise.all(
          Array.from({ length: WRITERS }, async () => {
            while (next < rows.length) {
              const r = rows[next++]!;
              await sql`insert into plain_person (id, institute_id, email, display_name, role, profile)
            values (${randomUUID()}, ${instituteId}, ${r.email}, ${r.name}, 'STUDENT', ${JSON.stringify(r)}::jsonb)`.execute(db);
            }
          }),
        ),
      );
      const pRate = ROWS / (platform.ms / 1000);
      const bRate = ROWS / (baseline.ms / 1000);
      ctx.log(`  7: import ${fmtMs(platform.ms)}, plain inserts ${fmtMs(baseline.ms)}`);
      return [
        {
          figure: '7',
          metric: `bulk import, ${fmtCount(ROWS)} student rows (${(platform.ms / 1000).toFixed(1)} s)`,
          platform: fmtRate(pRate, 'rows/s'),
          baseline: fmtRate(bRate, 'rows/s'),
          ratio: costRatio(bRate, pRate),
          note: `platform: the whole job (xlsx read, row checks, reservations, one append per user, invitation outbox), ${WRITERS} rows in flight; baseline: one-row INSERT per row into a plain table, ${WRITERS} writers, same pool.`,
        },
      ];
    } finally {
      await rt.close();
      await rm(dataDir, { recursive: true, force: true });
      await scratch.dispose();
    }
  },
};
