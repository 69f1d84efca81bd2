import { sql } from 'kysely';
import type { AppUpdatesEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/** `app_update`: every app update notice an institute published (the newest per type is the one shown). */
export const appUpdatesProjection: Projection = {
  name: 'app_update',
  version: 1,
  tables: {
    app_update: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, type text not null, version text not null, title text not null,
      message text not null, is_dismissible boolean not null, created_by text not null, created_at timestamptz not null)`,
  },
  indexes: {
    'app_update.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, type, created_at desc)`,
  },
  handles: ['AppUpdatePublished'],
  async apply(ctx, event) {
    const e = event as unknown as AppUpdatesEvent;
    const m = event.metadata;
    switch (e.type) {
      case 'AppUpdatePublished': {
        const d = e.data;
        await sql`insert into ${ctx.table('app_update')}
          (id, institute_id, type, version, title, message, is_dismissible, created_by, created_at)
          values (${d.updateId}, ${m.instituteId}, ${d.type}, ${d.version}, ${d.title}, ${d.message}, ${d.isDismissible},
            ${m.actorId}, ${m.occurredAt})
          on conflict (id) do nothing`.execute(ctx.tx);
        return;
      }
    }
  },
};
