import { describe, expect, it } from 'vitest';
import {
  gradeText,
  markText,
  outOf,
  percentText,
  rankText,
  sgpaText,
  subjectAction,
  subjectMarkText,
  tileLabel,
  weightProblem,
} from './result-format';

const at = (iso: string) => Date.parse(iso);

describe('result figures (002 §9: one decimal for exam results)', () => {
  it('shows a percentage with one decimal, rounded', () => {
    expect(percentText(72.46)).toBe('72.5%');
    expect(percentText(72.44)).toBe('72.4%');
    expect(percentText(100)).toBe('100.0%');
    expect(percentText(0)).toBe('0.0%');
    expect(percentText(null)).toBe('–');
    expect(percentText(Number.NaN)).toBe('–');
  });
  it('shows marks without trailing zeros and a total out of the full mark', () => {
    expect(markText(12)).toBe('12');
    expect(markText(12.5)).toBe('12.5');
    expect(markText(12.333)).toBe('12.33');
    expect(outOf(45, 60)).toBe('45 / 60');
  });
  it('shows a dash when no grade band matches, the rank out of the batch, SGPA to two places', () => {
    expect(gradeText('')).toBe('–');
    expect(gradeText(' A+ ')).toBe('A+');
    expect(rankText(3, 40)).toBe('3 of 40');
    expect(rankText(null, 40)).toBe('–');
    expect(rankText(0, 40)).toBe('–');
    expect(sgpaText(7.5)).toBe('7.50');
  });
  it('says Absent for a subject not attended (002 §4: marks only when attended)', () => {
    expect(subjectMarkText({ isAttended: false, obtainMark: 0, fullMark: 50 })).toBe('Absent');
    expect(subjectMarkText({ isAttended: true, obtainMark: 0, fullMark: 50 })).toBe('0 / 50');
  });
});

describe('tileLabel (002 §2 exam tile)', () => {
  const now = at('2026-12-10T08:00:00+05:30');
  it("reads 'In Progress' while the subject exam runs", () => {
    expect(tileLabel({ status: 'INPROGRESS', startTime: '2026-12-10T07:00:00+05:30' }, now)).toBe('In Progress');
  });
  it("reads 'Schedule At {time}' today and adds the day otherwise", () => {
    expect(tileLabel({ status: 'UPCOMING', startTime: '2026-12-10T09:30:00+05:30' }, now)).toBe('Schedule At 9:30 AM');
    expect(tileLabel({ status: 'UPCOMING', startTime: '2026-12-11T14:05:00+05:30' }, now)).toBe('Schedule At 11 Dec 2026, 2:05 PM');
  });
});

describe('subjectAction (the student exam page)', () => {
  const base = { status: 'INPROGRESS' as const, started: false, isSubmitted: false, startTime: '2026-12-10T09:00:00+05:30' };
  it('offers Start, then Continue, then Submitted on an online exam in progress', () => {
    expect(subjectAction(base, 'ONLINE', false)).toEqual({ kind: 'start', label: 'Start' });
    expect(subjectAction({ ...base, started: true }, 'ONLINE', false)).toEqual({ kind: 'continue', label: 'Continue' });
    expect(subjectAction({ ...base, started: true, isSubmitted: true }, 'ONLINE', false).kind).toBe('submitted');
  });
  it('offers Review after the end, whether or not it was submitted', () => {
    expect(subjectAction({ ...base, status: 'ENDED' }, 'ONLINE', false).kind).toBe('review');
    expect(subjectAction({ ...base, status: 'ENDED', isSubmitted: true }, 'ONLINE', true).kind).toBe('review');
  });
  it('never lets a parent take an exam', () => {
    expect(subjectAction(base, 'ONLINE', true).kind).toBe('in-class');
    expect(subjectAction({ ...base, started: true }, 'ONLINE', true).label).toBe('In progress');
  });
  it('says when an upcoming one starts and that an offline one is written in class', () => {
    expect(subjectAction({ ...base, status: 'UPCOMING' }, 'ONLINE', false)).toEqual({
      kind: 'waiting',
      label: 'Starts 10 Dec 2026, 9:00 AM',
    });
    expect(subjectAction(base, 'OFFLINE', false).kind).toBe('in-class');
    expect(subjectAction({ ...base, status: 'ENDED' }, 'OFFLINE', false).kind).toBe('ended');
  });
});

describe('weightProblem (the session report card weights)', () => {
  it('takes a number from 0 to 100', () => {
    expect(weightProblem('40')).toBeNull();
    expect(weightProblem('0')).toBeNull();
    expect(weightProblem('12.5')).toBeNull();
    expect(weightProblem('')).toBe('Enter a weight.');
    expect(weightProblem('101')).toBe('A weight is a number from 0 to 100.');
    expect(weightProblem('-1')).toBe('A weight is a number from 0 to 100.');
    expect(weightProblem('abc')).toBe('A weight is a number from 0 to 100.');
  });
});
