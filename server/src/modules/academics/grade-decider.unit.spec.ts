import { describe, expect, it } from 'vitest';
import type { GradeEvent } from '@school/contracts';
import { gradeDecider as d, type GradeCommand } from './grade-decider.js';

const given = (...events: GradeEvent[]) => events.reduce(d.evolve, d.initialState());
const band = (gradeId: string, lowPercent: number, highPercent: number, grade: string) => ({ gradeId, lowPercent, highPercent, grade });
const a: GradeEvent = { type: 'GradeAdded', data: band('a', 75, 100, 'A') };
const b: GradeEvent = { type: 'GradeAdded', data: band('b', 60, 75, 'B') };
const add = (low: number, high: number, grade: string, id = 'n'): GradeCommand => ({ type: 'AddGrade', data: band(id, low, high, grade) });

describe('grade scale decider', () => {
  it('adds a band that touches its neighbours', () => {
    expect(d.decide(add(40, 60, 'C'), given(a, b))).toEqual([{ type: 'GradeAdded', data: band('n', 40, 60, 'C') }]);
  });
  it('refuses an overlap, naming the band it overlaps', () => {
    expect(() => d.decide(add(50, 65, 'C'), given(a, b))).toThrow('This range overlaps grade B (60–75%).');
    expect(() => d.decide(add(0, 100, 'X'), given(b))).toThrow('overlaps grade B');
  });
  it('refuses an empty or reversed range and a grade name used twice', () => {
    expect(() => d.decide(add(50, 50, 'C'), given())).toThrow('To (%) must be more than From (%).');
    expect(() => d.decide(add(10, 5, 'C'), given())).toThrow('To (%) must be more than From (%).');
    expect(() => d.decide(add(0, 10, 'a'), given(a))).toThrow('Grade A already exists.');
  });
  it('changes a band against the others only, and records nothing when nothing changed', () => {
    expect(d.decide({ type: 'ChangeGrade', data: band('b', 55, 75, 'B') }, given(a, b))).toEqual([{ type: 'GradeChanged', data: band('b', 55, 75, 'B') }]);
    expect(d.decide({ type: 'ChangeGrade', data: band('b', 60, 75, 'B') }, given(a, b))).toEqual([]);
    expect(() => d.decide({ type: 'ChangeGrade', data: band('b', 70, 80, 'B') }, given(a, b))).toThrow('overlaps grade A');
    expect(() => d.decide({ type: 'ChangeGrade', data: band('z', 0, 10, 'F') }, given(a))).toThrow('Grade not found.');
  });
  it('removes a band, which frees its range', () => {
    const removed: GradeEvent = { type: 'GradeRemoved', data: { gradeId: 'b' } };
    expect(d.decide({ type: 'RemoveGrade', data: { gradeId: 'b' } }, given(a, b))).toEqual([removed]);
    expect(() => d.decide({ type: 'RemoveGrade', data: { gradeId: 'b' } }, given(a, b, removed))).toThrow('Grade not found.');
    expect(d.decide(add(50, 65, 'C'), given(a, b, removed))).toHaveLength(1);
  });
});
