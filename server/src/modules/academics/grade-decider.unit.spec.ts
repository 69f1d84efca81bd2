import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import type { GradeEvent } from '@school/contracts';
import { gradeDecider as d, type GradeCommand } from './grade-decider.js';

const spec = deciderSpec(d);
const band = (gradeId: string, lowPercent: number, highPercent: number, grade: string) => ({ gradeId, lowPercent, highPercent, grade });
const a: GradeEvent = { type: 'GradeAdded', data: band('a', 75, 100, 'A') };
const b: GradeEvent = { type: 'GradeAdded', data: band('b', 60, 75, 'B') };
const add = (low: number, high: number, grade: string, id = 'n'): GradeCommand => ({ type: 'AddGrade', data: band(id, low, high, grade) });

describe('grade scale decider', () => {
  it('adds a band that touches its neighbours', () => {
    spec
      .given(a, b)
      .when(add(40, 60, 'C'))
      .then([{ type: 'GradeAdded', data: band('n', 40, 60, 'C') }]);
  });
  it('refuses an overlap, naming the band it overlaps', () => {
    spec
      .given(a, b)
      .when(add(50, 65, 'C'))
      .thenThrows('This range overlaps grade B (60–75%).');
    spec
      .given(b)
      .when(add(0, 100, 'X'))
      .thenThrows('overlaps grade B');
  });
  it('refuses an empty or reversed range and a grade name used twice', () => {
    spec
      .given()
      .when(add(50, 50, 'C'))
      .thenThrows('To (%) must be more than From (%).');
    spec
      .given()
      .when(add(10, 5, 'C'))
      .thenThrows('To (%) must be more than From (%).');
    spec
      .given(a)
      .when(add(0, 10, 'a'))
      .thenThrows('Grade A already exists.');
  });
  it('changes a band against the others only, and records nothing when nothing changed', () => {
    spec
      .given(a, b)
      .when({ type: 'ChangeGrade', data: band('b', 55, 75, 'B') })
      .then([{ type: 'GradeChanged', data: band('b', 55, 75, 'B') }]);
    spec
      .given(a, b)
      .when({ type: 'ChangeGrade', data: band('b', 60, 75, 'B') })
      .then([]);
    spec
      .given(a, b)
      .when({ type: 'ChangeGrade', data: band('b', 70, 80, 'B') })
      .thenThrows('overlaps grade A');
    spec
      .given(a)
      .when({ type: 'ChangeGrade', data: band('z', 0, 10, 'F') })
      .thenThrows('Grade not found.');
  });
  it('removes a band, which frees its range', () => {
    const removed: GradeEvent = { type: 'GradeRemoved', data: { gradeId: 'b' } };
    spec
      .given(a, b)
      .when({ type: 'RemoveGrade', data: { gradeId: 'b' } })
      .then([removed]);
    spec
      .given(a, b, removed)
      .when({ type: 'RemoveGrade', data: { gradeId: 'b' } })
      .thenThrows('Grade not found.');
    expect(d.decide(add(50, 65, 'C'), spec.given(a, b, removed).state)).toHaveLength(1);
  });
});
