import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';
import { sendAutomaticReminders, sendManualReminders } from '../modules/student-fees/index.js';

type Headers = Record<string, string>;
const DAY = 86_400_000;

/**
 * Fee reminders of the demo (after the fees): automatic reminders 30 days after the due date, the automatic pass of
 * yesterday already made, and two reminders sent by the admin in the last days (the demo student's, three days ago:
 * their parent has it in the inbox). Through the same calls and commands as the panel; the days in the past are the
 * commands' own clock.
 */
export async function seedFeeReminders(
  rt: Runtime,
  app: FastifyInstance,
  headers: Headers,
  demo: { instituteId: string; adminId: string; studentId: string },
  now: Date,
) {
  const r = await app.inject({ method: 'PUT', url: '/api/v1/student-fee/reminder-settings', headers, payload: { daysAfterDue: 30 } });
  if (r.statusCode !== 200) throw new Error(`demo reminder settings: ${r.body}`);
  await rt.runner.waitFor(['student_charge', 'fee_reminder', 'student'], await rt.store.head(), 10_000);
  const ctx = (daysAgo: number) => ({
    actor: { userId: demo.adminId, role: 'ADMIN' as const },
    instituteId: demo.instituteId,
    correlationId: 'demo-seed-reminders',
    now: new Date(now.getTime() - daysAgo * DAY),
  });
  const list = await app.inject({ method: 'GET', url: '/api/v1/student-fee/defaulters?perPage=5&pageNo=1', headers });
  const other = (list.json() as { data: { student: { _id: string } }[] }).data
    .map((d) => d.student._id)
    .find((id) => id !== demo.studentId);
  // Muted: the demo's reminder e-mails go to the outbox only, not to the console. The reminders by hand come first (in
  // the order of their days), then yesterday's automatic pass.
  rt.mailer.muted = true;
  try {
    if (other) await sendManualReminders(rt, ctx(6), [other]).catch(() => undefined);
    await sendManualReminders(rt, ctx(3), [demo.studentId]).catch(() => undefined);
    await sendAutomaticReminders(rt, new Date(now.getTime() - DAY));
  } finally {
    rt.mailer.muted = false;
  }
}
