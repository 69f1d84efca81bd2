import {
  PLACEMENT_REPORT_MESSAGES as M,
  type PlacementRecorded,
  type PlacementWithdrawn,
  type PlacementYearEvent,
} from '@school/contracts';
import type { Decider } from '../../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../../platform/errors.js';

/** One stream per institute and year: every placed student of that year (contracts/src/placements/reports.ts). */
export const placementYearStream = (instituteId: string, year: number) => `placementYear-${instituteId}-${year}`;

/** A record id carries its year (`<year>-<id>`), so a withdrawal finds its stream without a read model. */
export const placementRecordId = (year: number, id: string) => `${year}-${id}`;
export function yearOfRecordId(recordId: string): number | null {
  const m = /^(\d{4})-[\w-]{1,60}$/.exec(recordId);
  return m ? Number(m[1]) : null;
}

export interface PlacementRecordState {
  studentId: string;
  companyKey: string;
  withdrawn: boolean;
}

export interface PlacementYearState {
  records: Record<string, PlacementRecordState>;
}

export type PlacementToRecord = Omit<PlacementRecorded['data'], 'year'>;

export type PlacementYearCommand =
  | { type: 'RecordPlacements'; data: { year: number; records: PlacementToRecord[] } }
  | { type: 'WithdrawPlacement'; data: { recordId: string; reason: string } };

/** Company names compare without case and repeated spaces ("Infosys  Ltd" is "infosys ltd"). */
export const companyKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const dupKey = (studentId: string, company: string) => `${studentId}\u0000${companyKey(company)}`;

/** The keys (student and company) of the year's standing records. */
export const standingKeys = (state: PlacementYearState) =>
  new Set(Object.values(state.records).flatMap((r) => (r.withdrawn ? [] : [`${r.studentId}\u0000${r.companyKey}`])));

/**
 * Placed students of a year. Recording is all or nothing: one duplicate (the same student and company twice in the year,
 * standing, or twice in the same upload) refuses the whole command with a 409. A withdrawal needs a reason.
 */
export const placementYearDecider: Decider<PlacementYearState, PlacementYearCommand, PlacementYearEvent> = {
  initialState: () => ({ records: {} }),
  evolve(state, e) {
    switch (e.type) {
      case 'PlacementRecorded':
        return {
          records: {
            ...state.records,
            [e.data.recordId]: { studentId: e.data.studentId, companyKey: companyKey(e.data.companyName), withdrawn: false },
          },
        };
      case 'PlacementWithdrawn': {
        const r = state.records[e.data.recordId];
        return r ? { records: { ...state.records, [e.data.recordId]: { ...r, withdrawn: true } } } : state;
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordPlacements': {
        const { year, records } = command.data;
        const taken = standingKeys(state);
        const events: PlacementRecorded[] = [];
        for (const r of records) {
          if (!r.studentId) throw badRequest(M.studentRequired);
          if (!r.companyName.trim()) throw badRequest(M.companyRequired);
          if (!r.position.trim()) throw badRequest(M.positionRequired);
          if (state.records[r.recordId]) throw conflict(M.duplicate);
          const key = dupKey(r.studentId, r.companyName);
          if (taken.has(key)) throw conflict(M.duplicate);
          taken.add(key);
          events.push({ type: 'PlacementRecorded', data: { ...r, year } });
        }
        return events;
      }
      case 'WithdrawPlacement': {
        const { recordId, reason } = command.data;
        const r = state.records[recordId];
        if (!r) throw notFound(M.recordMissing);
        if (r.withdrawn) throw conflict(M.withdrawn);
        if (!reason.trim()) throw badRequest(M.reasonRequired);
        const year = yearOfRecordId(recordId) ?? 0;
        const withdrawn: PlacementWithdrawn = {
          type: 'PlacementWithdrawn',
          data: { recordId, year, studentId: r.studentId, reason: reason.trim() },
        };
        return [withdrawn];
      }
    }
  },
};
