import { sql } from 'kysely';
import type { FeeReminderEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `fee_reminder`: one row per reminder sent to a student (the charges it named, who sent it or that it was automatic,
 * how many it reached); `fee_reminder_charge`: which charges an automatic reminder named (each once);
 * `fee_reminder_settings`: the institute's "send reminders N days after the due date" (0: off).
 */
export const feeReminderProjection: Projection = {
  name: 'fee_reminder',
  version: 1,
  tables: {
    fee_reminder: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, student_id text not null, day text not null, automatic boolean not null,
      channels text[] not null, recipients text[] not null, emails integer not null, charges jsonb not null,
      total numeric(14, 2) not null, sent_at timestamptz not null, sent_by text not null)`,
    fee_reminder_charge: (t) => sql`create table ${t} (
      charge_id text not null, reminder_id text not null, institute_id text not null, student_id text not null,
      primary key (charge_id, reminder_id))`,
    fee_reminder_settings: (t) => sql`create table ${t} (
      institute_id text primary key, days_after_due integer not null, updated_at timestamptz not null, updated_by text not null,
      last_position bigint not null default 0)`,
  },
  indexes: {
    'fee_reminder.student': (t, i) => sql`create index ${i} on ${t} (institute_id, student_id, sent_at desc)`,
  },
  handles: ['FeeReminderSent', 'FeeReminderSettingsChanged'],
  idsOf: (e) => {
    const d = e.data as { studentId?: string };
    return [d.studentId ?? e.metadata.instituteId];
  },
  ownersOf: (e) => {
    const d = e.data as { studentId?: string };
    return d.studentId ? [d.studentId] : [];
  },
  async apply({ tx, table }, event) {
    const e = event as unknown as FeeReminderEvent;
    const m = event.metadata;
    if (e.type === 'FeeReminderSent') {
      const d = e.data;
      await sql`insert into ${table('fee_reminder')} (id, institute_id, student_id, day, automatic, channels, recipients, emails, charges,
          total, sent_at, sent_by)
        values (${d.reminderId}, ${m.instituteId}, ${d.studentId}, ${d.day}, ${d.automatic}, ${d.channels}::text[], ${d.recipients}::text[],
          ${d.emails}, ${JSON.stringify(d.charges)}::jsonb, ${d.total}, ${m.occurredAt}, ${m.actorId})
        on conflict (id) do nothing`.execute(tx);
      if (d.automatic && d.charges.length > 0) {
        const rows = d.charges.map((c) => sql`(${c.chargeId}, ${d.reminderId}, ${m.instituteId}, ${d.studentId})`);
        await sql`insert into ${table('fee_reminder_charge')} (charge_id, reminder_id, institute_id, student_id)
          values ${sql.join(rows)} on conflict do nothing`.execute(tx);
      }
    } else if (e.type === 'FeeReminderSettingsChanged') {
      const pos = sql`${event.position.toString()}::bigint`;
      await sql`insert into ${table('fee_reminder_settings')} (institute_id, days_after_due, updated_at, updated_by, last_position)
        values (${m.instituteId}, ${e.data.daysAfterDue}, ${m.occurredAt}, ${m.actorId}, ${pos})
        on conflict (institute_id) do update set days_after_due = excluded.days_after_due, updated_at = excluded.updated_at,
          updated_by = excluded.updated_by, last_position = excluded.last_position
        where ${table('fee_reminder_settings')}.last_position < excluded.last_position`.execute(tx);
    }
  },
};
