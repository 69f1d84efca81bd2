import { sql } from 'kysely';
import { absenceAlertIdOf, absenceAlertText, absenceAlertTitle, absenceDayLabel, type MissedClass } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { CommandContext } from '../../platform/commands.js';
import { addDays, instituteDay, INSTITUTE_TIME_ZONE } from '../../platform/days.js';
import { defineJob } from '../../platform/queue/jobs.js';
import { subjectTitles } from '../academics/index.js';
import { userCards } from '../identity/index.js';
import { parentsOfStudents, studentCards } from '../people/index.js';
import { absenceAlertDecider, absenceAlertStream } from './decider.js';

export const ABSENCE_ALERT_JOB = 'absence-alerts.run';
const SYSTEM = { userId: 'system', role: 'SYSTEM' as const };
/** How often the job looks for changed absences: the parents' bell rings within a few seconds of the register. */
export const ABSENCE_ALERT_EVERY_MS = 3_000;

const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: INSTITUTE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** "09:00–09:45" in the institute's time zone. */
export const timeLabel = (start: Date | string, end: Date | string) => `${hhmm.format(new Date(start))}–${hhmm.format(new Date(end))}`;
const iso = (v: Date | string) => new Date(v).toISOString();

const contextFor = (instituteId: string, now: Date, day: string): CommandContext => ({
  actor: SYSTEM,
  instituteId,
  correlationId: `absence-alerts-${day}`,
  causationId: `absence-alerts-${day}`,
  now,
});

/** The classes a student missed on a day as the register has them now (cancelled classes left out), in time order. */
async function missedClasses(rt: Runtime, instituteId: string, studentId: string, day: string): Promise<MissedClass[]> {
  const r = await sql<{ class_id: string; subject_id: string; start_time: Date | string; end_time: Date | string }>`
    select m.class_id, m.subject_id, m.start_time, m.end_time from absence_mark m
    left join absence_class c on c.id = m.class_id
    where m.student_id = ${studentId} and m.day = ${day} and m.institute_id = ${instituteId} and m.status = 'ABSENT'
      and not coalesce(c.cancelled, false)
    order by m.start_time, m.class_id`.execute(rt.database.db);
  const titles = await subjectTitles(
    rt,
    instituteId,
    r.rows.map((x) => x.subject_id),
  );
  return r.rows.map((x) => ({
    classId: x.class_id,
    subjectId: x.subject_id,
    subject: titles.get(x.subject_id) || 'Other',
    startTime: iso(x.start_time),
    endTime: iso(x.end_time),
    time: timeLabel(x.start_time, x.end_time),
  }));
}

/**
 * One run of the absence alerts, as of `now` (decision 0020). Safe at any hour and any number of times:
 * 1. every student day (today or yesterday) whose absences changed since its alert was last decided gets its alert
 *    raised, rewritten or withdrawn — the parents' one notification of the day follows at once;
 * 2. every alert whose student's classes of the day are over (the last class of the batch that day has ended, or the day
 *    is past) gets its e-mail digest, once, through the outbox.
 * Institutes that turned alerts off are skipped in both. Days before yesterday are never alerted (a term of past marks
 * entered at once tells no parent anything).
 */
