import { sql } from 'kysely';
import type { PageViewsEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/** `page_view`: one row per visit (a user's browser session) with its platform and time. */
export const pageViewsProjection: Projection = {
  name: 'page_view',
  version: 1,
  tables: {
    page_view: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, user_id text not null, platform text not null,
      visited_at timestamptz not null)`,
  },
  indexes: {
    'page_view.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, visited_at)`,
  },
  handles: ['PageVisited'],
  async apply(ctx, event) {
    const e = event as unknown as PageViewsEvent;
    const m = event.metadata;
    switch (e.type) {
      case 'PageVisited':
        await sql`insert into ${ctx.table('page_view')} (id, institute_id, user_id, platform, visited_at)
          values (${e.data.visitId}, ${m.instituteId}, ${e.data.userId}, ${e.data.platform}, ${m.occurredAt})
          on conflict (id) do nothing`.execute(ctx.tx);
        return;
    }
  },
};
