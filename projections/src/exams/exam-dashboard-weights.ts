import { sql } from 'kysely';
import type { ExamWeightsSet, RecordedEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `exam_weight`: each batch's exam weights for the session report card (the last `ExamWeightsSet` of its stream,
 * `exam-weights-<batchId>`), one row per (batch, exam). `position` makes a second pass a no-op.
 */
export const examWeightProjection: Projection = {
  name: 'exam_weight',
  version: 1,
  tables: {
    exam_weight: (t) => sql`create table ${t} (
      batch_id text not null, exam_id text not null, institute_id text not null, weight numeric(6, 2) not null,
      position bigint not null, primary key (batch_id, exam_id))`,
  },
  handles: ['ExamWeightsSet'],
  idsOf: (e) => [(e.data as { batchId: string }).batchId],
  async apply({ tx, table }, event: RecordedEvent) {
    if (event.type !== 'ExamWeightsSet') return;
    const d = (event as unknown as ExamWeightsSet).data;
    const t = table('exam_weight');
    const seen = await sql<{ p: string | null }>`select max(position)::text as p from ${t} where batch_id = ${d.batchId}`.execute(tx);
    if (seen.rows[0]?.p && BigInt(seen.rows[0].p) >= event.position) return;
    await sql`delete from ${t} where batch_id = ${d.batchId}`.execute(tx);
    for (const w of d.weights) {
      await sql`insert into ${t} (batch_id, exam_id, institute_id, weight, position)
        values (${d.batchId}, ${w.examId}, ${event.metadata.instituteId}, ${w.weight}, ${event.position})`.execute(tx);
    }
  },
};
