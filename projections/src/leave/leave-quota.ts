import { sql } from 'kysely';
import { LEAVE_CODES, type LeaveQuotaSet } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `leave_quota`: the institute's yearly days per leave code (a calendar year). A code without a row, or with null
 * days, has no quota. Each row takes only events after the last position applied to it.
 */
export const leaveQuotaProjection: Projection = {
  name: 'leave_quota',
  version: 1,
  tables: {
    leave_quota: (t) => sql`create table ${t} (
      institute_id text not null, leave_code text not null, days numeric(6, 1),
      updated_at timestamptz not null, updated_by text not null, last_position bigint not null default 0,
      primary key (institute_id, leave_code))`,
  },
  handles: ['LeaveQuotaSet'],
  idsOf: (e) => [String((e.data as { leaveCode?: string }).leaveCode ?? '')],
  async apply({ tx, table }, event) {
    const d = (event as unknown as LeaveQuotaSet).data ?? {};
    const days = d.days;
    if (!LEAVE_CODES.includes(d.leaveCode) || (days !== null && (typeof days !== 'number' || !(days >= 0)))) {
      console.warn(`leave_quota: skipped ${event.type} at ${event.position} without a usable quota`);
      return;
    }
    const m = event.metadata;
    const pos = sql`${event.position.toString()}::bigint`;
    await sql`insert into ${table('leave_quota')} as q (institute_id, leave_code, days, updated_at, updated_by, last_position)
      values (${m.instituteId}, ${d.leaveCode}, ${days}, ${m.occurredAt}, ${m.actorId}, ${pos})
      on conflict (institute_id, leave_code) do update set days = excluded.days, updated_at = excluded.updated_at,
        updated_by = excluded.updated_by, last_position = excluded.last_position
      where q.last_position < excluded.last_position`.execute(tx);
  },
};
