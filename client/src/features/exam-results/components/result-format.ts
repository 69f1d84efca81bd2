/* How results read on screen (002 §9: percentages rounded, one decimal for exam results) and what a student may do next. */

import type { ExamType } from '@school/contracts';
import { examDay, showDay, showTime } from '../../../lib/exam-time';
import type { SubjectExamPhase } from '../api/types';

/** '72.5%' (one decimal, 002 §9); '–' when there is no figure. */
export function percentText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return `${(Math.round(value * 10) / 10).toFixed(1)}%`;
}

/** A mark as given: whole marks without decimals, others to two places at most ('12', '12.5', '12.25'). */
export function markText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return String(Math.round(value * 100) / 100);
}

/** '45 / 60'. */
export const outOf = (mark: number | null | undefined, full: number | null | undefined) => `${markText(mark)} / ${markText(full)}`;

/** The grade from the institute's scale; '–' when no band matches (the server sends ''). */
export const gradeText = (grade: string | null | undefined): string => (grade?.trim() ? grade.trim() : '–');

export const passText = (passed: boolean): 'Pass' | 'Fail' => (passed ? 'Pass' : 'Fail');

/** '3 of 40'; '–' when the student has no rank (nothing attended). */
export const rankText = (rank: number | null | undefined, batchSize: number | null | undefined): string =>
  rank && rank > 0 ? `${rank} of ${batchSize ?? '–'}` : '–';

/** SGPA to two decimals. */
export const sgpaText = (v: number | null | undefined): string =>
  v === null || v === undefined || !Number.isFinite(v) ? '–' : v.toFixed(2);

/** A subject's line: 'Absent' when not attended (002 §4: mark and remark show only when attended). */
export const subjectMarkText = (s: { isAttended: boolean; obtainMark: number; fullMark: number }): string =>
  s.isAttended ? outOf(s.obtainMark, s.fullMark) : 'Absent';

/** 002 §2 exam tile: 'In Progress' or 'Schedule At {time}' (the day too when it is not today). */
export function tileLabel(t: { status: 'UPCOMING' | 'INPROGRESS'; startTime: string }, now: number): string {
  if (t.status === 'INPROGRESS') return 'In Progress';
  const day = examDay(t.startTime);
  return day === examDay(now) ? `Schedule At ${showTime(t.startTime)}` : `Schedule At ${showDay(day)}, ${showTime(t.startTime)}`;
}

export type SubjectAction =
  | { kind: 'start' | 'continue' | 'review'; label: string }
  | { kind: 'submitted' | 'waiting' | 'ended' | 'in-class'; label: string };

/**
 * What a subject exam offers on the student's exam page: an online one is Start, then Continue once begun, Submitted
 * once handed in, and Review after its end; an upcoming one says when it starts; an offline one is written in class.
 * A PARENT may review but never take an exam.
 */
export function subjectAction(
  s: { status: SubjectExamPhase; started: boolean; isSubmitted: boolean; startTime: string },
  type: ExamType,
  isParent: boolean,
): SubjectAction {
  if (s.status === 'UPCOMING') return { kind: 'waiting', label: `Starts ${showDay(examDay(s.startTime))}, ${showTime(s.startTime)}` };
  if (type === 'OFFLINE') return s.status === 'ENDED' ? { kind: 'ended', label: 'Ended' } : { kind: 'in-class', label: 'Written in class' };
  if (s.status === 'ENDED') return { kind: 'review', label: 'Review' };
  if (s.isSubmitted) return { kind: 'submitted', label: 'Submitted' };
  if (isParent) return { kind: 'in-class', label: s.started ? 'In progress' : 'Not started' };
  return s.started ? { kind: 'continue', label: 'Continue' } : { kind: 'start', label: 'Start' };
}

/** Reads a weight field: a number from 0 to 100, else the problem. */
export function weightProblem(text: string): string | null {
  if (text.trim() === '') return 'Enter a weight.';
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || n > 100) return 'A weight is a number from 0 to 100.';
  return null;
}
