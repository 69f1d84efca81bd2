import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../server/src/platform/pdf/pdf-text.test-util.js';
import { grant, multipart, png, revoke, startTestApp, type TestApp } from './support/harness.js';

/**
 * Payslips (issue 11 part 5): `GET staff/payment/payslip/:paymentId` gives the PDF of one staff payment to the person paid
 * and to whoever may read everyone's pay; `GET staff/payment/mine` lists the caller's own payments.
 */
let t: TestApp;
let teacherId: string;
let staffId: string;
let position = '0';
const paid: Record<string, { _id: string; payslipNo: string; paymentMonth: string }> = {};

const kolkataMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
  .format(new Date())
  .slice(0, 7);
/** `n` months before the institute's current month, YYYY-MM. */
const monthsAgo = (n: number) => {
  const i = Number(kolkataMonth.slice(0, 4)) * 12 + Number(kolkataMonth.slice(5, 7)) - 1 - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const label = (yyyyMm: string) => `${MONTHS[Number(yyyyMm.slice(5, 7)) - 1]} ${yyyyMm.slice(0, 4)}`;
const track = <R extends { statusCode: number; body: string; headers: Record<string, unknown> }>(r: R): R => {
  expect(r.statusCode, r.body).toBe(200);
  const p = r.headers['x-position'];
  if (typeof p === 'string' && BigInt(p) > BigInt(position)) position = p;
  return r;
};

beforeAll(async () => {
  t = await startTestApp();
  teacherId = t.schoolA.users.get('TEACHER')!;
  staffId = t.schoolA.users.get('STAFF')!;
  const admin = t.as('ADMIN');
  // The letterhead (address and logo), the teacher's employee id, designation and department.
  const form = multipart({
    instituteName: 'A School',
    email: 'office@a.test',
    phoneNumber: '9876500001',
    admin: t.schoolA.users.get('ADMIN')!,
    description: 'A school',
    address: '1 Station Road, Pune 411001',
    logo: { filename: 'logo.png', contentType: 'image/png', data: png(8, 8) },
  });
  track(
    await t.inject({
      method: 'PUT',
      url: `/api/v1/institute/${t.schoolA.instituteId}`,
      headers: { ...(await t.as('SUPER_ADMIN')), ...form.headers },
      payload: form.payload,
    }),
  );
  track(await admin.put(`user/update/${teacherId}`, { employmentCode: 'EMP2042', designation: 'Senior Teacher' }));
  const dept = track(await admin.post('department/create', { title: 'Science', description: 'Physics, chemistry, biology' }));
  track(await admin.put('department/assign-staff', { departmentId: dept.json().data._id, staffId: teacherId }));
  const pay = async (key: string, id: string, body: Record<string, unknown>) => {
    const r = track(await admin.post(`staff/payment/create/${id}`, { paymentStatus: 'SUCCESSFUL', paymentMethod: 'ONLINE', ...body }));
    paid[key] = r.json().data;
  };
  await pay('t1', teacherId, { paymentType: 'SALARY', paymentMonth: `${monthsAgo(2)}-01`, amount: 45500.5 });
  await pay('t2', teacherId, { paymentType: 'SALARY', paymentMonth: `${monthsAgo(1)}-01`, amount: 46000, paymentMethod: 'CASH' });
  await pay('tBonus', teacherId, { paymentType: 'BONUS', paymentMonth: `${monthsAgo(1)}-01`, amount: 5000, note: 'Festival bonus' });
  await pay('s1', staffId, { paymentType: 'SALARY', paymentMonth: `${monthsAgo(1)}-01`, amount: 24000 });
  track(await admin.post(`staff/payment/reverse/${paid.t2!._id}`, { reason: 'Paid twice by mistake' }));
  await t.settle();
});
afterAll(async () => t?.close());

const payslip = (role: Parameters<TestApp['as']>[0], id: string, school: 'a' | 'b' = 'a') =>
  t.as(role, school).get(`staff/payment/payslip/${id}`, { at: position });

describe('GET staff/payment/payslip/:paymentId', () => {
  it('gives the teacher their own payslip: letterhead, number, employee, month, amounts, words, mode', async () => {
    const r = await payslip('TEACHER', paid.t1!._id);
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/pdf/);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="payslip-${paid.t1!.payslipNo}.pdf"`);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(paid.t1!.payslipNo).toMatch(/^PAY-\d{8}-[0-9A-F]{8}$/);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const raw = r.rawPayload.toString('latin1');
    expect(raw).toContain('/Subtype /Image');
    const text = pdfText(r.rawPayload);
    for (const s of [
      'A School',
      '1 Station Road, Pune 411001',
      'PAYSLIP',
      paid.t1!.payslipNo,
      `Salary for ${label(monthsAgo(2))}`,
      'Teacher',
      'EMP2042',
      'Senior Teacher',
      'Science',
      '45,500.50',
      'No deductions',
      'Rupees Forty Five Thousand Five Hundred and Fifty Paise Only',
      'Online',
      'PAID',
    ]) {
      expect(text, s).toContain(s);
    }
    expect(text).not.toContain(paid.t1!._id);
  });

  it('says REVERSED, when and why, on a reversed payment', async () => {
    const r = await payslip('TEACHER', paid.t2!._id);
    expect(r.statusCode).toBe(200);
    const text = pdfText(r.rawPayload);
    expect(text).toContain('REVERSED');
    expect(text).toContain('Paid twice by mistake');
    expect(text).toContain('Cash');
  });

  it('answers another person’s payment and another institute’s as not found', async () => {
    for (const [role, id] of [
      ['TEACHER', paid.s1!._id],
      ['STAFF', paid.t1!._id],
    ] as const) {
      const r = await payslip(role, id);
      expect(r.statusCode, `${role} ${r.body}`).toBe(404);
      expect(r.json()).toEqual({ error: 'Payment not found.' });
    }
    for (const role of ['ADMIN', 'TEACHER', 'SUPER_ADMIN'] as const) {
      expect((await payslip(role, paid.t1!._id, 'b')).statusCode, role).toBe(404);
    }
    expect((await payslip('ADMIN', 'no-such-payment')).statusCode).toBe(404);
  });

  it('gives an administrator anyone’s payslip, and a MANAGER or STAFF member only with the payment module', async () => {
    for (const role of ['ADMIN', 'SUPER_ADMIN'] as const) {
      const r = await payslip(role, paid.s1!._id);
      expect(r.statusCode, role).toBe(200);
      expect(pdfText(r.rawPayload)).toContain('24,000.00');
    }
    const refused = await payslip('MANAGER', paid.t1!._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You may only view your own payments.' });
    await grant(t, 'MANAGER', ['payment']);
    await grant(t, 'STAFF', ['payment']);
    try {
      expect((await payslip('MANAGER', paid.t1!._id)).statusCode).toBe(200);
      expect((await payslip('STAFF', paid.t1!._id)).statusCode).toBe(200);
    } finally {
      await revoke(t, 'MANAGER', ['payment']);
      await revoke(t, 'STAFF', ['payment']);
    }
    expect((await payslip('STAFF', paid.t1!._id)).statusCode).toBe(404);
    // Their own never needs the module.
    expect((await payslip('STAFF', paid.s1!._id)).statusCode).toBe(200);
  });

  it('refuses students and parents', async () => {
    for (const role of ['STUDENT', 'PARENT'] as const) {
      const r = await payslip(role, paid.t1!._id);
      expect(r.statusCode, role).toBe(403);
    }
  });
});

describe('GET staff/payment/mine', () => {
  it('lists only the caller’s payments, newest month first, with the payslip number, in the spec envelope', async () => {
    const r = await t.as('TEACHER').get('staff/payment/mine?perPage=2&pageNo=1', { at: position });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ message: 'My payments', totalCount: 3, perPage: 2, pageNo: 1, isLastChunk: false });
    expect(body.data.map((p: { paymentMonth: string }) => p.paymentMonth)).toEqual([`${monthsAgo(1)}-01`, `${monthsAgo(1)}-01`]);
    const next = (await t.as('TEACHER').get('staff/payment/mine?perPage=2&pageNo=2', { at: position })).json();
    expect(next).toMatchObject({ totalCount: 3, isLastChunk: true });
    const all = [...body.data, ...next.data] as { _id: string; staffId: string; payslipNo: string; paymentStatus: string }[];
    expect(all.every((p) => p.staffId === teacherId)).toBe(true);
    expect(all.map((p) => p._id).sort()).toEqual([paid.t1!._id, paid.t2!._id, paid.tBonus!._id].sort());
    expect(all.find((p) => p._id === paid.t2!._id)).toMatchObject({ paymentStatus: 'REVERSED', payslipNo: paid.t2!.payslipNo });

    const staff = (await t.as('STAFF').get('staff/payment/mine', { at: position })).json();
    expect(staff.data.map((p: { _id: string }) => p._id)).toEqual([paid.s1!._id]);
    const manager = await t.as('MANAGER').get('staff/payment/mine', { at: position });
    expect(manager.json()).toMatchObject({ data: [], totalCount: 0 });
    const filtered = (await t.as('TEACHER').get(`staff/payment/mine?paymentType=BONUS`, { at: position })).json();
    expect(filtered.data.map((p: { _id: string }) => p._id)).toEqual([paid.tBonus!._id]);
  });

  it('is for the staff roles only', async () => {
    for (const role of ['STUDENT', 'PARENT', 'ADMIN'] as const) {
      expect((await t.as(role).get('staff/payment/mine')).statusCode, role).toBe(403);
    }
    expect((await t.with().get('staff/payment/mine')).statusCode).toBe(401);
  });
});
