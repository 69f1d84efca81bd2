import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, revoke, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
let admin: Record<string, string>;
let teacherId: string;
let staffId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  teacherId = t.schoolA.users.get('TEACHER')!;
  staffId = t.schoolA.users.get('STAFF')!;
});
afterAll(async () => t?.close());

/** The institute's month (India), YYYY-MM, and the same month a year earlier. */
const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
  .format(new Date())
  .slice(0, 7);
const year = Number(thisMonth.slice(0, 4));
const lastYear = `${year - 1}-${thisMonth.slice(5, 7)}`;

type Payment = {
  _id: string;
  staffId: string;
  paymentType: string;
  paymentMethod: string;
  paymentMonth: string;
  amount: number;
  paymentStatus: 'SUCCESSFUL' | 'REVERSED';
  createdAt: string;
  reversal?: { reason: string; at: string; by: string };
};

const pay = (id: string, payload: Record<string, unknown>, headers = admin, extra: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: `/api/v1/staff/payment/create/${id}`, headers: { ...headers, ...extra }, payload });
const salary = (month: string, amount = 40000) => ({
  paymentStatus: 'SUCCESSFUL',
  paymentMethod: 'ONLINE',
  paymentType: 'SALARY',
  paymentMonth: `${month}-01T00:00:00.000Z`,
  amount,
});
const reverse = (id: string, payload: unknown, headers = admin) =>
  t.inject({ method: 'POST', url: `/api/v1/staff/payment/reverse/${id}`, headers, payload: payload as object });

