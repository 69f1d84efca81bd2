import type { PlacementSource } from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import { idFor, type CommandContext } from '../../../platform/commands.js';
import { placementRecordId, placementYearDecider, placementYearStream, type PlacementToRecord } from './decider.js';
import type { StudentSnapshot } from './shared.js';

/** A placed student to record: the student's snapshot, the company and position, and where it came from. */
export interface PlacementEntry {
  student: StudentSnapshot;
  companyName: string;
  position: string;
  source: PlacementSource;
  row: number | null;
}

/** Records the placed students of one year in one append (all or none: the decider refuses a duplicate with a 409). */
export async function recordPlacements(rt: Runtime, ctx: CommandContext, year: number, entries: PlacementEntry[], idKey?: string) {
  const records: PlacementToRecord[] = entries.map((e, i) => {
    const { registrationNumber: _reg, ...student } = e.student;
    const label = `placement-${year}-${i}`;
    return {
      recordId: placementRecordId(year, idFor(idKey ? { ...ctx, idempotencyKey: idKey } : { ...ctx, idempotencyKey: undefined }, label)),
      ...student,
      companyName: e.companyName.trim().replace(/\s+/g, ' '),
      position: e.position.trim().replace(/\s+/g, ' '),
      source: e.source,
      row: e.row,
    };
  });
  return rt.commands.handle(
    placementYearDecider,
    placementYearStream(ctx.instituteId, year),
    {
      type: 'RecordPlacements',
      data: { year, records },
    },
    ctx,
  );
}
