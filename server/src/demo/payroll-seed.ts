import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';
import { instituteDay } from '../platform/days.js';

type Headers = Record<string, string>;

/** The `count` months before `month` (YYYY-MM), oldest first. */
export function monthsBefore(month: string, count: number): string[] {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const m = index - count + i;
    return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
}

/** A monthly salary per staff member, the same every run (role and place in the list decide). */
const salaryOf = (role: string, i: number) => (role === 'TEACHER' ? 42000 + (i % 5) * 3500 : 24000 + (i % 3) * 2500);

const inr = (n: number) => n.toLocaleString('en-IN');

/** The demo's own teacher and staff member (who sign in): six months of pay, so My pay and its payslips have a history. */
const DEMO_LOGINS = ['teacher@demo.school', 'staff@demo.school'];
/** How many months before this one are paid: everyone three, the demo logins six. */
export const DEMO_PAID_MONTHS = { others: 3, logins: 6 } as const;

/**
 * Staff pay for the demo, through the API: the salaries of the three months before this one for every TEACHER and
 * STAFF member (six for the demo teacher and staff member; this month is left to pay), a festival bonus for two of them
 * and one travel reimbursement. The demo teacher's oldest salary was first entered with a wrong amount and reversed, so
 * My pay shows a REVERSED payslip beside the right one.
 */
export async function seedPayroll(rt: Runtime, app: FastifyInstance, headers: Headers, now: Date): Promise<number> {
  const list = await app.inject({
    method: 'GET',
    url: '/api/v1/user?role=STAFF&role=TEACHER&perPage=200',
    headers: { ...headers, 'x-min-position': (await rt.store.head()).toString() },
  });
  if (list.statusCode !== 200) throw new Error(`demo payroll staff list: ${list.body}`);
  const staff = (list.json() as { data: { _id: string; displayName: string; role: string; email: string | null }[] }).data.sort(
    (a, b) => a.displayName.localeCompare(b.displayName) || a._id.localeCompare(b._id),
  );
  const months = monthsBefore(instituteDay(now).slice(0, 7), DEMO_PAID_MONTHS.others);
  const loginMonths = monthsBefore(instituteDay(now).slice(0, 7), DEMO_PAID_MONTHS.logins);
  const pay = async (staffId: string, payload: Record<string, unknown>) => {
    const r = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/payment/create/${staffId}`,
      headers,
      payload: { paymentStatus: 'SUCCESSFUL', paymentMethod: 'ONLINE', ...payload },
    });
    if (r.statusCode !== 200) throw new Error(`demo staff payment: ${r.body}`);
    return (r.json() as { data: { _id: string } }).data._id;
  };
  let n = 0;
  // What a payslip names besides the name: the demo logins' employee id and designation.
  for (const [i, email] of DEMO_LOGINS.entries()) {
    const s = staff.find((x) => x.email === email);
    if (!s) continue;
    const r = await app.inject({
      method: 'PUT',
      url: `/api/v1/user/update/${s._id}`,
      headers,
      payload: { employmentCode: `EMP${String(901 + i)}`, designation: s.role === 'TEACHER' ? 'Senior Lecturer' : 'Office Administrator' },
    });
    if (r.statusCode !== 200) throw new Error(`demo employee details: ${r.body}`);
  }
  const teacher = staff.find((s) => s.email === DEMO_LOGINS[0]);
  if (teacher) {
    // Entered with a wrong amount, reversed with a reason; the right salary for that month is paid below.
    const right = salaryOf(teacher.role, staff.indexOf(teacher));
    const wrong = await pay(teacher._id, { paymentType: 'SALARY', paymentMonth: `${loginMonths[0]}-01`, amount: right / 10 });
    const r = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/payment/reverse/${wrong}`,
      headers,
      payload: { reason: `Entered as ₹${inr(right / 10)} instead of ₹${inr(right)}: paid again with the right amount` },
    });
    if (r.statusCode !== 200) throw new Error(`demo staff payment reversal: ${r.body}`);
    n++;
  }
  await Promise.all(
    staff.map(async (s, i) => {
      for (const month of DEMO_LOGINS.includes(s.email ?? '') ? loginMonths : months) {
        await pay(s._id, {
          paymentType: 'SALARY',
          paymentMonth: `${month}-01`,
          amount: salaryOf(s.role, i),
          ...(s.role === 'STAFF' && i % 2 ? { paymentMethod: 'CASH' } : {}),
        });
        n++;
      }
    }),
  );
  const last = months[months.length - 1]!;
  const extras: [number, Record<string, unknown>][] = [
    [0, { paymentType: 'BONUS', paymentMonth: `${last}-01`, amount: 5000, note: 'Festival bonus' }],
    [1, { paymentType: 'BONUS', paymentMonth: `${last}-01`, amount: 5000, note: 'Festival bonus' }],
    [
      2,
      {
        paymentType: 'OTHER',
        paymentMethod: 'CASH',
        paymentMonth: `${months[1]}-01`,
        amount: 1850,
        note: 'Travel for the science exhibition',
      },
    ],
  ];
  for (const [i, payload] of extras) {
    const s = staff[i];
    if (!s) continue;
    await pay(s._id, payload);
    n++;
  }
  return n;
}
