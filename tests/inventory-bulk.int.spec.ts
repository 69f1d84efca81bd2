import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSheet } from '../server/src/modules/bulk-upload/samples.js';
import { eventually, multipart, startTestApp, type TestApp } from './support/harness.js';

/** 001 §7 inventory bulk upload: a dry run lists every row's problems; the import adds items or stock to existing ones. */
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  const r = await t.inject({
    method: 'POST',
    url: '/api/v1/inventory/category/create',
    headers: admin,
    payload: { title: 'Lab Equipment', description: 'Science labs' },
  });
  expect(r.statusCode, r.body).toBe(200);
  await t.settle();
});
afterAll(async () => t?.close());

const upload = async (file: Buffer, dryRun: boolean) => {
  const form = multipart({
    file: { filename: 'stock.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: file },
    dryRun: String(dryRun),
  });
  const r = await t.inject({
    method: 'POST',
    url: '/api/v1/inventory/bulk',
    headers: { ...admin, ...form.headers },
    payload: form.payload,
  });
  expect(r.statusCode, r.body).toBe(202);
  const id = r.json().data.jobId as string;
  return eventually(
    async () => {
      const d = (await t.inject({ method: 'GET', url: `/api/v1/bulk-upload/job/${id}`, headers: admin })).json().data;
      return d.status === 'done' || d.status === 'failed' ? d : null;
    },
    30_000,
    50,
  );
};

describe('POST inventory/bulk', () => {
  it('serves the sample, checks rows on a dry run, imports, and a known title adds stock', async () => {
    const sample = await t.inject({ method: 'GET', url: '/UploadInventorySample.xlsx' });
    expect(sample.statusCode).toBe(200);
    const rows = [
      { title: 'Beaker 250 ml', category: 'lab equipment', price: '120', quantity: '30', description: 'Borosilicate' },
      { title: 'Bunsen burner', category: 'Lab Equipment', price: '450', quantity: '5' },
      { title: '', category: 'Lab Equipment', price: '10', quantity: '1' },
      { title: 'Chair', category: 'Furniture', price: 'abc', quantity: '-1' },
      { title: 'Beaker 250 ml', category: 'Lab Equipment', price: '120', quantity: '10' },
    ];
    const file = await writeSheet('inventory', rows);
    const dry = await upload(file, true);
    expect(dry).toMatchObject({ status: 'done', kind: 'inventory', totalRows: 5, goodRows: 3, badRows: 2, imported: 0 });
    expect(dry.errors.map((e: any) => [e.row, e.field])).toEqual([
      [4, 'title'],
      [5, 'category'],
      [5, 'price'],
      [5, 'quantity'],
    ]);
    const done = await upload(file, false);
    expect(done).toMatchObject({ status: 'done', imported: 3 });
    await t.settle();
    const list = await t.inject({ method: 'GET', url: '/api/v1/inventory?searchTitle=beaker', headers: admin });
    expect(list.json().data.map((i: any) => [i.title, i.quantity])).toEqual([['Beaker 250 ml', 40]]);
  });
});
