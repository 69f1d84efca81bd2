import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@school/contracts';
import { writeSheet } from '../server/src/modules/bulk-upload/samples.js';
import { eventually, grant, multipart, revoke, startTestApp, type TestApp } from './support/harness.js';

/** finance/bulk (001 §7, issue 19 §7): a dry run lists every bad row and records nothing; the import records each good row. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = async (role: Role, file: Buffer, dryRun: boolean) => {
  const headers = await t.as(role);
  const form = multipart({ file: { filename: 'ledger.xlsx', contentType: XLSX, data: file }, dryRun: String(dryRun) });
  return t.inject({ method: 'POST', url: '/api/v1/finance/bulk', headers: { ...headers, ...form.headers }, payload: form.payload });
};
const finished = async (jobId: string) =>
  eventually(
    async () => {
      const r = await t.inject({ method: 'GET', url: `/api/v1/bulk-upload/job/${jobId}`, headers: await t.as('ADMIN') });
      const d = r.json().data;
      return d.status === 'done' || d.status === 'failed' ? d : null;
    },
    30_000,
    50,
  );
const ledger = async () =>
  (await t.as('ADMIN').get('finance?perPage=50&pageNo=1&searchTitle=Bulk', { at: (await t.rt.store.head()).toString() })).json().data as {
    title: string;
    financeType: string;
    amount: number;
  }[];

describe('POST finance/bulk', () => {
  it('serves the sample, lists bad rows on a dry run, then records each good row once', async () => {
    const sample = await t.inject({ method: 'GET', url: '/UploadFinanceSample.xlsx' });
    expect(sample.statusCode).toBe(200);
    const rows = [
      { title: 'Bulk sponsorship', financeType: 'credit', amount: '25,000' },
      { title: 'Bulk electricity', financeType: 'DEBIT', amount: '18450.75' },
      { title: '', financeType: 'DEBIT', amount: '10' },
      { title: 'Bulk refund', financeType: 'BOTH', amount: '-5' },
      { title: 'Bulk paise', financeType: 'CREDIT', amount: '1.005' },
    ];
    const file = await writeSheet('finance', rows);
    const dryJob = await upload('ADMIN', file, true);
    expect(dryJob.statusCode, dryJob.body).toBe(202);
    const dry = await finished(dryJob.json().data.jobId);
    expect(dry).toMatchObject({ status: 'done', kind: 'finance', totalRows: 5, goodRows: 2, badRows: 3, imported: 0 });
    expect(dry.errors.map((e: { row: number; field: string; message: string }) => [e.row, e.field, e.message])).toEqual([
      [4, 'title', 'Finance name is required.'],
      [5, 'financeType', 'Finance type must be CREDIT or DEBIT.'],
      [5, 'amount', 'Amount must be a positive number with at most two decimals.'],
      [6, 'amount', 'Amount must be a positive number with at most two decimals.'],
    ]);
    expect(await ledger()).toEqual([]);
    const job = await finished((await upload('ADMIN', file, false)).json().data.jobId);
    expect(job).toMatchObject({ status: 'done', goodRows: 2, imported: 2 });
    const entries = await ledger();
    expect(entries.map((e) => [e.title, e.financeType, e.amount]).sort()).toEqual([
      ['Bulk electricity', 'DEBIT', 18450.75],
      ['Bulk sponsorship', 'CREDIT', 25000],
    ]);
  });

  it('is the office’s with the finance module; others are refused before anything is queued', async () => {
    const file = await writeSheet('finance', [{ title: 'Bulk nope', financeType: 'CREDIT', amount: '1' }]);
    for (const role of ['STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as Role[])
      expect((await upload(role, file, true)).statusCode, role).toBe(403);
    expect((await upload('MANAGER', file, true)).statusCode).toBe(403);
    await grant(t, 'MANAGER', ['finance']);
    expect((await upload('MANAGER', file, true)).statusCode).toBe(202);
    await revoke(t, 'MANAGER', ['finance']);
  });
});
