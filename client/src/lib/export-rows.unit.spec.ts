import { describe, expect, it } from 'vitest';
import { STUDENT_EXPORT_MAX_ROWS } from '@school/contracts';
import { exportDefaults, fieldsForType, NOT_ALL, rowsQuery, TOO_MANY } from './export-rows';

// The student export's field order (features/people/api/export-students.ts), the start of it and a few sensitive ones.
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
// The student list's columns, in the list's order.
const listKeys = ['displayName', 'registrationNumber', 'phoneNumber', 'email', 'session', 'course', 'branch', 'gender', 'createdAt'];
const maxRows = STUDENT_EXPORT_MAX_ROWS;
const students = (total: number | undefined) => exportDefaults(keys, total, { maxRows, listKeys });

describe('export drawer defaults', () => {
  it('ticks the fields the list shows, in the export order; all of them without a list', () => {
    expect(students(32).fields).toEqual([
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
    expect(exportDefaults(['a', 'b'], 3, { maxRows }).fields).toEqual(['a', 'b']);
  });

  it('sets the rows to all of them, with the spec marks', () => {
    const d = students(32);
    expect(d.rows).toBe(32);
    expect(d.max).toBe(32);
    expect(d.marks).toEqual([0, 30, 32]);
    expect(d.capped).toBeNull();
    expect(students(120).marks).toEqual([0, 30, 50, 120]);
    expect(students(20).marks).toEqual([0, 20]);
    // Unknown total: the spec's 1000.
    expect(students(undefined).rows).toBe(1000);
  });

  it('asks the server for every row when the slider is at the end, else for that many', () => {
    const d = students(32);
    expect(rowsQuery(32, d, 32)).toBeUndefined();
    expect(rowsQuery(12, d, 32)).toBe(12);
    expect(rowsQuery(1000, students(undefined), undefined)).toBe(1000);
  });

  it('says so when the list holds more than one file takes', () => {
    const d = students(STUDENT_EXPORT_MAX_ROWS + 5);
    expect(d.rows).toBe(STUDENT_EXPORT_MAX_ROWS);
    expect(d.capped).toMatch(/at most/);
    expect(rowsQuery(d.rows, d, STUDENT_EXPORT_MAX_ROWS + 5)).toBe(STUDENT_EXPORT_MAX_ROWS);
    expect(exportDefaults(keys, 12_000, { maxRows: 10_000 }).max).toBe(10_000);
  });

  it('keeps 3 fields for a PDF and says why', () => {
    expect(fieldsForType('pdf', ['a', 'b', 'c', 'd'])).toEqual({ fields: ['a', 'b', 'c'], problem: TOO_MANY });
    expect(fieldsForType('csv', ['a', 'b', 'c', 'd'])).toEqual({ fields: ['a', 'b', 'c', 'd'], problem: null });
    expect(TOO_MANY).toBe('A maximum of 3 field can be choose in PDF type.');
    expect(NOT_ALL).toBe("Can't select all the field in pdf type.");
  });
});