describe('POST staff/payment/create/:staffId', () => {
  it('records a salary as SUCCESSFUL and lists it', async () => {
    const r = await pay(teacherId, { ...salary(lastYear, 38000.5), status: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Payment added successfully');
    const p = r.json().data as Payment;
    expect(p).toMatchObject({
      staffId: teacherId,
      paymentType: 'SALARY',
      paymentMethod: 'ONLINE',
      paymentMonth: `${lastYear}-01`,
      amount: 38000.5,
      paymentStatus: 'SUCCESSFUL',
    });
    const events = await t.rt.store.readStream(`staffPayment-${p._id}`);
    expect(events.map((e) => e.type)).toEqual(['StaffPaymentRecorded']);
    expect(events[0]!.data).toEqual({
      paymentId: p._id,
      staffId: teacherId,
      paymentType: 'SALARY',
      paymentMethod: 'ONLINE',
      paymentStatus: 'SUCCESSFUL',
      paymentMonth: `${lastYear}-01`,
      amount: 38000.5,
    });
    expect(events[0]!.metadata).toMatchObject({ instituteId: t.schoolA.instituteId, actorRole: 'ADMIN' });
    await t.settle();
    const list = (await t.as('ADMIN').get(`staff/payment/${teacherId}?perPage=15&pageNo=1`)).json();
    expect(list).toMatchObject({ message: 'Staff payments', totalCount: 1, perPage: 15, pageNo: 1, isLastChunk: true });
    expect(list.data[0]).toMatchObject({ _id: p._id, paymentStatus: 'SUCCESSFUL', amount: 38000.5, paymentMonth: `${lastYear}-01` });
  });

  it.each([
    ['no type', { paymentMethod: 'CASH', amount: 10, paymentMonth: '2026-01-01' }, 'Payment type is required.'],
    ['an empty type', { paymentType: '', paymentMethod: 'CASH', amount: 10, paymentMonth: '2026-01-01' }, 'Payment type is required.'],
    ['no method', { paymentType: 'BONUS', amount: 10, paymentMonth: '2026-01-01' }, 'Payment method is required.'],
    ['no amount', { paymentType: 'BONUS', paymentMethod: 'CASH', paymentMonth: '2026-01-01' }, 'Payment amount is required.'],
    [
      'a null amount',
      { paymentType: 'BONUS', paymentMethod: 'CASH', amount: null, paymentMonth: '2026-01-01' },
      'Payment amount is required.',
    ],
    ['no month', { paymentType: 'BONUS', paymentMethod: 'CASH', amount: 10 }, 'Payment date is required.'],
    ['a blank month', { paymentType: 'BONUS', paymentMethod: 'CASH', amount: 10, paymentMonth: ' ' }, 'Payment date is required.'],
    [
      'another status',
      { paymentType: 'BONUS', paymentMethod: 'CASH', amount: 10, paymentMonth: '2026-01-01', paymentStatus: 'PENDING' },
      'Payment status must be SUCCESSFUL: a staff payment is recorded as paid.',
    ],
    [
      'an unknown type',
      { paymentType: 'LOAN', paymentMethod: 'CASH', amount: 10, paymentMonth: '2026-01-01' },
      'Payment type must be SALARY, BONUS or OTHER.',
    ],
    [
      'an unknown method',
      { paymentType: 'BONUS', paymentMethod: 'CHEQUE', amount: 10, paymentMonth: '2026-01-01' },
      'Payment method must be ONLINE or CASH.',
    ],
    [
      'a negative amount',
      { paymentType: 'BONUS', paymentMethod: 'CASH', amount: -1, paymentMonth: '2026-01-01' },
      'Payment amount must be a positive number.',
    ],
    [
      'a fraction of a paisa',
      { paymentType: 'BONUS', paymentMethod: 'CASH', amount: 1.005, paymentMonth: '2026-01-01' },
      'Payment amount must be a positive number with at most two decimals.',
    ],
    [
      'a month that is no date',
      { paymentType: 'BONUS', paymentMethod: 'CASH', amount: 1, paymentMonth: 'March' },
      'Payment date must be a date, e.g. 2026-03-01.',
    ],
    [
      'a month far ahead',
      { paymentType: 'BONUS', paymentMethod: 'CASH', amount: 1, paymentMonth: `${year + 2}-01-01` },
      'Payment month cannot be more than one month ahead.',
    ],
  ])('answers %s with 400 and records nothing', async (_n, payload, error) => {
    const before = await t.rt.store.head();
    const r = await pay(teacherId, payload);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error });
    expect(await t.rt.store.head()).toBe(before);
  });

  it('pays teachers and staff members of the institute only', async () => {
    const body = { paymentType: 'BONUS', paymentMethod: 'CASH', amount: 500, paymentMonth: `${lastYear}-01` };
    for (const role of ['STUDENT', 'PARENT', 'ADMIN', 'MANAGER'] as const) {
      const r = await pay(t.schoolA.users.get(role)!, body);
      expect(r.statusCode, role).toBe(400);
      expect(r.json()).toEqual({ error: 'Only teachers and staff members are paid here.' });
    }
    expect((await pay('no-such-user', body)).json()).toEqual({ error: 'Staff member not found.' });
    expect((await pay('no-such-user', body)).statusCode).toBe(404);
    // Another institute's teacher is unknown here.
    expect((await pay(t.schoolB.users.get('TEACHER')!, body)).statusCode).toBe(404);
    expect((await pay(staffId, body)).statusCode).toBe(200);
  });

  it('pays one salary per staff member and month; bonuses and other months are free', async () => {
    const month = `${year - 1}-01`;
    expect((await pay(staffId, salary(month))).statusCode).toBe(200);
    const again = await pay(staffId, { ...salary(month), paymentMethod: 'CASH', paymentMonth: `${month}-20` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Salary for this month is already paid.' });
    expect((await pay(staffId, { ...salary(month), paymentType: 'BONUS' })).statusCode).toBe(200);
    expect((await pay(staffId, salary(`${year - 1}-02`))).statusCode).toBe(200);
    // The same month of another staff member is theirs.
    expect((await pay(teacherId, salary(month))).statusCode).toBe(200);
  });

  it('lets one of many simultaneous salaries for a month through', async () => {
    const month = `${year - 1}-03`;
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => pay(teacherId, salary(month, 30000 + i))));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    await t.settle();
    const r = await t.database.db
      .selectFrom('staff_payment' as never)
      .selectAll()
      .execute();
    expect(
      (r as { staff_id: string; payment_month: Date | string; payment_type: string }[]).filter(
        (x) => x.staff_id === teacherId && x.payment_type === 'SALARY' && new Date(x.payment_month).toISOString().startsWith(month),
      ),
    ).toHaveLength(1);
  });

  it('records a retried request with the same Idempotency-Key once', async () => {
    const key = { 'idempotency-key': 'pay-retry-1' };
    const body = { paymentType: 'OTHER', paymentMethod: 'CASH', amount: 123, paymentMonth: `${lastYear}-05` };
    const a = await pay(staffId, body, admin, key);
    const b = await pay(staffId, body, admin, key);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().data._id).toBe(a.json().data._id);
    expect(await t.rt.store.readStream(`staffPayment-${a.json().data._id}`)).toHaveLength(1);
  });
});

