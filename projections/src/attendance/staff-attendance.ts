import { sql } from 'kysely';
import type { StaffAttendanceEvent } from '@school/contracts';
import { columnList, recordset } from '../batch.js';
import type { Projection } from '../types.js';

/**
 * `staff_attendance`: one row per institute, staff member and day with its latest status. A row takes only events
 * after the last position applied to it, so re-applying an old mark after a change does not bring it back.
 */
export const staffAttendanceProjection: Projection = {
  name: 'staff_attendance',
  version: 1,
  tables: {
    staff_attendance: (t) => sql`create table ${t} (
      institute_id text not null, user_id text not null, day date not null, status text not null,
      marked_by text not null, created_at timestamptz not null, updated_at timestamptz not null,
      last_position bigint not null default 0, primary key (institute_id, user_id, day))`,
  },
  indexes: { 'staff_attendance.day': (t, i) => sql`create index ${i} on ${t} (institute_id, day)` },
  handles: ['StaffAttendanceMarked', 'StaffAttendanceChanged'],
  idsOf: (e) => [String((e.data as { userId?: string }).userId ?? '')],
  async apply({ tx, table }, event) {
    const e = event as unknown as StaffAttendanceEvent;
    const d = e.data as Partial<StaffAttendanceEvent['data']>;
    if (!d?.userId || !d.date || !d.status || !/^\d{4}-\d{2}-\d{2}$/.test(d.date)) {
      console.warn(`staff_attendance: skipped ${event.type} at ${event.position} without a user, day or status`);
      return;
    }
    const at = event.metadata.occurredAt;
    const pos = sql`${event.position.toString()}::bigint`;
    const t = table('staff_attendance');
    await sql`insert into ${t} as a (institute_id, user_id, day, status, marked_by, created_at, updated_at, last_position)
      values (${event.metadata.instituteId}, ${d.userId}, ${d.date}::date, ${d.status}, ${event.metadata.actorId}, ${at}, ${at}, ${pos})
      on conflict (institute_id, user_id, day) do update set status = excluded.status, marked_by = excluded.marked_by,
        updated_at = excluded.updated_at, last_position = excluded.last_position
      where a.last_position < excluded.last_position`.execute(tx);
  },
};

const MARK = {
  institute_id: 'text',
  user_id: 'text',
  day: 'date',
  status: 'text',
  marked_by: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  last_position: 'bigint',
};

/**
 * A batch of marks in one upsert: per staff member and day the latest event's mark, created when its first event of the
 * batch was (what an insert followed by position-guarded updates leaves), with the same guard as `apply`.
 */
staffAttendanceProjection.applyBatch = async (ctx, events) => {
  const latest = new Map<string, Record<string, unknown>>();
  for (const event of events) {
    const d = event.data as Partial<StaffAttendanceEvent['data']>;
    if (!d?.userId || !d.date || !d.status || !/^\d{4}-\d{2}-\d{2}$/.test(d.date)) {
      await staffAttendanceProjection.apply(ctx, event); // logs the skip, writes nothing
      continue;
    }
    const key = JSON.stringify([event.metadata.instituteId, d.userId, d.date]);
    const at = event.metadata.occurredAt;
    const first = latest.get(key);
    latest.set(key, {
      institute_id: event.metadata.instituteId,
      user_id: d.userId,
      day: d.date,
      status: d.status,
      marked_by: event.metadata.actorId,
      created_at: first ? first.created_at : at,
      updated_at: at,
      last_position: event.position.toString(),
    });
  }
  if (latest.size === 0) return;
  await sql`insert into ${ctx.table('staff_attendance')} as a (${columnList(MARK)})
    select ${columnList(MARK)} from ${recordset([...latest.values()], MARK)}
    on conflict (institute_id, user_id, day) do update set status = excluded.status, marked_by = excluded.marked_by,
      updated_at = excluded.updated_at, last_position = excluded.last_position
    where a.last_position < excluded.last_position`.execute(ctx.tx);
};
