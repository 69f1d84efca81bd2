import { sql } from 'kysely';
import type { AbsenceAlertEvent, ClassEvent } from '@school/contracts';
import { absenceBatch } from './batch.js';
import type { Projection } from '../types.js';

/** The institute's day of an instant: the zone of `INSTITUTE_TIME_ZONE` (server/src/platform/days.ts). */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const dayOfInstant = (iso: string) => dayFormat.format(new Date(iso));

/**
 * The read model of absence alerts (decision 0020), fed by the register and by the alerts themselves:
 * - `absence_mark`: the current mark of a student in a class, kept only once the student was marked ABSENT there (a
 *   later PRESENT or LEAVE overwrites it: the absence is withdrawn);
 * - `absence_class`: each class's day, end and cancellation (when the day's classes of a batch are over);
 * - `absence_day`: one row per student and day with an absence now or before; `marks_position` moves when the day's
 *   list of absences changes, `handled_position` when an alert reflected it: the job works on the rows where they differ;
 * - `absence_alert`: the delivery log, one row per student and day alerted;
 * - `absence_alert_settings`: an institute that turned alerts off (no row: on).
 */
export const absenceAlertProjection: Projection = {
  name: 'absence_alert',
  version: 1,
  tables: {
    absence_mark: (t) => sql`create table ${t} (
      class_id text not null, student_id text not null, institute_id text not null, batch_id text not null, subject_id text not null,
      day text not null, start_time timestamptz not null, end_time timestamptz not null, status text not null, position bigint not null,
      primary key (class_id, student_id))`,
    absence_class: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, batch_id text not null, day text not null, start_time timestamptz not null,
      end_time timestamptz not null, cancelled boolean not null default false, position bigint not null)`,
    absence_day: (t) => sql`create table ${t} (
      student_id text not null, day text not null, institute_id text not null, batch_id text not null,
      marks_position bigint not null, handled_position bigint not null default 0, primary key (student_id, day))`,
    absence_alert: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, student_id text not null, student_name text not null, day text not null,
      status text not null, classes jsonb not null, parents text[] not null, emails text[] not null default '{}',
      notified_at timestamptz not null, updated_at timestamptz not null, emailed_at timestamptz, position bigint not null)`,
    absence_alert_settings: (t) => sql`create table ${t} (
      institute_id text primary key, enabled boolean not null, updated_at timestamptz not null, updated_by text not null,
      last_position bigint not null)`,
  },
  indexes: {
    'absence_mark.student_day': (t, i) => sql`create index ${i} on ${t} (student_id, day)`,
    'absence_class.batch_day': (t, i) => sql`create index ${i} on ${t} (batch_id, day)`,
    'absence_day.pending': (t, i) => sql`create index ${i} on ${t} (day) where marks_position > handled_position`,
    'absence_alert.institute_day': (t, i) => sql`create index ${i} on ${t} (institute_id, day, notified_at)`,
  },
  handles: [
    'ClassScheduled',
    'ClassMoved',
    'ClassCancelled',
    'ClassAttendanceMarked',
    'AbsenceAlertRaised',
    'AbsenceAlertWithdrawn',
    'AbsenceAlertEmailed',
    'AbsenceAlertSettingsChanged',
  ],
  idsOf: (e) => {
    const d = e.data as { alertId?: string; classId?: string };
    return [d.alertId ?? d.classId ?? e.metadata.instituteId];
  },
  async apply({ tx, table }, event) {
    const e = event as unknown as ClassEvent | AbsenceAlertEvent;
    const m = event.metadata;
    const pos = sql`${event.position.toString()}::bigint`;
    const dirty = async (where: ReturnType<typeof sql>) => {
      // The days whose list of absences just changed: the job raises, updates or withdraws their alert.
      await sql`insert into ${table('absence_day')} as d (student_id, day, institute_id, batch_id, marks_position)
        select student_id, day, institute_id, batch_id, ${pos} from ${table('absence_mark')} where ${where}
        on conflict (student_id, day) do update set marks_position = excluded.marks_position
        where d.marks_position < excluded.marks_position`.execute(tx);
    };
    switch (e.type) {
      case 'ClassScheduled': {
        const d = e.data;
        await sql`insert into ${table('absence_class')} (id, institute_id, batch_id, day, start_time, end_time, position)
          values (${d.classId}, ${m.instituteId}, ${d.batchId}, ${dayOfInstant(d.startTime)}, ${d.startTime}, ${d.endTime}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'ClassMoved': {
        const d = e.data;
        await sql`update ${table('absence_class')} set day = ${dayOfInstant(d.startTime)}, start_time = ${d.startTime},
          end_time = ${d.endTime}, position = ${pos} where id = ${d.classId} and position < ${pos}`.execute(tx);
        return;
      }
      case 'ClassCancelled': {
        const r = await sql`update ${table('absence_class')} set cancelled = true, position = ${pos}
          where id = ${e.data.classId} and position < ${pos}`.execute(tx);
        if (Number(r.numAffectedRows ?? 0) > 0) await dirty(sql`class_id = ${e.data.classId} and status = 'ABSENT'`);
        return;
      }
      case 'ClassAttendanceMarked': {
        const d = e.data;
        if (d.marks.length === 0) return;
        const day = dayOfInstant(d.startTime);
        const students = d.marks.map((x) => x.studentId);
        const statuses = d.marks.map((x) => x.status);
        // Who moved in or out of ABSENT by this event (an older event applied again changes nothing).
        const changed = await sql<{ student_id: string }>`
          select s.student_id from unnest(${students}::text[], ${statuses}::text[]) as s(student_id, status)
          left join ${table('absence_mark')} am on am.class_id = ${d.classId} and am.student_id = s.student_id
          where (am.student_id is null and s.status = 'ABSENT')
             or (am.position < ${pos} and (am.status = 'ABSENT') <> (s.status = 'ABSENT'))`.execute(tx);
        // A row is kept from the first absence on; a PRESENT or LEAVE with no absence before is not the alerts' business.
        await sql`insert into ${table('absence_mark')} as am (class_id, student_id, institute_id, batch_id, subject_id, day, start_time,
            end_time, status, position)
          select ${d.classId}, s.student_id, ${m.instituteId}, ${d.batchId}, ${d.subjectId}, ${day}, ${d.startTime}, ${d.endTime},
            s.status, ${pos}
          from unnest(${students}::text[], ${statuses}::text[]) as s(student_id, status)
          where s.status = 'ABSENT' or exists (select 1 from ${table('absence_mark')} x where x.class_id = ${d.classId} and x.student_id = s.student_id)
          on conflict (class_id, student_id) do update set status = excluded.status, position = excluded.position
          where am.position < excluded.position`.execute(tx);
        const ids = changed.rows.map((r) => r.student_id);
        if (ids.length > 0) await dirty(sql`class_id = ${d.classId} and student_id = any(${ids}::text[])`);
        return;
      }
      case 'AbsenceAlertRaised': {
        const d = e.data;
        await sql`insert into ${table('absence_alert')} as a (id, institute_id, student_id, student_name, day, status, classes, parents,
            notified_at, updated_at, position)
          values (${d.alertId}, ${m.instituteId}, ${d.studentId}, ${d.studentName}, ${d.day}, 'NOTIFIED', ${JSON.stringify(d.classes)}::jsonb,
            ${d.parents}::text[], ${m.occurredAt}, ${m.occurredAt}, ${pos})
          on conflict (id) do update set status = case when a.emailed_at is null then 'NOTIFIED' else 'EMAILED' end,
            student_name = excluded.student_name, classes = excluded.classes, parents = excluded.parents, updated_at = excluded.updated_at,
            position = excluded.position
          where a.position < excluded.position`.execute(tx);
        await handled(d.studentId, d.day, d.upTo);
        return;
      }
      case 'AbsenceAlertWithdrawn': {
        const d = e.data;
        await sql`update ${table('absence_alert')} set status = 'WITHDRAWN', classes = '[]'::jsonb, updated_at = ${m.occurredAt}, position = ${pos}
          where id = ${d.alertId} and position < ${pos}`.execute(tx);
        await handled(d.studentId, d.day, d.upTo);
        return;
      }
      case 'AbsenceAlertEmailed': {
        const d = e.data;
        await sql`update ${table('absence_alert')} set status = case when status = 'WITHDRAWN' then status else 'EMAILED' end,
            emailed_at = ${m.occurredAt}, emails = ${d.emails}::text[], position = ${pos}
          where id = ${d.alertId} and position < ${pos}`.execute(tx);
        return;
      }
      case 'AbsenceAlertSettingsChanged':
        await sql`insert into ${table('absence_alert_settings')} as s (institute_id, enabled, updated_at, updated_by, last_position)
          values (${m.instituteId}, ${e.data.enabled}, ${m.occurredAt}, ${m.actorId}, ${pos})
          on conflict (institute_id) do update set enabled = excluded.enabled, updated_at = excluded.updated_at,
            updated_by = excluded.updated_by, last_position = excluded.last_position
          where s.last_position < excluded.last_position`.execute(tx);
        return;
    }

    async function handled(studentId: string, day: string, upTo: string) {
      await sql`update ${table('absence_day')} set handled_position = greatest(handled_position, ${upTo}::bigint)
        where student_id = ${studentId} and day = ${day}`.execute(tx);
    }
  },
};

/** Scheduled classes and registers a batch at a time (batch.ts). */
absenceAlertProjection.applyBatch = (ctx, events) => absenceBatch(ctx, events, absenceAlertProjection, dayOfInstant);
