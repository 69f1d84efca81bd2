import { describe, expect, it } from 'vitest';
import { examOutcome, gradeOf, gradePoint, ranks, weightedPercentage, type SheetFacts } from './result-compute.js';

const bands = [
  { lowPercent: 90, highPercent: 100, grade: 'A+' },
  { lowPercent: 75, highPercent: 90, grade: 'A' },
  { lowPercent: 60, highPercent: 75, grade: 'B' },
  { lowPercent: 40, highPercent: 60, grade: 'C' },
];
const subjects = [
  { id: 'e.s1', subjectId: 'math', fullMark: 100, passMark: 35, credit: 4 },
  { id: 'e.s2', subjectId: 'phy', fullMark: 50, passMark: 20, credit: 2 },
];
const sheet = (obtainMark: number, over: Partial<SheetFacts> = {}): SheetFacts => ({
  status: 'RECORDED',
  isAttended: true,
  obtainMark,
  remark: '',
  ...over,
});

describe('grades', () => {
  it('takes the band holding the percentage, the higher band on a shared bound, and none outside the scale', () => {
    expect(gradeOf(bands, 95)).toBe('A+');
    expect(gradeOf(bands, 90)).toBe('A+');
    expect(gradeOf(bands, 75)).toBe('A');
    expect(gradeOf(bands, 74.99)).toBe('B');
    expect(gradeOf(bands, 39.9)).toBe('');
    expect(gradeOf([], 80)).toBe('');
  });

  it('gives grade points as percentage / 10 within 0–10', () => {
    expect(gradePoint(87.5)).toBe(8.75);
    expect(gradePoint(100)).toBe(10);
    expect(gradePoint(0)).toBe(0);
  });
});

describe('examOutcome', () => {
  it('sums marks, percentages, credit-weighted SGPA over attended subjects, grade and pass', () => {
    const o = examOutcome(
      subjects,
      new Map([
        ['e.s1', sheet(80)],
        ['e.s2', sheet(45, { remark: 'Good' })],
      ]),
      bands,
    );
    expect(o.subjects.map((s) => [s.obtainMark, s.markPercentage, s.grade, s.passed])).toEqual([
      [80, 80, 'A', true],
      [45, 90, 'A+', true],
    ]);
    expect(o).toMatchObject({ fullMark: 150, totalMarkSecured: 125, percentage: 83.33, grade: 'A', passed: true, hasResult: true });
    // (4 × 8 + 2 × 9) / 6 = 8.33
    expect(o.totalSGPA).toBe(8.33);
  });

  it('fails a student below a pass mark or absent, leaves absent subjects out of SGPA and pending ones without a grade', () => {
    const absent = examOutcome(
      subjects,
      new Map([
        ['e.s1', sheet(90)],
        ['e.s2', sheet(0, { isAttended: false })],
      ]),
      bands,
    );
    expect(absent.passed).toBe(false);
    expect(absent.totalSGPA).toBe(9);
    expect(absent.subjects[1]).toMatchObject({ isAttended: false, grade: '', passed: false, status: 'RECORDED' });
    expect(absent.percentage).toBe(60);

    const low = examOutcome(subjects, new Map([['e.s1', sheet(34.5)]]), bands);
    expect(low.subjects.map((s) => [s.passed, s.status])).toEqual([
      [false, 'RECORDED'],
      [false, 'PENDING'],
    ]);
    expect(low.passed).toBe(false);

    const nothing = examOutcome(subjects, new Map([['e.s1', sheet(0, { status: 'IN_PROGRESS', isAttended: false })]]), bands);
    expect(nothing).toMatchObject({ hasResult: false, grade: '', percentage: 0, totalSGPA: 0, passed: false });
    expect(nothing.subjects[0]!.status).toBe('IN_PROGRESS');
    expect(examOutcome([], new Map(), bands).passed).toBe(false);
  });
});

describe('ranks and weights', () => {
  it('ranks by percentage with ties sharing a rank; students without a result are not ranked', () => {
    const r = ranks(
      new Map([
        ['a', 80],
        ['b', 92],
        ['c', 80],
        ['d', 40],
        ['e', null],
      ]),
    );
    expect([...r]).toEqual([
      ['a', 2],
      ['b', 1],
      ['c', 2],
      ['d', 4],
      ['e', null],
    ]);
  });

  it('weights exam percentages, ignoring weights of 0', () => {
    expect(
      weightedPercentage([
        { weight: 30, percentage: 70 },
        { weight: 70, percentage: 90 },
        { weight: 0, percentage: 10 },
      ]),
    ).toBe(84);
    expect(weightedPercentage([{ weight: 0, percentage: 50 }])).toBe(0);
  });
});
