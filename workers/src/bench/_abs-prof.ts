import { absenceAlertProjection, lectureMarkProjection, ProjectionRunner, type Projection } from '@school/projections';
import { openDatabase, PostgresEventStore } from '@school/server';

const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 4 });
const store = new PostgresEventStore(database.db, database.kind);
let errors = 0;
let batchMs = 0;
const wrap = (p: Projection): Projection => ({
  ...p,
  applyBatch: async (c, es) => {
    const t0 = performance.now();
    try { await p.applyBatch!(c, es); } catch (e) { if (errors++ < 3) console.log(p.name, 'batch threw:', (e as Error).message); throw e; } finally { batchMs += performance.now() - t0; }
  },
});
const which = process.env.P === 'mark' ? lectureMarkProjection : absenceAlertProjection;
const runner = new ProjectionRunner({ db: database.db, store, projections: [wrap(which)] });
const t0 = performance.now();
await runner.rebuildMany([which.name]);
console.log(which.name, 'total', ((performance.now() - t0) / 1000).toFixed(1), 's; in applyBatch', (batchMs / 1000).toFixed(1), 's; errors', errors);
await database.close();
