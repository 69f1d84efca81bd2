import { sql } from 'kysely';
import {
  ErrorReply,
  FeeReminderSettingsBody,
  FeeReminderSettingsReply,
  FeeRemindersReply,
  SendFeeRemindersBody,
  SendFeeRemindersReply,
  StudentIdParams,
  reminderRupees,
  reminderText,
  reminderTitle,
  type FeeReminderRow,
  type FeeReminderSent,
  type AppendResult,
  type ReminderCharge,
  type Role,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { CommandContext } from '../../platform/commands.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok } from '../../platform/http/reply.js';
import { uuidFrom } from '../../platform/ids.js';
import { notFound } from '../../platform/errors.js';
import { instituteDay } from '../../platform/days.js';
import { defineJob } from '../../platform/queue/jobs.js';
import { userCards } from '../identity/index.js';
import { liveStudent, parentsOfStudents, studentCards } from '../people/index.js';
import {
  assertRemindable,
  feeReminderDecider,
  feeReminderSettingsDecider,
  feeReminderSettingsStream,
  feeReminderStream,
} from './reminder-decider.js';
import { overdueCharges } from './defaulters.js';
import { caughtUp, money, PAYERS, studentFor } from './shared.js';

/** Who sends reminders by hand: the office and a MANAGER holding `payment` (STAFF reads the list only). */
export const REMINDER_SENDERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
/** Who sets the automatic reminders: an institute's policy. */
export const REMINDER_SETTERS: Role[] = ['SUPER_ADMIN', 'ADMIN'];
export const AUTO_REMINDER_JOB = 'student-fees.auto-reminders';

const SYSTEM = { userId: 'system', role: 'SYSTEM' as const };

type ReminderDbRow = {
  id: string;
  student_id: string;
  day: string;
  automatic: boolean;
  channels: string[];
  recipients: string[];
  emails: number;
  charges: ReminderCharge[];
  total: string | number;
  sent_at: Date | string;
  sent_by: string;
};

const view = (r: ReminderDbRow, names: Map<string, { displayName: string }>): FeeReminderRow => ({
  _id: r.id,
  studentId: r.student_id,
  day: r.day,
  sentAt: new Date(r.sent_at).toISOString(),
  automatic: r.automatic,
  sentBy: r.automatic ? null : { _id: r.sent_by, displayName: names.get(r.sent_by)?.displayName ?? 'Unknown' },
  channels: r.channels.filter((c): c is 'NOTIFICATION' | 'EMAIL' => c === 'NOTIFICATION' || c === 'EMAIL'),
  recipients: r.recipients.length,
  emails: r.emails,
  total: money(r.total),
  charges: r.charges,
});

const fromEvent = (d: FeeReminderSent['data'], at: string, by: { userId: string; name: string } | null): FeeReminderRow => ({
  _id: d.reminderId,
  studentId: d.studentId,
  day: d.day,
  sentAt: at,
  automatic: d.automatic,
  sentBy: by ? { _id: by.userId, displayName: by.name } : null,
  channels: d.channels,
  recipients: d.recipients.length,
  emails: d.emails,
  total: d.total,
  charges: d.charges,
});

/** The reminder of one student on `day`, ready for the decider: the student's and parents' ids and e-mail addresses. */
async function reminderFor(
  rt: Runtime,
  instituteId: string,
  student: { id: string; name: string },
  charges: ReminderCharge[],
  day: string,
  automatic: boolean,
): Promise<{ data: FeeReminderSent['data']; emails: string[] }> {
  const parents = (await parentsOfStudents(rt, instituteId, [student.id])).get(student.id) ?? [];
  const recipients = [student.id, ...parents.filter((p) => p !== student.id)];
  const cards = await userCards(rt, recipients);
  const emails = [...new Set(recipients.flatMap((u) => (cards.get(u)?.email ? [cards.get(u)!.email.toLowerCase()] : [])))];
  const total = Math.round(charges.reduce((s, c) => s + c.due * 100, 0)) / 100;
  return {
    data: {
      // One reminder per student and day: the id says so, and a retried job lands on the same one.
      reminderId: uuidFrom('fee-reminder', instituteId, student.id, day),
      studentId: student.id,
      studentName: student.name,
      day,
      automatic,
      channels: emails.length > 0 ? ['NOTIFICATION', 'EMAIL'] : ['NOTIFICATION'],
      recipients,
      emails: emails.length,
      charges,
      total,
    },
    emails,
  };
}

/** Writes the reminder (the decider has the last word) and, when it was recorded, puts its e-mails in the outbox. */
async function sendOne(rt: Runtime, ctx: CommandContext, r: { data: FeeReminderSent['data']; emails: string[] }) {
  const res = await rt.commands.handle(
    feeReminderDecider,
    feeReminderStream(r.data.studentId),
    { type: 'SendFeeReminder', data: r.data },
    ctx,
  );
  const sent = res.events.find((e): e is FeeReminderSent => e.type === 'FeeReminderSent');
  if (sent && r.emails.length > 0) {
    const d = sent.data;
    const text = `Dear parent or student,\n\nThis is a reminder that fees of ${d.studentName} are overdue:\n\n${reminderText(d)}\n\nTotal overdue: ${reminderRupees(d.total)}.\nPlease pay at the office or online from the Fees page of the panel.\n`;
    await rt.mailer.sendMany(
      r.emails.map((to) => ({ to, subject: reminderTitle(d), text })),
      ctx.instituteId,
    );
  }
  return { event: sent ?? null, append: res.append };
}

/**
 * Reminders sent by hand (the route; the demo seed with a day in the past): every student named is checked first, so
 * one refused student (not found, nothing overdue, reminded today) leaves the whole selection unsent.
 */
export async function sendManualReminders(rt: Runtime, ctx: CommandContext, studentIds: readonly string[]) {
  const today = instituteDay(ctx.now);
  const ids = [...new Set(studentIds.map((s) => s.trim()))];
  const students = await Promise.all(ids.map((id) => liveStudent(rt, ctx.instituteId, id)));
  if (students.some((s) => !s)) throw notFound('Student not found.');
  const charges = await overdueCharges(rt, ctx.instituteId, ids, today);
  const planned = [];
  for (const s of students) {
    const student = { id: s!.id, name: s!.displayName };
    const owed = charges.get(student.id) ?? [];
    const state = await rt.commands.state(feeReminderDecider, feeReminderStream(student.id), ctx);
    assertRemindable(state, { studentName: student.name, day: today, charges: owed });
    planned.push(await reminderFor(rt, ctx.instituteId, student, owed, today, false));
  }
  const me = (await userCards(rt, [ctx.actor.userId])).get(ctx.actor.userId);
  const sent: FeeReminderRow[] = [];
  let append: AppendResult | null = null;
  for (const p of planned) {
    const r = await sendOne(rt, ctx, p);
    if (r.append) append = r.append;
    if (r.event) sent.push(fromEvent(r.event.data, ctx.now.toISOString(), { userId: ctx.actor.userId, name: me?.displayName ?? '' }));
  }
  return { sent, append };
}

/**
 * The automatic reminders of every institute that set "N days after the due date", on `now`'s institute day: each
 * student with charges at least N days overdue that no automatic reminder named yet gets one (not a second one the same
 * day). Safe to run any number of times: the decider names each charge once, and one reminder per student and day.
 */
export async function sendAutomaticReminders(rt: Runtime, now: Date): Promise<{ sent: number }> {
  const today = instituteDay(now);
  await caughtUp(rt, ['fee_reminder', 'student_charge', 'student']);
  const settings = await sql<{ institute_id: string; days_after_due: number }>`
    select institute_id, days_after_due from fee_reminder_settings where days_after_due > 0 order by institute_id`.execute(rt.database.db);
  let sent = 0;
  for (const s of settings.rows) {
    const students = await sql<{ student_id: string }>`select distinct student_id from student_charge c
      where c.institute_id = ${s.institute_id} and c.status in ('PENDING', 'PARTIAL') and c.due_date < ${today}
      order by student_id`.execute(rt.database.db);
    const ids = students.rows.map((x) => x.student_id);
    if (ids.length === 0) continue;
    const due = await overdueCharges(rt, s.institute_id, ids, today, { minDays: s.days_after_due, notAutoReminded: true });
    const cards = await studentCards(rt, [...due.keys()]);
    for (const [studentId, charges] of due) {
      const card = await liveStudent(rt, s.institute_id, studentId);
      if (!card) continue;
      const ctx: CommandContext = {
        actor: SYSTEM,
        instituteId: s.institute_id,
        correlationId: `auto-reminders-${today}`,
        causationId: `auto-reminders-${today}`,
        now,
      };
      const r = await reminderFor(
        rt,
        s.institute_id,
        { id: studentId, name: cards.get(studentId)?.displayName ?? card.displayName },
        charges,
        today,
        true,
      );
      if ((await sendOne(rt, ctx, r)).event) sent++;
    }
  }
  return { sent };
}

// Runs where jobs run (in-process without Redis, else the worker), once an hour, the first time ten minutes after start
// (after the demo seed of a fresh start): a day's reminders go at the first run of the day.
defineJob(AUTO_REMINDER_JOB, (rt) => sendAutomaticReminders(rt, rt.clock.now()), { everyMs: 60 * 60_000, firstAfterMs: 10 * 60_000 });

/** Reminders by hand, a student's reminder history, and the institute's automatic reminder setting. */
export function reminderRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;

  app.post(
    '/student-fee/reminders',
    {
      config: { access: REMINDER_SENDERS, module: 'payment', readModels: ['student', 'student_charge', 'fee_reminder'] },
      schema: { tags: ['student-fees'], body: SendFeeRemindersBody, response: { 200: SendFeeRemindersReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const { sent, append } = await sendManualReminders(rt, commandContext(req), req.body.studentIds);
      const n = sent.length;
      return sendWritten(reply, append, n === 1 ? 'Reminder sent' : `${n} reminders sent`, { sent });
    },
  );

  app.get(
    '/student-fee/reminders/:studentId',
    {
      config: { access: PAYERS, module: 'payment', readModels: ['student', 'fee_reminder'] },
      schema: { tags: ['student-fees'], params: StudentIdParams, response: { 200: FeeRemindersReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { studentId } = req.params;
      await studentFor(rt, req, studentId);
      const rows = (
        await sql<ReminderDbRow>`select id, student_id, day, automatic, channels, recipients, emails, charges, total, sent_at, sent_by
        from fee_reminder where institute_id = ${authOf(req).instituteId} and student_id = ${studentId}
        order by sent_at desc, id desc limit 200`.execute(db)
      ).rows;
      const names = await userCards(
        rt,
        rows.filter((r) => !r.automatic).map((r) => r.sent_by),
      );
      return ok(
        'Fee reminders',
        rows.map((r) => view(r, names)),
      );
    },
  );

  app.get(
    '/student-fee/reminder-settings',
    {
      config: { access: ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'], module: 'payment', readModels: ['fee_reminder'] },
      schema: { tags: ['student-fees'], response: { 200: FeeReminderSettingsReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await sql<{ days_after_due: number; updated_at: Date | string }>`select days_after_due, updated_at
        from fee_reminder_settings where institute_id = ${authOf(req).instituteId}`.execute(db);
      const row = r.rows[0];
      return ok('Fee reminder settings', {
        daysAfterDue: row?.days_after_due ?? 0,
        updatedAt: row ? new Date(row.updated_at).toISOString() : null,
      });
    },
  );

  app.put(
    '/student-fee/reminder-settings',
    {
      config: { access: REMINDER_SETTERS },
      schema: {
        tags: ['student-fees'],
        body: FeeReminderSettingsBody,
        response: { 200: FeeReminderSettingsReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const res = await rt.commands.handle(
        feeReminderSettingsDecider,
        feeReminderSettingsStream(ctx.instituteId),
        { type: 'SetFeeReminderDays', data: { daysAfterDue: req.body.daysAfterDue } },
        ctx,
      );
      const n = res.state.daysAfterDue;
      return sendWritten(reply, res.append, n === 0 ? 'Automatic reminders are off' : `Reminders go ${n} days after the due date`, {
        daysAfterDue: n,
        updatedAt: res.state.updatedAt,
      });
    },
  );
}
