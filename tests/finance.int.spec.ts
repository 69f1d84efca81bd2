import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, grant, multipart, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
});
afterAll(async () => t?.close());

type Entry = {
  _id: string;
  id: string;
  title: string;
  financeType: 'CREDIT' | 'DEBIT';
  amount: number;
  createdAt: string;
  createdBy: string;
};

const record = (payload: unknown, headers = admin) =>
  t.inject({ method: 'POST', url: '/api/v1/finance/create', headers, payload: payload as object });
const list = (query: string, pos?: string, headers = admin) =>
  t.inject({ method: 'GET', url: `/api/v1/finance${query}`, headers: { ...headers, ...(pos ? { 'x-min-position': pos } : {}) } });
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;

describe('POST finance/create', () => {
  it('records an entry and replies with it', async () => {
    const r = await record({ title: ' Tuition, term 1 ', financeType: 'CREDIT', amount: 1250.5 });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.message).toBe('Finance entry added successfully');
    expect(body.data).toMatchObject({
      title: 'Tuition, term 1',
      financeType: 'CREDIT',
      amount: 1250.5,
      createdBy: t.schoolA.users.get('ADMIN'),
    });
    expect(body.data._id).toBe(body.data.id);
    const events = await t.rt.store.readStream(`financeEntry-${body.data._id}`);
    expect(events.map((e) => e.type)).toEqual(['FinanceEntryRecorded']);
    expect(events[0]!.metadata).toMatchObject({
      instituteId: t.schoolA.instituteId,
      actorId: t.schoolA.users.get('ADMIN'),
      actorRole: 'ADMIN',
    });
  });

  it.each([
    ['no title', { financeType: 'CREDIT', amount: 10 }, 'Finance name is required.'],
    ['empty title', { title: '', financeType: 'CREDIT', amount: 10 }, 'Finance name is required.'],
    ['blank title', { title: '   ', financeType: 'CREDIT', amount: 10 }, 'Finance name is required.'],
    ['null title', { title: null, financeType: 'CREDIT', amount: 10 }, 'Finance name is required.'],
    ['no type', { title: 'Fees', amount: 10 }, 'Finance type is required.'],
    ['empty type', { title: 'Fees', financeType: '', amount: 10 }, 'Finance type is required.'],
    ['no amount', { title: 'Fees', financeType: 'DEBIT' }, 'Amount is required.'],
    ['empty amount', { title: 'Fees', financeType: 'DEBIT', amount: '' }, 'Amount is required.'],
    ['null amount', { title: 'Fees', financeType: 'DEBIT', amount: null }, 'Amount is required.'],
  ])('answers %s with the spec message', async (_n, payload, error) => {
    const r = await record(payload);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error });
  });

  it.each([
    ['an unknown type', { title: 'Fees', financeType: 'CASH', amount: 10 }],
    ['a lower-case type', { title: 'Fees', financeType: 'credit', amount: 10 }],
    ['a negative amount', { title: 'Fees', financeType: 'CREDIT', amount: -5 }],
    ['a zero amount', { title: 'Fees', financeType: 'CREDIT', amount: 0 }],
    ['a fraction of a paisa', { title: 'Fees', financeType: 'CREDIT', amount: 10.005 }],
    ['an amount in words', { title: 'Fees', financeType: 'CREDIT', amount: 'ten' }],
    ['an amount too large', { title: 'Fees', financeType: 'CREDIT', amount: 1e15 }],
    ['a title too long', { title: 'x'.repeat(201), financeType: 'CREDIT', amount: 1 }],
  ])('refuses %s with 400', async (_n, payload) => {
    const before = await t.rt.store.head();
    const r = await record(payload);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error: expect.any(String) });
    expect(await t.rt.store.head()).toBe(before);
  });

  it('names the allowed types and a positive amount in its messages', async () => {
    expect((await record({ title: 'Fees', financeType: 'CASH', amount: 10 })).json().error).toMatch(/CREDIT or DEBIT/);
    expect((await record({ title: 'Fees', financeType: 'CREDIT', amount: -1 })).json().error).toMatch(/positive/);
  });

  it('accepts an amount sent as text in a form, and refuses it to roles without finance', async () => {
    const form = multipart({ title: 'Form entry', financeType: 'DEBIT', amount: '99.25' });
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/finance/create',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ amount: 99.25, financeType: 'DEBIT' });
    for (const role of ['STAFF', 'TEACHER', 'STUDENT'] as const) {
      expect((await record({ title: 'x', financeType: 'CREDIT', amount: 1 }, await t.as(role))).statusCode, role).toBe(403);
    }
    expect((await record({ title: 'By the manager', financeType: 'CREDIT', amount: 1 }, await t.as('MANAGER'))).statusCode).toBe(403);
    // A manager records entries once granted the finance module; staff stay refused by role.
    await grant(t, 'MANAGER', ['finance']);
    await grant(t, 'STAFF', ['finance']);
    expect((await record({ title: 'By the manager', financeType: 'CREDIT', amount: 1 }, await t.as('MANAGER'))).statusCode).toBe(200);
    expect((await record({ title: 'x', financeType: 'CREDIT', amount: 1 }, await t.as('STAFF'))).statusCode).toBe(403);
  });
});

