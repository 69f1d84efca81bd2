import { sql } from 'kysely';
import type { PlacementYearEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `placement_report`: one row per placed student record (a student placed with a company in a year), with the snapshot
 * the event carries (name, gender, batch at the time), and its withdrawal. The archive's years, the placed student
 * cards and the placement dashboards count the standing rows (`withdrawn_at is null`), distinct students per year.
 */
export const placementReportProjection: Projection = {
  name: 'placement_report',
  version: 1,
  tables: {
    placement_report: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, year integer not null, student_id text not null,
      student_name text not null, gender text, batch_id text, batch_name text, company_name text not null,
      position text not null, source text not null, created_at timestamptz not null, created_by text,
      withdrawn_at timestamptz, withdraw_reason text, last_position bigint not null default 0)`,
  },
  indexes: {
    'placement_report.year': (t, i) => sql`create index ${i} on ${t} (institute_id, year)`,
    'placement_report.student': (t, i) => sql`create index ${i} on ${t} (institute_id, student_id)`,
  },
  handles: ['PlacementRecorded', 'PlacementWithdrawn'],
  idsOf: (e) => [String((e.data as { recordId?: string } | null)?.recordId ?? e.metadata.instituteId)],
  async apply({ tx, table }, event) {
    const m = event.metadata;
    const pos = sql`${event.position.toString()}::bigint`;
    const rows = table('placement_report');
    const e = event as unknown as PlacementYearEvent;
    switch (e.type) {
      case 'PlacementRecorded': {
        const d = e.data;
        if (!d?.recordId || !d.studentId) return;
        await sql`insert into ${rows} (id, institute_id, year, student_id, student_name, gender, batch_id, batch_name,
            company_name, position, source, created_at, created_by, last_position)
          values (${d.recordId}, ${m.instituteId}, ${d.year}, ${d.studentId}, ${d.studentName ?? ''}, ${d.gender ?? null},
            ${d.batchId ?? null}, ${d.batchName ?? null}, ${d.companyName}, ${d.position}, ${d.source ?? 'MANUAL'},
            ${m.occurredAt}, ${m.actorId ?? null}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'PlacementWithdrawn':
        if (!e.data?.recordId) return;
        await sql`update ${rows} set withdrawn_at = ${m.occurredAt}, withdraw_reason = ${e.data.reason ?? null},
            last_position = ${pos}
          where id = ${e.data.recordId} and last_position < ${pos}`.execute(tx);
        return;
      default:
        return;
    }
  },
};
