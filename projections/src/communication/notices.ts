import { sql } from 'kysely';
import type { CommunicationEvent } from '@school/contracts';
import type { Projection } from '../types.js';

// The bell (`notification`) and the ids of its rows live in ./notifications.ts; importers of this file still find them.
export * from './notifications.js';

/** `notice`: the notice cards; a deleted notice keeps its row, marked. */
export const noticesProjection: Projection = {
  name: 'notice',
  version: 1,
  tables: {
    notice: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, description text not null,
      start_time timestamptz not null, end_time timestamptz not null, role text not null, batch text,
      recipients text[] not null, created_by text not null, created_by_name text not null,
      created_at timestamptz not null, deleted_at timestamptz)`,
  },
  indexes: { 'notice.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)` },
  handles: ['NoticePublished', 'NoticeDeleted'],
  /** Roles that see only the notices addressed to them hear of a notice only as its recipient or author. */
  ownersOf(event) {
    const e = event as unknown as CommunicationEvent;
    return e.type === 'NotificationRead' ? [] : [...e.data.recipients, event.metadata.actorId];
  },
  async apply({ tx, table }, event) {
    const e = event as unknown as CommunicationEvent;
    const m = event.metadata;
    if (e.type === 'NoticePublished') {
      const d = e.data;
      await sql`insert into ${table('notice')} (id, institute_id, title, description, start_time, end_time, role, batch,
          recipients, created_by, created_by_name, created_at)
        values (${d.noticeId}, ${m.instituteId}, ${d.title}, ${d.description}, ${d.startTime}, ${d.endTime}, ${d.role},
          ${d.batch}, ${d.recipients}::text[], ${m.actorId}, ${d.createdByName}, ${m.occurredAt})
        on conflict (id) do nothing`.execute(tx);
    } else if (e.type === 'NoticeDeleted') {
      await sql`update ${table('notice')} set deleted_at = ${m.occurredAt} where id = ${e.data.noticeId} and deleted_at is null`.execute(
        tx,
      );
    }
  },
};
