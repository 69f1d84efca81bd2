import { sql } from 'kysely';
import type { LiveClassEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `lecture_live`: whether a class is live now, for the class cards ("Live now" / "Ended"): when the teacher last went
 * live and when the class was ended. Its own table rather than columns on `lecture`, so the class read model (and its
 * batched rebuild) stays as it is; a class never taken live has no row.
 */
export const lectureLiveProjection: Projection = {
  name: 'lecture_live',
  version: 1,
  tables: {
    lecture_live: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, batch_id text not null, teacher_id text not null,
      live_since timestamptz, ended_at timestamptz, position bigint not null)`,
  },
  handles: ['LiveClassStarted', 'LiveClassEnded'],
  idsOf: (e) => {
    const d = e.data as { classId: string; batchId: string };
    return [d.classId, d.batchId];
  },
  async apply({ tx, table }, event) {
    const e = event as unknown as LiveClassEvent;
    const t = table('lecture_live');
    const pos = sql`${event.position.toString()}::bigint`;
    const inst = event.metadata.instituteId;
    if (e.type === 'LiveClassStarted') {
      const d = e.data;
      // A later Go Live of the same class is recorded again: live since then, not ended.
      await sql`insert into ${t} as l (id, institute_id, batch_id, teacher_id, live_since, ended_at, position)
        values (${d.classId}, ${inst}, ${d.batchId}, ${d.teacherId}, ${d.at}, null, ${pos})
        on conflict (id) do update set live_since = excluded.live_since, ended_at = null, position = excluded.position
        where l.position < excluded.position`.execute(tx);
    } else if (e.type === 'LiveClassEnded') {
      const d = e.data;
      await sql`insert into ${t} as l (id, institute_id, batch_id, teacher_id, live_since, ended_at, position)
        values (${d.classId}, ${inst}, ${d.batchId}, ${d.teacherId}, null, ${d.at}, ${pos})
        on conflict (id) do update set ended_at = excluded.ended_at, position = excluded.position
        where l.position < excluded.position`.execute(tx);
    }
  },
};
