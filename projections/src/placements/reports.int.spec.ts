import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { placementReportProjection } from './reports.js';

const spec = projectionSpec(placementReportProjection);
const { event } = spec;
const s = { streamId: 'placementYear-i1-2025' };
const placed = (recordId: string, studentId: string, gender: string | null, companyName = 'Infosys') =>
  event(
    'PlacementRecorded',
    {
      recordId,
      year: 2025,
      studentId,
      studentName: `Student ${studentId}`,
      gender,
      batchId: 'b1',
      batchName: 'B.Tech CSE',
      companyName,
      position: 'Engineer',
      source: 'EXCEL',
      row: 2,
    },
    s,
  );

describe('placement_report projection', () => {
  it('keeps a row per record with its snapshot; applied twice, unchanged', async () => {
    const rows = await spec.when(placed('2025-a', 's1', 'MALE'), placed('2025-b', 's2', 'FEMALE', 'TCS')).then('placement_report', 'id');
    expect(rows.map((r) => [r.id, r.year, r.student_name, r.gender, r.batch_name, r.company_name, r.source, r.withdrawn_at])).toEqual([
      ['2025-a', 2025, 'Student s1', 'MALE', 'B.Tech CSE', 'Infosys', 'EXCEL', null],
      ['2025-b', 2025, 'Student s2', 'FEMALE', 'B.Tech CSE', 'TCS', 'EXCEL', null],
    ]);
  });

  it('a withdrawal marks the row with its reason, once', async () => {
    const rows = await spec
      .given(placed('2025-a', 's1', 'MALE'))
      .when(event('PlacementWithdrawn', { recordId: '2025-a', year: 2025, studentId: 's1', reason: 'Offer revoked' }, s))
      .then('placement_report', 'id');
    expect(rows.map((r) => [r.id, r.withdraw_reason, r.withdrawn_at !== null])).toEqual([['2025-a', 'Offer revoked', true]]);
  });
});
