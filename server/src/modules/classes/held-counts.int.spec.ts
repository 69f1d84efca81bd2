import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lectureProjection } from '@school/projections';
import type { Database } from '../../platform/db/database.js';
import { scratchDatabase } from '../../platform/db/scratch.test-util.js';
import { ReadModelEpochs } from '../../platform/http/epochs.js';
import { HeldClassCounts } from './held-counts.js';

/**
 * HeldClassCounts asks whether the `lecture` view exists only until it does: a missing view (the classes module's read
 * model not built yet) is asked about again on the next call, and the counts follow once it is there.
 */
let database: Database;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
const NOW = new Date('2026-03-11T06:00:00.000Z');

beforeAll(async () => {
  scratch = await scratchDatabase('held_counts');
  database = scratch.database;
});
afterAll(async () => {
  await scratch?.dispose();
});

describe('HeldClassCounts without the lecture view yet', () => {
  it('answers none while the view is missing, asks again, and counts once it is there', async () => {
    const epochs = new ReadModelEpochs();
    const counts = new HeldClassCounts(database.db, epochs);
    expect(await counts.of('i1', ['b1'], NOW)).toEqual(new Map());
    expect(await counts.of('i1', ['b1'], NOW)).toEqual(new Map());
    await lectureProjection.tables.lecture!(sql.table('lecture')).execute(database.db);
    for (const [i, start] of [NOW.getTime() - 3_600_000, NOW.getTime() - 60_000, NOW.getTime() + 3_600_000].entries()) {
      await sql`insert into lecture (id, institute_id, batch_id, subject_id, teacher_id, start_time, end_time, class_room, type, credit,
          origin, created_at, created_by, position)
        values (${`c${i}`}, 'i1', 'b1', 's', 't', ${new Date(start).toISOString()}, ${new Date(start + 50 * 60_000).toISOString()},
          'R', 'OFFLINE', 1, 'ONE_OFF', now(), 'x', 1)`.execute(database.db);
    }
    expect(await counts.of('i1', ['b1', 'b2'], NOW)).toEqual(new Map([['b1', 2]]));
    // Kept, then counted since: a class started since the kept instant adds to it.
    const later = new Date(NOW.getTime() + 2 * 3_600_000);
    expect(await counts.of('i1', ['b1'], later)).toEqual(new Map([['b1', 3]]));
    // A kept batch and a new one in one call: both answered.
    epochs.touch('lecture', 'i1');
    await sql`insert into lecture (id, institute_id, batch_id, subject_id, teacher_id, start_time, end_time, class_room, type, credit,
        origin, created_at, created_by, position)
      values ('c9', 'i1', 'b2', 's', 't', ${NOW.toISOString()}, ${later.toISOString()}, 'R', 'OFFLINE', 1, 'ONE_OFF', now(), 'x', 1)`.execute(
      database.db,
    );
    expect(await counts.of('i1', ['b1'], later)).toEqual(new Map([['b1', 3]]));
    expect(await counts.of('i1', ['b1', 'b2'], later)).toEqual(
      new Map([
        ['b1', 3],
        ['b2', 1],
      ]),
    );
  });
});
