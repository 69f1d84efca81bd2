import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, startTestApp, type TestApp } from './support/harness.js';

/**
 * Input the API must refuse with a 400 and a clear message: dates outside the window of their field (a leave in
 * 9999 used to loop over days until the process ran out of memory), numbers sent as booleans or strings, amounts
 * over the cap, years that are not years, bank details and web addresses that are not what they claim, and
 * e-mail addresses that could never sign in.
 */
let t: TestApp;
let admin: Record<string, string>;
let teacher: string;
let student: string;

const dayFmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const today = dayFmt.format(new Date());
const plus = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const WITHIN = /must be between \d{4}-\d{2}-\d{2} and \d{4}-\d{2}-\d{2}\.$/;

const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) => t.with(headers).send(method, url, payload);
const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
  const f = multipart(fields);
  return t.with(admin).send(method, url, f.payload, { headers: f.headers });
};
const refused = (r: { statusCode: number; body: string; json: () => { error?: string } }) => {
  expect(r.statusCode, r.body).toBe(400);
  return r.json().error!;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  teacher = t.schoolA.users.get('TEACHER')!;
  student = t.schoolA.users.get('STUDENT')!;
});
afterAll(async () => t?.close());

describe('a leave in the year 9999 is refused at once, not looped over', () => {
  const leave = { staff: '', leaveCode: 'SICK_LEAVE', leaveType: 'FULL_DAY', leaveDate: '9999-12-31', reason: 'Far away' };

  it('POST staff/leave/create answers 400 for a day in 9999, and for one past 9999', async () => {
    const r = await send('POST', 'staff/leave/create', { ...leave, staff: teacher });
    expect(refused(r)).toMatch(/^Leave date must be between/);
    expect(refused(r)).toMatch(WITHIN);
    const multi = await send('POST', 'staff/leave/create', {
      ...leave,
      staff: teacher,
      leaveType: 'MULTIPLE_DAY',
      leaveDate: plus(1),
      expectedJoiningDate: '9999-12-31',
    });
    expect(refused(multi)).toMatch(/^Expected joining date must be between/);
    const past = await send('POST', 'staff/leave/create', {
      ...leave,
      staff: teacher,
      leaveType: 'MULTIPLE_DAY',
      leaveDate: plus(1),
      expectedJoiningDate: '+010000-01-01',
    });
    expect(refused(past)).toBe('Expected joining date must be a date, e.g. 2026-03-02.');
  });

  it('PUT staff/leave/edit/:id answers 400 for a multi-day leave ending in 9999, and the leave keeps its days', async () => {
    const created = await send('POST', 'staff/leave/create', { ...leave, staff: teacher, leaveDate: plus(3) });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data._id as string;
    const r = await send('PUT', `staff/leave/edit/${id}`, {
      ...leave,
      staff: teacher,
      leaveType: 'MULTIPLE_DAY',
      leaveDate: plus(3),
      expectedJoiningDate: '9999-12-31',
    });
    expect(refused(r)).toMatch(/^Expected joining date must be between/);
    const longer = await send('PUT', `staff/leave/edit/${id}`, {
      ...leave,
      staff: teacher,
      leaveType: 'MULTIPLE_DAY',
      leaveDate: plus(3),
      expectedJoiningDate: plus(3 + 400),
    });
    expect(refused(longer)).toBe('A leave can be at most 366 days long.');
    const events = await t.rt.store.readStream(`staffLeave-${id}`);
    expect(events.map((e) => e.type)).toEqual(['StaffLeaveRecorded']);
  });
});

