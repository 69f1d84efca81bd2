import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness.js';
import { feeWorld } from './support/student-fees.js';

let t: TestApp;
let admin: Record<string, string>;
let w: ReturnType<typeof feeWorld>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  w = feeWorld(t, admin);
});
afterAll(async () => t?.close());

const create = (payload: object, headers = admin) => t.inject({ method: 'POST', url: '/api/v1/student-fee/create', headers, payload });
const cash = (studentId: string, chargeId: string, amount: number) =>
  t.inject({
    method: 'POST',
    url: `/api/v1/student/pay/${studentId}`,
    headers: admin,
    payload: { paymentMode: 'CASH', studentFeesId: chargeId, amount },
  });

describe('POST student-fee/create', () => {
  it("says the spec's messages for missing fields and a bad range", async () => {
    const batch = await w.batch();
    const fee = await w.fee('Lab', 500);
    const full = { fees: fee, batch, amount: 500, feeType: 'ONETIME', startDate: '2026-04-01', endDate: '2026-04-30' };
    const expectError = async (payload: object, status: number, error: string) => {
      const r = await create(payload);
      expect(r.statusCode, r.body).toBe(status);
      expect(r.json()).toEqual({ error });
    };
    const without = (k: string) => Object.fromEntries(Object.entries(full).filter(([key]) => key !== k));
    await expectError(without('fees'), 400, 'Fee is required.');
    await expectError(without('batch'), 400, 'Batch is required.');
    await expectError(without('amount'), 400, 'Amount is required.');
    await expectError(without('feeType'), 400, 'Fee type is required.');
    await expectError(without('startDate'), 400, 'Start date is required.');
    await expectError(without('endDate'), 400, 'End date is required.');
    await expectError({ ...full, endDate: '2026-03-31' }, 400, 'End date must not be before start date.');
    await expectError({ ...full, amount: 10.005 }, 400, 'Amount must be a positive number with at most two decimals.');
    // A batch without students has nothing to charge.
    await expectError(full, 409, 'This batch has no students.');
    // Another institute's fee and batch are not found.
    const b = await t.as('ADMIN', 'b');
    expect((await create(full, b)).json()).toEqual({ error: 'Fee not found.' });
    // A teacher may not set fees.
    expect((await create(full, await t.as('TEACHER'))).statusCode).toBe(403);
  });

  it('ONETIME: one charge per student over the whole range, due on the end date; the same fee twice is refused', async () => {
    const batch = await w.batch('Onetime batch');
    const students = [await w.student(batch, 'Asha One'), await w.student(batch, 'Bala Two'), await w.student(batch, 'Chitra Three')];
    const fee = await w.fee('Exam', 1200);
    const body = { fees: fee, batch, amount: 1200, feeType: 'ONETIME', startDate: '2026-04-01', endDate: '2026-04-30' };
    const r = await create(body);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Student fee created successfully');
    const a = r.json().data;
    expect(a).toMatchObject({
      fees: { _id: fee },
      batch: { _id: batch, title: 'Onetime batch' },
      amount: 1200,
      feeType: 'ONETIME',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      students: 3,
      charges: 3,
      totalPaid: 0,
      totalAmountCollected: 0,
      totalAmountDue: 3600,
    });
    // The batch is named with its course, branch and session (asked of academics).
    expect([a.batch.course.title, a.batch.branch.title, a.batch.session.title].every((x: string) => x.length > 0)).toBe(true);
    const d = await t.as('ADMIN').get(`student-fee/detail/${a._id}`);
    expect(d.statusCode, d.body).toBe(200);
    const list = d.json().data.studentsList as {
      student: { _id: string; displayName: string };
      charges: { periodStart: string; periodEnd: string; dueDate: string }[];
    }[];
    expect(list.map((s) => s.student._id).sort()).toEqual([...students].sort());
    expect(list.map((s) => s.student.displayName)).toEqual(['Asha One', 'Bala Two', 'Chitra Three']);
    expect(list[0]!.charges).toEqual([
      expect.objectContaining({
        periodStart: '2026-04-01',
        periodEnd: '2026-04-30',
        dueDate: '2026-04-30',
        amount: 1200,
        paid: 0,
        due: 1200,
        status: 'PENDING',
      }),
    ]);
    const again = await create({ ...body, startDate: '2026-04-01T00:00:00+05:30' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This fee is already set for this batch from this date.' });
  });

  it('RECURRING: one charge per student per month, clipped to the range, due on the due day inside the period', async () => {
    const batch = await w.batch();
    const s1 = await w.student(batch);
    await w.student(batch);
    const fee = await w.fee('Tuition', 2500);
    const r = await create({
      fees: fee,
      batch,
      amount: 2500,
      feeType: 'RECURRING',
      startDate: '2026-01-15',
      endDate: '2026-12-20',
      dueDay: 10,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ students: 2, charges: 24, totalAmountDue: 60000, dueDay: 10 });
    const d = (await t.as('ADMIN').get(`student-fee/detail/${r.json().data._id}`)).json().data;
    const mine = d.studentsList.find((s: { student: { _id: string } }) => s.student._id === s1);
    expect(mine.charges).toHaveLength(12);
    expect(mine.charges[0]).toMatchObject({ periodStart: '2026-01-15', periodEnd: '2026-01-31', dueDate: '2026-01-15' });
    expect(mine.charges[1]).toMatchObject({ periodStart: '2026-02-01', periodEnd: '2026-02-28', dueDate: '2026-02-10' });
    expect(mine.charges[11]).toMatchObject({ periodStart: '2026-12-01', periodEnd: '2026-12-20', dueDate: '2026-12-10' });
    expect(mine).toMatchObject({ amount: 30000, paid: 0, due: 30000, status: 'PENDING' });
    // Without a due day, the start date's day (31 → the month's last day).
    const fee2 = await w.fee('Bus', 800);
    const r2 = await create({ fees: fee2, batch, amount: 800, feeType: 'RECURRING', startDate: '2026-01-31', endDate: '2026-03-31' });
    const d2 = (await t.as('ADMIN').get(`student-fee/detail/${r2.json().data._id}`)).json().data;
    expect(d2.studentsList[0].charges.map((c: { dueDate: string }) => c.dueDate)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
  });

  it('RECURRING for 30 students over 12 months charges all 360 in one request', async () => {
    const batch = await w.batch('Big batch');
    for (let i = 0; i < 30; i++) await w.student(batch, `Big ${i}`);
    const fee = await w.fee('Tuition big', 1000);
    const r = await create({
      fees: fee,
      batch,
      amount: 1000,
      feeType: 'RECURRING',
      startDate: '2026-04-01',
      endDate: '2027-03-31',
      dueDay: 5,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ students: 30, charges: 360 });
  }, 60_000);
});

describe('GET student-fee and detail', () => {
  it('pages 8 at a time, newest first, with search; other institutes and teachers see nothing', async () => {
    const batch = await w.batch('Paging batch');
    await w.student(batch);
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) {
      const fee = await w.fee(`Paging fee ${i}`, 100 + i);
      const r = await create({ fees: fee, batch, amount: 100 + i, feeType: 'ONETIME', startDate: '2026-05-01', endDate: '2026-05-31' });
      ids.push(r.json().data._id);
    }
    const p1 = await t.as('ADMIN').get('student-fee?perPage=8&pageNo=1&searchTitle=Paging fee');
    expect(p1.statusCode, p1.body).toBe(200);
    expect(p1.json()).toMatchObject({ totalCount: 9, perPage: 8, pageNo: 1, isLastChunk: false });
    expect(p1.json().data.map((a: { _id: string }) => a._id)).toEqual([...ids].reverse().slice(0, 8));
    const p2 = await t.as('ADMIN').get('student-fee?perPage=8&pageNo=2&searchTitle=Paging fee');
    expect(p2.json()).toMatchObject({ totalCount: 9, isLastChunk: true });
    expect(p2.json().data.map((a: { _id: string }) => a._id)).toEqual([ids[0]]);
    expect((await t.as('ADMIN').get('student-fee?searchTitle=Paging%20batch')).json().totalCount).toBe(9);
    expect((await t.as('ADMIN', 'b').get('student-fee')).json().totalCount).toBe(0);
    expect((await t.as('ADMIN', 'b').get(`student-fee/detail/${ids[0]}`)).statusCode).toBe(404);
    expect((await t.as('TEACHER').get('student-fee')).statusCode).toBe(403);
    expect((await t.as('STUDENT').get('student-fee')).statusCode).toBe(403);
  });

  it('counts money per assignment: collected, due and students fully paid', async () => {
    const batch = await w.batch();
    const [s1, s2] = [await w.student(batch), await w.student(batch)];
    const fee = await w.fee('Totals', 1000);
    const a = (await create({ fees: fee, batch, amount: 1000, feeType: 'ONETIME', startDate: '2026-06-01', endDate: '2026-06-30' })).json()
      .data;
    const d = (await t.as('ADMIN').get(`student-fee/detail/${a._id}`)).json().data;
    const chargeOf = (s: string) => d.studentsList.find((x: { student: { _id: string } }) => x.student._id === s).charges[0]._id as string;
    expect((await cash(s1!, chargeOf(s1!), 1000)).statusCode).toBe(200);
    const p = await cash(s2!, chargeOf(s2!), 250.5);
    expect(p.statusCode, p.body).toBe(200);
    const after = await t.inject({
      method: 'GET',
      url: `/api/v1/student-fee/detail/${a._id}`,
      headers: { ...admin, 'x-min-position': p.headers['x-position'] as string },
    });
    expect(after.json().data).toMatchObject({ totalPaid: 1, totalAmountCollected: 1250.5, totalAmountDue: 749.5, students: 2, charges: 2 });
    const s2row = after.json().data.studentsList.find((x: { student: { _id: string } }) => x.student._id === s2);
    expect(s2row).toMatchObject({ paid: 250.5, due: 749.5, status: 'PARTIAL' });
  });
});

describe('DELETE student-fee/delete/:fee/:batch/:startDate', () => {
  it('cancels an assignment with nothing collected; refuses once money came in, until it is reversed', async () => {
    const batch = await w.batch();
    const s1 = await w.student(batch);
    const fee = await w.fee('Deletable', 400);
    const body = { fees: fee, batch, amount: 400, feeType: 'RECURRING', startDate: '2026-07-01', endDate: '2026-08-31' };
    const a = (await create(body)).json().data;
    const del = (start = '2026-07-01', headers = admin) =>
      t.inject({ method: 'DELETE', url: `/api/v1/student-fee/delete/${fee}/${batch}/${start}`, headers });
    expect((await del('2026-07-01', await t.as('ADMIN', 'b'))).statusCode).toBe(404);
    // Money collected: refused, nothing changes.
    const d = (await t.as('ADMIN').get(`student-fee/detail/${a._id}`)).json().data;
    const paid = await cash(s1, d.studentsList[0].charges[0]._id, 100);
    expect(paid.statusCode).toBe(200);
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Fees already collected from 1 students cannot be deleted. Reverse those payments first.' });
    expect((await t.as('ADMIN').get(`student-fee/detail/${a._id}`)).statusCode).toBe(200);
    // Reversed: nothing collected any more, so it may go; its charges are cancelled and leave the student's pending list.
    const rev = await t.inject({
      method: 'POST',
      url: `/api/v1/student/payment/reverse/${paid.json().data._id}`,
      headers: admin,
      payload: { reason: 'Entered by mistake' },
    });
    expect(rev.statusCode, rev.body).toBe(200);
    const ok = await del('2026-07-01T10:00:00+05:30');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'Student fee deleted successfully', data: { _id: a._id } });
    const at = { ...admin, 'x-min-position': ok.headers['x-position'] as string };
    expect((await t.inject({ method: 'GET', url: `/api/v1/student-fee/detail/${a._id}`, headers: at })).statusCode).toBe(404);
    const pending = await t.inject({ method: 'GET', url: `/api/v1/student/student-fee/${s1}`, headers: at });
    expect(pending.json().data).toEqual([]);
    expect((await del()).json()).toEqual({ error: 'Student fee not found.' });
    // Set again from the same day after the cancellation: allowed, with fresh charges.
    const again = await create(body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ _id: a._id, charges: 2, totalAmountCollected: 0 });
  });
});
