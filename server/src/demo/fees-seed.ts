import type { FastifyInstance } from 'fastify';

type Headers = Record<string, string>;

/**
 * Student fees of the demo, through the API: monthly tuition (RECURRING) for every batch, an exam fee (ONETIME) for
 * two, cash payments of the months already due for a handful of students (the demo student among them), one online
 * payment through the sandbox checkout (when the sandbox is the provider: a test payment), and one reversed cash payment.
 */
export async function seedFees(app: FastifyInstance, headers: Headers, demo: { studentId: string; batches: { id: string }[] }, now: Date) {
  let position: string | undefined;
  const request: Request = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> => {
    const r = await app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...headers, ...(position ? { 'x-min-position': position } : {}) },
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
    if (r.statusCode !== 200) throw new Error(`demo fees ${url}: ${r.body}`);
    position = (r.headers['x-position'] as string | undefined) ?? position;
    return (r.json() as { data: T }).data;
  };
  const fees = await request<{ _id: string; title: string }[]>('GET', 'fees?perPage=100&pageNo=1');
  const feeId = (title: string) => {
    const f = fees.find((x) => x.title === title);
    if (!f) throw new Error(`demo fees: no fee master "${title}"`);
    return f._id;
  };
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  // Twelve months of tuition, three of them already past, due on the 10th.
  const tuitionStart = day(new Date(Date.UTC(y, m - 3, 1)));
  const tuitionEnd = day(new Date(Date.UTC(y, m + 9, 0)));
  for (const b of demo.batches) {
    await request('POST', 'student-fee/create', {
      fees: feeId('Tuition fee'),
      batch: b.id,
      amount: 3750,
      feeType: 'RECURRING',
      startDate: tuitionStart,
      endDate: tuitionEnd,
      dueDay: 10,
    });
  }
  const examStart = day(new Date(now.getTime() - 20 * 86_400_000));
  const examEnd = day(new Date(now.getTime() + 25 * 86_400_000));
  for (const b of demo.batches.slice(0, 2)) {
    await request('POST', 'student-fee/create', {
      fees: feeId('Examination fee'),
      batch: b.id,
      amount: 2500,
      feeType: 'ONETIME',
      startDate: examStart,
      endDate: examEnd,
    });
  }

  type Pending = { _id: string; amount: number; fees: { title: string }; dueDate: string };
  const today = day(now);
  // The online payment needs the sandbox (`npm start`'s embedded demo has it; a demo on another provider skips it).
  const sandbox = (await request<{ provider: string }>('GET', 'payment/settings')).provider === 'sandbox';
  const students = await request<{ _id: string }[]>('GET', `batch/${demo.batches[0]!.id}/students?perPage=6&pageNo=1`);
  const payers = [
    demo.studentId,
    ...students
      .map((s) => s._id)
      .filter((id) => id !== demo.studentId)
      .slice(0, 4),
  ];
  const cashPayments: string[] = [];
  for (const [i, studentId] of payers.entries()) {
    const pending = await request<Pending[]>('GET', `student/student-fee/${studentId}`);
    // The tuition months already due, paid in cash; the last payer pays only half of one month.
    const due = pending.filter((c) => c.fees.title === 'Tuition fee' && c.dueDate <= today).slice(0, i === 0 ? 2 : 3);
    for (const c of due) {
      const amount = i === payers.length - 1 ? c.amount / 2 : c.amount;
      const p = await request<{ _id: string }>('POST', `student/pay/${studentId}`, { paymentMode: 'CASH', studentFeesId: c._id, amount });
      cashPayments.push(p._id);
    }
    if (studentId === demo.studentId && sandbox) {
      // The exam fee online, through the sandbox's stand-in for the hosted checkout (a test payment).
      const exam = pending.find((c) => c.fees.title === 'Examination fee');
      if (exam) {
        const order = await request<{ orderId: string }>('POST', `student/pay/${studentId}`, {
          paymentMode: 'ONLINE',
          studentFeesId: exam._id,
          amount: exam.amount,
        });
        const proof = await request<Record<string, string>>('POST', `payment/sandbox/checkout/${order.orderId}`, { outcome: 'success' });
        await request('POST', 'student/pay/verify', { orderId: order.orderId, ...proof });
      }
    }
  }
  const bounced = cashPayments[cashPayments.length - 2];
  if (bounced)
    await request('POST', `student/payment/reverse/${bounced}`, { reason: 'Entered against the wrong student; refunded at the counter.' });
  await seedLateFeesAndScholarship(request, demo, now, payers);
}

type Request = <T>(method: 'GET' | 'POST', url: string, payload?: unknown) => Promise<T>;

/**
 * Late fees and concessions (issue 11): the transport fee of the first batch, due 12 days ago, carries ₹25 a day up to
 * ₹500; one classmate paid it, the late-fee job runs once (the demo student and the others get their late fee), and the
 * demo student's next tuition month has a 25% merit scholarship granted by the admin.
 */
async function seedLateFeesAndScholarship(
  request: Request,
  demo: { studentId: string; batches: { id: string }[] },
  now: Date,
  payers: string[],
) {
  const fees = await request<{ _id: string; title: string }[]>('GET', 'fees?perPage=100&pageNo=1');
  const transport = fees.find((f) => f.title === 'Transport fee');
  if (!transport) return;
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await request('POST', 'student-fee/create', {
    fees: transport._id,
    batch: demo.batches[0]!.id,
    amount: 1200,
    feeType: 'ONETIME',
    startDate: day(-40),
    endDate: day(-12),
    lateFeeType: 'PER_DAY',
    lateFeeAmount: 25,
    lateFeeCap: 500,
  });
  type Pending = { _id: string; amount: number; fees: { title: string }; dueDate: string; kind?: string };
  const punctual = payers.find((id) => id !== demo.studentId);
  if (punctual) {
    const due = (await request<Pending[]>('GET', `student/student-fee/${punctual}`)).find((c) => c.fees.title === 'Transport fee');
    if (due) await request('POST', `student/pay/${punctual}`, { paymentMode: 'CASH', studentFeesId: due._id, amount: due.amount });
  }
  await request('POST', 'student-fee/late-fees/run', {});
  const today = day(0);
  const next = (await request<Pending[]>('GET', `student/student-fee/${demo.studentId}`)).find(
    (c) => c.fees.title === 'Tuition fee' && c.dueDate > today && c.kind !== 'LATE_FEE',
  );
  if (next) {
    await request('POST', `student-fee/concession/${next._id}`, {
      kind: 'SCHOLARSHIP',
      percent: 25,
      reason: 'Merit scholarship: first in the class in the term 1 examinations.',
    });
  }
}