describe('every date field has a window', () => {
  it('holidays, fee periods, attendance and pay months far in the past or future are refused with the window', async () => {
    expect(refused(await send('POST', 'holiday', { startDate: '0000-01-01', endDate: '0000-01-02', title: 'Old' }))).toMatch(
      /^Start date must be between/,
    );
    expect(refused(await send('POST', 'holiday', { startDate: today, endDate: '9999-12-31', title: 'Long' }))).toMatch(
      /^End date must be between/,
    );
    expect(
      refused(
        await send('POST', 'student-fee/create', {
          fees: 'x',
          batch: 'y',
          amount: 10,
          feeType: 'RECURRING',
          startDate: today,
          endDate: '9999-12-31',
        }),
      ),
    ).toMatch(/^End date must be between/);
    expect(refused(await send('POST', 'staff/attendance/create', { user: teacher, isPresent: true, date: '1900-01-01' }))).toMatch(
      /^Date must be between/,
    );
    // Epoch milliseconds: a huge number is a day far in the future.
    expect(refused(await send('POST', 'staff/attendance-by-date', { date: '253402300800000' }))).toMatch(/^Date must be between/);
    expect(refused(await send('POST', 'staff/attendance/create', { user: teacher, isPresent: true, date: '8640000000000000' }))).toMatch(
      /^Date must be/,
    );
    expect(
      refused(
        await send('POST', `staff/payment/create/${teacher}`, {
          paymentType: 'SALARY',
          paymentMethod: 'CASH',
          amount: 10,
          paymentMonth: '1899-12-01',
        }),
      ),
    ).toMatch(/^Payment date must be between/);
    const q = await t.with(admin).get('finance?startDate=0001-01-01T00:00:00Z');
    expect(refused(q)).toMatch(/^startDate must be between 1900-01-01/);
  });

  it("a date of birth before 1900 or after today is refused, with the spec's message; a start of experience likewise", async () => {
    expect(refused(await form('PUT', `user/update/${student}`, { dateOfBirth: '1899-12-31' }))).toBe('Please choose a valid date of birth');
    expect(refused(await form('PUT', `user/update/${student}`, { dateOfBirth: plus(2) }))).toBe('Please choose a valid date of birth');
    expect(refused(await form('PUT', `user/update/${teacher}`, { experience: '0001-01-01' }))).toMatch(
      /^Experience must be between 1900-01-01 and /,
    );
    const ok = await form('PUT', `user/update/${student}`, { dateOfBirth: '2010-05-01' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('session years must be four-digit years in range, the end after the start', async () => {
    expect(refused(await send('POST', 'session/create', { startYear: '0001-01-01', endYear: '0002-01-01' }))).toMatch(
      /^From year must be between 1950 and \d{4}\.$/,
    );
    expect(refused(await send('POST', 'session/create', { startYear: '1', endYear: '2' }))).toBe(
      'From year must be an ISO date, e.g. 2025-01-01.',
    );
    expect(refused(await send('POST', 'session/create', { startYear: '2025-01-01', endYear: '9999-01-01' }))).toMatch(
      /^To year must be between 1950 and/,
    );
    expect(refused(await send('POST', 'session/create', { startYear: '2026-01-01', endYear: '2025-01-01' }))).toMatch(
      /^To year must be after From year/,
    );
  });
});

describe('numbers are numbers', () => {
  const money: [string, string, object][] = [
    ['finance', 'finance/create', { title: 'Chairs', financeType: 'DEBIT' }],
    ['fee master', 'fee/create', { title: 'Library' }],
    [
      'staff payment',
      'staff/payment/create/TEACHER',
      { paymentType: 'BONUS', paymentMethod: 'CASH', paymentMonth: `${today.slice(0, 7)}-01` },
    ],
    ['student fee', 'student-fee/create', { fees: 'x', batch: 'y', feeType: 'ONETIME', startDate: today, endDate: plus(30) }],
    ['student payment', 'student/pay/STUDENT', { paymentMode: 'CASH', studentFeesId: 'x' }],
  ];
  const url = (u: string) => u.replace('TEACHER', teacher).replace('STUDENT', student);

  it('refuses amount: true, a string and a non-number on the five money routes', async () => {
    for (const [name, u, body] of money) {
      for (const amount of [true, '5', 'abc', false]) {
        const msg = refused(await send('POST', url(u), { ...body, amount }));
        expect(msg, `${name} amount=${JSON.stringify(amount)}`).toMatch(/^(Payment amount|Amount) must be (a positive number|more than 0)/);
      }
    }
  });

  it('refuses an amount over the cap (₹10,00,00,000 unless raised), with the limit in the message', async () => {
    expect(refused(await send('POST', 'finance/create', { title: 'Huge', financeType: 'CREDIT', amount: 1e12 }))).toBe(
      'Amount cannot be more than ₹10,00,00,000; an operator can raise this limit (MAX_AMOUNT_RUPEES).',
    );
    expect(refused(await send('POST', `staff/payment/create/${teacher}`, { ...money[2]![2], amount: 1e9 }))).toBe(
      'Payment amount cannot be more than ₹10,00,00,000; an operator can raise this limit (MAX_AMOUNT_RUPEES).',
    );
    const atCap = await send('POST', 'finance/create', { title: 'At the cap', financeType: 'CREDIT', amount: 1e8 });
    expect(atCap.statusCode, atCap.body).toBe(200);
    process.env.MAX_AMOUNT_RUPEES = '2000000000';
    try {
      const raised = await send('POST', 'finance/create', { title: 'Raised', financeType: 'CREDIT', amount: 1e9 });
      expect(raised.statusCode, raised.body).toBe(200);
    } finally {
      delete process.env.MAX_AMOUNT_RUPEES;
    }
  });

  it('a multipart form still sends numbers as digits, but not as words or flags', async () => {
    const batch = { session: 'no-such', course: 'no-such', branch: 'no-such', headOfDepartment: teacher };
    for (const maximumStudent of ['true', 'abc', '1.5']) {
      expect(refused(await form('POST', 'batch/create', { ...batch, maximumStudent }))).toBe(
        'Maximum Students must be a whole number of at least 1.',
      );
    }
    const digits = await form('POST', 'batch/create', { ...batch, maximumStudent: '30' });
    expect(digits.statusCode).toBeLessThan(500);
    expect(digits.json().error).not.toMatch(/Maximum Students/);
  });
});

describe('formats', () => {
  it('an account number is 9 to 18 digits and an IFSC code is 4 letters, 0, 6 letters or digits', async () => {
    expect(refused(await form('PUT', `user/update/${teacher}`, { accountNumber: '12345ABC90' }))).toBe(
      'Account number must be 9 to 18 digits.',
    );
    expect(refused(await form('PUT', `user/update/${teacher}`, { accountNumber: '1234567' }))).toBe(
      'Account number must be 9 to 18 digits.',
    );
    expect(refused(await form('PUT', `user/update/${teacher}`, { ifscCode: '<b>SBIN0001234</b>' }))).toMatch(
      /^IFSC code must be 4 capital letters/,
    );
    expect(refused(await form('PUT', `user/update/${teacher}`, { ifscCode: 'SBIN1001234' }))).toMatch(/^IFSC code must be/);
    const ok = await form('PUT', `user/update/${teacher}`, { accountNumber: '001234567890', ifscCode: 'SBIN0001234' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a web address is http or https only', async () => {
    expect(refused(await form('PUT', `user/update/${teacher}`, { webUrl: 'javascript:alert(1)' }))).toBe(
      'Website must be an http:// or https:// address.',
    );
    expect(refused(await form('PUT', `user/update/${teacher}`, { webUrl: 'https://x.test/"><script>' }))).toBe(
      'Website must be an http:// or https:// address.',
    );
    const reg = { name: 'Web', email: 'web@a.test', phoneNumber: '9123456780', gender: 'MALE', caste: 'OBC', countryCode: '+91' };
    expect(refused(await send('POST', 'auth/management/register', { ...reg, role: 'TEACHER', webUrl: 'javascript:alert(1)' }))).toBe(
      'Website must be an http:// or https:// address.',
    );
    const ok = await form('PUT', `user/update/${teacher}`, { webUrl: 'https://school.example/teacher' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('an e-mail with non-ASCII characters is refused at registration, with its own message', async () => {
    const reg = { name: 'Zoë', phoneNumber: '9123456781', gender: 'FEMALE', caste: 'OBC', countryCode: '+91', role: 'TEACHER' };
    expect(refused(await send('POST', 'auth/management/register', { ...reg, email: 'zoë@a.test' }))).toBe(
      'Email may contain only English letters, digits and the usual symbols (no accents, other scripts or spaces).',
    );
    expect(refused(await send('POST', 'auth/management/register', { ...reg, email: 'not-an-email' }))).toBe(
      'Please enter a valid email address',
    );
  });
});
