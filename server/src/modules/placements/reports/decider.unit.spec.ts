import { describe, expect, it } from 'vitest';
import { PLACEMENT_REPORT_MESSAGES as M, type PlacementRecorded } from '@school/contracts';
import { deciderSpec } from '../../../platform/testing/decider-spec.js';
import { placementYearDecider, yearOfRecordId, type PlacementToRecord } from './decider.js';

const spec = deciderSpec(placementYearDecider);
const rec = (recordId: string, studentId: string, companyName = 'Infosys'): PlacementToRecord => ({
  recordId,
  studentId,
  studentName: `Student ${studentId}`,
  gender: 'FEMALE',
  batchId: 'b1',
  batchName: 'B.Tech CSE 2021',
  companyName,
  position: 'Engineer',
  source: 'MANUAL',
  row: null,
});
const recorded = (r: PlacementToRecord): PlacementRecorded => ({ type: 'PlacementRecorded', data: { ...r, year: 2025 } });
const record = (...records: PlacementToRecord[]) => ({ type: 'RecordPlacements' as const, data: { year: 2025, records } });

describe('placement year decider', () => {
  it('records every placed student of a command in one go', () => {
    spec
      .given()
      .when(record(rec('2025-a', 's1'), rec('2025-b', 's2')))
      .then([recorded(rec('2025-a', 's1')), recorded(rec('2025-b', 's2'))]);
  });

  it('refuses the same student and company twice in a year (any case), and within one upload: nothing recorded', () => {
    spec
      .given(recorded(rec('2025-a', 's1')))
      .when(record(rec('2025-b', 's2'), rec('2025-c', 's1', ' INFOSYS ')))
      .thenThrows({ message: M.duplicate, status: 409 });
    spec
      .given()
      .when(record(rec('2025-a', 's1'), rec('2025-b', 's1', 'infosys')))
      .thenThrows({ message: M.duplicate, status: 409 });
  });

  it('the same student with another company is a second record; a withdrawn record frees its key', () => {
    spec
      .given(recorded(rec('2025-a', 's1')))
      .when(record(rec('2025-b', 's1', 'TCS')))
      .then([recorded(rec('2025-b', 's1', 'TCS'))]);
    const withdrawn = {
      type: 'PlacementWithdrawn' as const,
      data: { recordId: '2025-a', year: 2025, studentId: 's1', reason: 'Offer revoked' },
    };
    spec
      .given(recorded(rec('2025-a', 's1')), withdrawn)
      .when(record(rec('2025-c', 's1')))
      .then([recorded(rec('2025-c', 's1'))]);
  });

  it('withdraws with a reason, once; a missing record is a 404', () => {
    const cmd = (recordId: string, reason = 'Entered by mistake') => ({ type: 'WithdrawPlacement' as const, data: { recordId, reason } });
    spec
      .given(recorded(rec('2025-a', 's1')))
      .when(cmd('2025-a'))
      .then([{ type: 'PlacementWithdrawn', data: { recordId: '2025-a', year: 2025, studentId: 's1', reason: 'Entered by mistake' } }]);
    spec
      .given(recorded(rec('2025-a', 's1')))
      .when(cmd('2025-a', '  '))
      .thenThrows({ message: M.reasonRequired, status: 400 });
    spec.given().when(cmd('2025-a')).thenThrows({ message: M.recordMissing, status: 404 });
    spec
      .given(recorded(rec('2025-a', 's1')), {
        type: 'PlacementWithdrawn',
        data: { recordId: '2025-a', year: 2025, studentId: 's1', reason: 'x' },
      })
      .when(cmd('2025-a'))
      .thenThrows({ message: M.withdrawn, status: 409 });
  });

  it('reads the year back from a record id', () => {
    expect(yearOfRecordId('2025-0f8c1e2a-aaaa')).toBe(2025);
    expect(yearOfRecordId('nope')).toBeNull();
    expect(yearOfRecordId('2025-../x')).toBeNull();
  });
});