export async function runAbsenceAlerts(rt: Runtime, now: Date): Promise<{ raised: number; withdrawn: number; emailed: number }> {
  const db = rt.database.db;
  await rt.runner.waitFor(['absence_alert'], await rt.store.head(), 2000);
  const today = instituteDay(now);
  const yesterday = addDays(today, -1) ?? today;
  const counts = { raised: 0, withdrawn: 0, emailed: 0 };

  const pending = await sql<{ student_id: string; day: string; institute_id: string; batch_id: string; marks_position: string }>`
    select d.student_id, d.day, d.institute_id, d.batch_id, d.marks_position::text as marks_position from absence_day d
    where d.marks_position > d.handled_position and d.day >= ${yesterday} and d.day <= ${today}
      and not exists (select 1 from absence_alert_settings s where s.institute_id = d.institute_id and not s.enabled)
    order by d.day, d.student_id limit 2000`.execute(db);
  if (pending.rows.length > 0) {
    const students = await studentCards(
      rt,
      pending.rows.map((p) => p.student_id),
    );
    for (const p of pending.rows) {
      const parents = (await parentsOfStudents(rt, p.institute_id, [p.student_id])).get(p.student_id) ?? [];
      const classes = await missedClasses(rt, p.institute_id, p.student_id, p.day);
      const alertId = absenceAlertIdOf(p.student_id, p.day);
      const res = await rt.commands.handle(
        absenceAlertDecider,
        absenceAlertStream(p.student_id, p.day),
        {
          type: 'UpdateAbsenceAlert',
          data: {
            alertId,
            studentId: p.student_id,
            studentName: students.get(p.student_id)?.displayName ?? 'Student',
            batchId: p.batch_id,
            day: p.day,
            parents: [...parents].sort(),
            classes,
            upTo: p.marks_position,
          },
        },
        contextFor(p.institute_id, now, p.day),
      );
      for (const e of res.events) {
        if (e.type === 'AbsenceAlertRaised') counts.raised++;
        if (e.type === 'AbsenceAlertWithdrawn') counts.withdrawn++;
      }
    }
    await rt.runner.waitFor(['absence_alert'], await rt.store.head(), 2000);
  }

  // The digest: alerts of today or yesterday still waiting for their e-mail whose batch's classes of the day are over.
  const due = await sql<{ id: string; institute_id: string; student_id: string; student_name: string; day: string }>`
    select a.id, a.institute_id, a.student_id, a.student_name, a.day from absence_alert a
    join absence_day d on d.student_id = a.student_id and d.day = a.day
    where a.status = 'NOTIFIED' and a.emailed_at is null and a.day >= ${yesterday} and a.day <= ${today}
      and not exists (select 1 from absence_alert_settings s where s.institute_id = a.institute_id and not s.enabled)
      and (a.day < ${today} or ${now} >= coalesce(
        (select max(c.end_time) from absence_class c where c.batch_id = d.batch_id and c.day = a.day and not c.cancelled),
        (select max(m.end_time) from absence_mark m where m.student_id = a.student_id and m.day = a.day)))
    order by a.day, a.student_id limit 2000`.execute(db);
  for (const a of due.rows) {
    const ctx = contextFor(a.institute_id, now, a.day);
    const state = await rt.commands.state(absenceAlertDecider, absenceAlertStream(a.student_id, a.day), ctx);
    const cards = await userCards(rt, state.parents);
    const emails = [...new Set(state.parents.flatMap((u) => (cards.get(u)?.email ? [cards.get(u)!.email.toLowerCase()] : [])))];
    const res = await rt.commands.handle(
      absenceAlertDecider,
      absenceAlertStream(a.student_id, a.day),
      { type: 'EmailAbsenceDigest', data: { alertId: a.id, studentId: a.student_id, day: a.day, emails } },
      ctx,
    );
    const sent = res.events.find((e) => e.type === 'AbsenceAlertEmailed');
    if (!sent || sent.type !== 'AbsenceAlertEmailed') continue;
    counts.emailed++;
    const d = { studentName: a.student_name, day: a.day, classes: sent.data.classes };
    const text = `Dear parent,\n\n${absenceAlertTitle(d)}:\n\n${absenceAlertText(d)}\n\nIf this is not right, please contact the school office. The attendance page of the panel shows every class of the day.\n`;
    await rt.mailer.sendMany(
      sent.data.emails.map((to) => ({ to, subject: `Absence on ${absenceDayLabel(a.day)}: ${a.student_name}`, text })),
      a.institute_id,
    );
  }
  return counts;
}

// Runs where jobs run (in-process without Redis, else the worker), every few seconds: the parents' notification follows
// the register closely; the digest goes at the first run after the day's classes. One run at a time in a process: a slow
// run (a big register, a busy database) is joined by the next tick instead of racing it on the same streams.
let running: Promise<unknown> | null = null;
defineJob(
  ABSENCE_ALERT_JOB,
  (rt) =>
    (running ??= runAbsenceAlerts(rt, rt.clock.now()).finally(() => {
      running = null;
    })),
  { everyMs: ABSENCE_ALERT_EVERY_MS, firstAfterMs: 15_000 },
);
