import { describe, expect, it } from 'vitest';
import { STUDENT_EXPORT_MAX_ROWS } from '@school/contracts';
import { exportDefaults, rowsQuery } from './export-defaults';

// The export's field order (api/export-students.ts), the start of it and a few sensitive ones.
const keys = [
  '_id',
  'displayName',
  'email',
  'phoneNumber',
  'gender',
  'createdAt',
  'dateOfBirth',
  'caste',
  'session',
  'course',
  'branch',
  'applicationNumber',
  'registrationNumber',
  'rollNumber',
  'fatherName',
];

describe('export drawer defaults', () => {
  it('ticks the fields the student list shows, in the export order', () => {
    expect(exportDefaults(keys, 32).fields).toEqual([
      'displayName',
      'email',
      'phoneNumber',
      'gender',
      'createdAt',
      'session',
      'course',
      'branch',
      'registrationNumber',
    ]);
  });

  it('sets the rows to all of them, with the spec marks', () => {
    const d = exportDefaults(keys, 32);
    expect(d.rows).toBe(32);
    expect(d.max).toBe(32);
    expect(d.marks).toEqual([0, 30, 32]);
    expect(d.capped).toBeNull();
    expect(exportDefaults(keys, 120).marks).toEqual([0, 30, 50, 120]);
    // Unknown total: the spec's 1000.
    expect(exportDefaults(keys, undefined).rows).toBe(1000);
  });

  it('asks the server for every row when the slider is at the end, else for that many', () => {
    const d = exportDefaults(keys, 32);
    expect(rowsQuery(32, d, 32)).toBeUndefined();
    expect(rowsQuery(12, d, 32)).toBe(12);
    expect(rowsQuery(1000, exportDefaults(keys, undefined), undefined)).toBe(1000);
  });

  it('says so when the list holds more than one file takes', () => {
    const d = exportDefaults(keys, STUDENT_EXPORT_MAX_ROWS + 5);
    expect(d.rows).toBe(STUDENT_EXPORT_MAX_ROWS);
    expect(d.capped).toMatch(/at most/);
    expect(rowsQuery(d.rows, d, STUDENT_EXPORT_MAX_ROWS + 5)).toBe(STUDENT_EXPORT_MAX_ROWS);
  });
});