describe('who may pay and read pay', () => {
  const bonus = { paymentType: 'BONUS', paymentMethod: 'CASH', amount: 100, paymentMonth: `${lastYear}-07` };
  it('refuses the roles that do not handle pay', async () => {
    for (const role of ['TEACHER', 'STUDENT', 'PARENT', 'MANAGER', 'STAFF'] as const) {
      expect((await pay(teacherId, bonus, await t.as(role))).statusCode, role).toBe(403);
    }
    for (const role of ['STUDENT', 'PARENT'] as const) {
      expect((await t.as(role).get(`staff/payment/${teacherId}`)).statusCode, role).toBe(403);
      expect((await t.as(role).get(`staff/payment-overview/${teacherId}`)).statusCode, role).toBe(403);
      expect((await t.as(role).get('staff/payment')).statusCode, role).toBe(403);
    }
  });

  it("lets a teacher or staff member read their own pay, and nobody else's", async () => {
    const teacher = await t.as('TEACHER');
    const staff = await t.as('STAFF');
    expect((await t.with(teacher).get(`staff/payment/${teacherId}`)).statusCode).toBe(200);
    expect((await t.with(teacher).get(`staff/payment-overview/${teacherId}`)).json().data.staff._id).toBe(teacherId);
    expect((await t.with(teacher).get(`staff/payment/${staffId}`)).statusCode).toBe(403);
    expect((await t.with(staff).get(`staff/payment/${staffId}`)).statusCode).toBe(200);
    expect((await t.with(staff).get(`staff/payment/${teacherId}`)).statusCode).toBe(403);
    expect((await t.with(staff).get(`staff/payment-overview/${teacherId}`)).statusCode).toBe(403);
    expect((await t.with(teacher).get('staff/payment')).statusCode).toBe(403);
    expect((await t.with(staff).get('staff/payment')).statusCode).toBe(403);
  });

  it('lets a manager or staff member with the payment module pay and read others, never pay themselves', async () => {
    await grant(t, 'STAFF', ['payment']);
    await grant(t, 'MANAGER', ['payment']);
    try {
      const staff = await t.as('STAFF');
      expect((await pay(teacherId, bonus, staff)).statusCode).toBe(200);
      expect((await t.with(staff).get(`staff/payment/${teacherId}`)).statusCode).toBe(200);
      expect((await t.with(staff).get('staff/payment')).statusCode).toBe(200);
      const self = await pay(staffId, bonus, staff);
      expect(self.statusCode).toBe(403);
      expect(self.json()).toEqual({ error: 'You may not record a payment to yourself.' });
      const manager = await t.as('MANAGER');
      expect((await pay(staffId, bonus, manager)).statusCode).toBe(200);
      expect((await t.with(manager).get(`staff/payment-overview/${staffId}`)).statusCode).toBe(200);
      // Reversing stays with administrators.
      const id = (await pay(staffId, bonus)).json().data._id;
      expect((await reverse(id, { reason: 'x' }, manager)).statusCode).toBe(403);
      expect((await reverse(id, { reason: 'x' }, staff)).statusCode).toBe(403);
    } finally {
      await revoke(t, 'STAFF', ['payment']);
      await revoke(t, 'MANAGER', ['payment']);
    }
  });

  it('keeps institutes apart', async () => {
    const id = (await pay(teacherId, bonus)).json().data._id as string;
    await t.settle();
    const adminB = await t.as('ADMIN', 'b');
    expect((await t.with(adminB).get(`staff/payment/${teacherId}`)).statusCode).toBe(404);
    expect((await t.with(adminB).get(`staff/payment-overview/${teacherId}`)).statusCode).toBe(404);
    expect((await t.with(adminB).get(`staff/payment/history/${id}`)).statusCode).toBe(404);
    expect((await reverse(id, { reason: 'not ours' }, adminB)).statusCode).toBe(404);
    const listB = (await t.with(adminB).get('staff/payment')).json();
    expect(listB.totalCount).toBe(0);
    expect((await t.as('ADMIN').get(`staff/payment/history/${id}`)).statusCode).toBe(200);
  });
});

