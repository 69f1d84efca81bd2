import type { FastifyInstance } from 'fastify';

type Headers = Record<string, string>;

/**
 * Student fees of the demo, through the API: monthly tuition (RECURRING) for every batch, an exam fee (ONETIME) for
 * two, cash payments of the months already due for a handful of students (the demo student among them), one online
 * payment through the sandbox checkout (when the sandbox is the provider: a test payment), and one reversed cash payment.
 */
export async function seedFees(app: FastifyInstance, headers: Headers, demo: { studentId: string; batches: { id: string }[] }, now: Date) {
  let position: string | undefined;
  const request = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> => {
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
}