describe('GET finance (paged and filtered)', () => {
  let last = '';
  let headers: Record<string, string>;
  beforeAll(async () => {
    // Institute B is used only here, so counts are exact.
    headers = await t.as('ADMIN', 'b');
    const rows: [string, 'CREDIT' | 'DEBIT', number][] = [
      ['Fees April', 'CREDIT', 100],
      ['Fees May', 'CREDIT', 200],
      ['Chalk', 'DEBIT', 30],
      ['Fees June', 'CREDIT', 300],
      ['Paint 100%', 'DEBIT', 40],
    ];
    for (const [title, financeType, amount] of rows) {
      const r = await record({ title, financeType, amount }, headers);
      expect(r.statusCode).toBe(200);
      last = pos(r);
    }
  });

  it('pages newest first with totalCount, perPage, pageNo, isLastChunk', async () => {
    const p1 = (await list('?perPage=2&pageNo=1', last, headers)).json();
    expect(p1).toMatchObject({ totalCount: 5, perPage: 2, pageNo: 1, isLastChunk: false });
    expect(p1.data.map((e: Entry) => e.title)).toEqual(['Paint 100%', 'Fees June']);
    const p3 = (await list('?perPage=2&pageNo=3', last, headers)).json();
    expect(p3).toMatchObject({ totalCount: 5, isLastChunk: true });
    expect(p3.data.map((e: Entry) => e.title)).toEqual(['Fees April']);
  });

  it('filters by type, title and dates', async () => {
    const credits = (await list('?financeType=CREDIT', last, headers)).json();
    expect(credits.totalCount).toBe(3);
    expect(credits.data.every((e: Entry) => e.financeType === 'CREDIT')).toBe(true);
    const fees = (await list('?searchTitle=fees%20m', last, headers)).json();
    expect(fees.data.map((e: Entry) => e.title)).toEqual(['Fees May']);
    // '%' is a literal, not a wildcard.
    expect((await list('?searchTitle=100%25', last, headers)).json().data.map((e: Entry) => e.title)).toEqual(['Paint 100%']);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await list(`?startDate=${future}`, last, headers)).json().totalCount).toBe(0);
    expect((await list(`?endDate=${future}&financeType=DEBIT`, last, headers)).json().totalCount).toBe(2);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect((await list(`?endDate=${past}`, last, headers)).json().totalCount).toBe(0);
  });

  it('refuses bad filters with 400', async () => {
    for (const q of ['?financeType=CASH', '?startDate=yesterday', '?endDate=2024-13-40', '?perPage=-1', '?pageNo=abc', '?perPage=1e9']) {
      const r = await list(q, undefined, headers);
      expect(r.statusCode, q).toBe(400);
      expect(r.json()).toEqual({ error: expect.any(String) });
    }
  });
});

describe('DELETE finance/delete/:id', () => {
  it('records a deletion event: the list drops the entry, the stream keeps both events', async () => {
    const c = await record({ title: 'Mistaken entry', financeType: 'DEBIT', amount: 12 });
    const id = c.json().data._id as string;
    expect((await list('?searchTitle=Mistaken', pos(c))).json().totalCount).toBe(1);
    const d = await t.inject({ method: 'DELETE', url: `/api/v1/finance/delete/${id}`, headers: admin });
    expect(d.statusCode).toBe(200);
    expect(d.json()).toEqual({ message: 'Finance entry deleted successfully', data: { _id: id } });
    expect((await list('?searchTitle=Mistaken', pos(d))).json().totalCount).toBe(0);
    const events = await t.rt.store.readStream(`financeEntry-${id}`);
    expect(events.map((e) => e.type)).toEqual(['FinanceEntryRecorded', 'FinanceEntryDeleted']);
    expect(events[0]!.data).toMatchObject({ title: 'Mistaken entry', amount: 12 });

    // A second delete is a 404 and writes nothing.
    const again = await t.inject({ method: 'DELETE', url: `/api/v1/finance/delete/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: expect.any(String) });
    expect(await eventCount(t.rt, `financeEntry-${id}`)).toBe(2);
  });

  it('answers an unknown id with 404', async () => {
    const r = await t.inject({ method: 'DELETE', url: '/api/v1/finance/delete/no-such-entry', headers: admin });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'Finance entry not found.' });
  });
});