describe('reversal, overview, history and lists', () => {
  it('replies to a reversal with the state the decider decided on, after one read of the stream: the row the list then shows', async () => {
    const body = { paymentType: 'OTHER', paymentMethod: 'CASH', amount: 700, paymentMonth: `${thisMonth}-01`, note: 'Travel' };
    const p = (await pay(staffId, body)).json().data as Payment;
    const store = t.rt.store;
    const read = store.readStream.bind(store);
    const reads: string[] = [];
    store.readStream = async (s: string) => {
      reads.push(s);
      return read(s);
    };
    let r;
    try {
      r = await reverse(p._id, { reason: 'Twice by mistake' });
    } finally {
      store.readStream = read;
    }
    expect(r.statusCode, r.body).toBe(200);
    expect(reads.filter((s) => s === `staffPayment-${p._id}`)).toHaveLength(1);
    await t.settle();
    const listed = (await t.as('ADMIN').get(`staff/payment/${staffId}?perPage=50`)).json().data.find((x: Payment) => x._id === p._id);
    expect(r.json().data).toEqual(listed);
  });

  it('reverses a payment with a reason, once; the overview leaves it out and its month is free again', async () => {
    const teacherB = t.schoolB.users.get('TEACHER')!;
    const adminB = await t.as('ADMIN', 'b');
    const overview = async () => (await t.with(adminB).get(`staff/payment-overview/${teacherB}`)).json().data;
    expect(await overview()).toEqual({
      totalAmountPaidThisYear: 0,
      totalPayments: 0,
      staff: { _id: teacherB, displayName: expect.any(String), role: 'TEACHER' },
    });
    const p = (await pay(teacherB, salary(thisMonth, 52000), adminB)).json().data as Payment;
    await pay(teacherB, { paymentType: 'BONUS', paymentMethod: 'CASH', amount: 2500.25, paymentMonth: `${thisMonth}-01` }, adminB);
    await pay(teacherB, salary(lastYear, 50000), adminB);
    await t.settle();
    expect(await overview()).toMatchObject({ totalAmountPaidThisYear: 54500.25, totalPayments: 3, lastPayment: { amount: 50000 } });

    expect((await reverse(p._id, {}, adminB)).json()).toEqual({ error: 'Reason is required.' });
    expect((await reverse(p._id, { reason: '   ' }, adminB)).json()).toEqual({ error: 'Reason is required.' });
    expect((await reverse('nope', { reason: 'x' }, adminB)).statusCode).toBe(404);
    const r = await reverse(p._id, { reason: 'Paid to the wrong account' }, adminB);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe('Payment reversed successfully');
    expect(r.json().data).toMatchObject({
      _id: p._id,
      paymentStatus: 'REVERSED',
      reversal: { reason: 'Paid to the wrong account', by: t.schoolB.users.get('ADMIN') },
    });
    const twice = await reverse(p._id, { reason: 'again' }, adminB);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'This payment is already reversed.' });
    const events = await t.rt.store.readStream(`staffPayment-${p._id}`);
    expect(events[1]).toMatchObject({
      type: 'StaffPaymentReversed',
      data: { paymentId: p._id, staffId: teacherB, amount: 52000, reason: 'Paid to the wrong account' },
    });

    await t.settle();
    expect(await overview()).toMatchObject({ totalAmountPaidThisYear: 2500.25, totalPayments: 2 });
    const list = (await t.with(adminB).get(`staff/payment/${teacherB}?perPage=10&pageNo=1`)).json();
    expect(list.data.find((x: Payment) => x._id === p._id)).toMatchObject({
      paymentStatus: 'REVERSED',
      reversal: { reason: 'Paid to the wrong account' },
    });
    // The reversed salary's month can be paid again.
    expect((await pay(teacherB, salary(thisMonth, 51000), adminB)).statusCode).toBe(200);

    const history = await t.with(adminB).get(`staff/payment/history/${p._id}`);
    expect(history.statusCode).toBe(200);
    const entries = history.json().data as {
      type: string;
      summary: string;
      amount?: number;
      reason?: string;
      actor: { role: string; displayName: string };
    }[];
    expect(entries.map((e) => e.type)).toEqual(['StaffPaymentRecorded', 'StaffPaymentReversed']);
    expect(entries[0]).toMatchObject({
      summary: expect.stringMatching(/^Salary for \w+ \d{4} paid$/),
      amount: 52000,
      actor: { role: 'ADMIN', displayName: 'Rajesh Kumar' },
    });
    expect(entries[1]).toMatchObject({ summary: 'Payment reversed', reason: 'Paid to the wrong account', amount: 52000 });
    // The teacher reads the history of their own payment, not of someone else's.
    expect((await t.as('TEACHER', 'b').get(`staff/payment/history/${p._id}`)).statusCode).toBe(200);
    expect((await t.as('STAFF', 'b').get(`staff/payment/history/${p._id}`)).statusCode).toBe(403);
    expect((await t.with(adminB).get('staff/payment/history/nope')).statusCode).toBe(404);
  });

  it('pages newest first and filters the institute-wide list by month and type', async () => {
    const staffB = t.schoolB.users.get('STAFF')!;
    const adminB = await t.as('ADMIN', 'b');
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(
        (
          await pay(staffB, { paymentType: 'OTHER', paymentMethod: 'CASH', amount: 100 + i, paymentMonth: `${year - 1}-11-01` }, adminB)
        ).json().data._id,
      );
    }
    await t.settle();
    const p1 = (await t.with(adminB).get(`staff/payment/${staffB}?perPage=10&pageNo=1`)).json();
    const p2 = (await t.with(adminB).get(`staff/payment/${staffB}?perPage=10&pageNo=2`)).json();
    expect(p1).toMatchObject({ totalCount: 12, perPage: 10, pageNo: 1, isLastChunk: false });
    expect(p2).toMatchObject({ totalCount: 12, pageNo: 2, isLastChunk: true });
    expect([...p1.data, ...p2.data].map((x: Payment) => x._id)).toEqual([...ids].reverse());
    const all = (await t.with(adminB).get(`staff/payment?month=${year - 1}-11&paymentType=OTHER&perPage=50`)).json();
    expect(all.totalCount).toBe(12);
    expect(all.data[0]).toMatchObject({ _id: ids[11], staff: { _id: staffB, role: 'STAFF' } });
    expect((await t.with(adminB).get(`staff/payment?month=${year - 1}-10`)).json().totalCount).toBe(0);
    expect((await t.with(adminB).get('staff/payment?month=2026-13')).statusCode).toBe(400);
    expect((await t.with(adminB).get(`staff/payment?searchTitle=zzz-nobody`)).json().totalCount).toBe(0);
    // A search by the name of the person paid finds their payments, and only payments to someone of that name.
    const name = all.data[0].staff.displayName as string;
    const named = (await t.with(adminB).get(`staff/payment?searchTitle=${encodeURIComponent(name.slice(1, -1))}&perPage=50`)).json();
    expect(named.totalCount).toBeGreaterThanOrEqual(12);
    const part = name.slice(1, -1).toLowerCase();
    expect(named.data.every((x: { staff: { displayName: string } }) => x.staff.displayName.toLowerCase().includes(part))).toBe(true);
  });
});
