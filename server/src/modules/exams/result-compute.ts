/**
 * A student's result in an exam, worked out from the subject exams and the sheets (`exam_result`): marks per subject,
 * percentage, grade from the institute's grade scale, pass or fail, SGPA and the rank in the batch. Pure, so the
 * rules are specified beside it (result-compute.unit.spec.ts); the routes and the report cards read through it.
 */

export interface GradeBand {
  lowPercent: number;
  highPercent: number;
  grade: string;
}

export interface SubjectExamFacts {
  id: string;
  subjectId: string;
  fullMark: number;
  passMark: number;
  credit: number;
}

export interface SheetFacts {
  status: string;
  isAttended: boolean;
  obtainMark: number;
  remark: string;
}

export type SubjectStatus = 'PENDING' | 'IN_PROGRESS' | 'SUBMITTED' | 'GRADED' | 'RECORDED';

export interface SubjectOutcome {
  subjectExamId: string;
  subjectId: string;
  fullMark: number;
  passMark: number;
  credit: number;
  isAttended: boolean;
  obtainMark: number;
  markPercentage: number;
  grade: string;
  passed: boolean;
  remark: string;
  status: SubjectStatus;
}

export interface ExamOutcome {
  subjects: SubjectOutcome[];
  fullMark: number;
  totalMarkSecured: number;
  percentage: number;
  grade: string;
  totalSGPA: number;
  passed: boolean;
  /** Whether any subject exam has a result (a submitted sheet or a recorded result). */
  hasResult: boolean;
}

const round = (n: number, places: number) => {
  const f = 10 ** places;
  return Math.round((n + Number.EPSILON) * f) / f;
};

/**
 * The band of the institute's scale holding `percentage` (low ≤ p ≤ high); where two bands share a bound, the higher
 * band wins (60 in 45–60 and 60–75 is the 60–75 grade). '' when no band holds it.
 */
export function gradeOf(bands: readonly GradeBand[], percentage: number): string {
  let best: GradeBand | null = null;
  for (const b of bands) {
    if (percentage < b.lowPercent || percentage > b.highPercent) continue;
    if (!best || b.lowPercent > best.lowPercent) best = b;
  }
  return best?.grade ?? '';
}

/** Grade points of a percentage: percentage / 10 on a 0–10 scale, two decimals. */
export const gradePoint = (percentage: number) => round(Math.min(10, Math.max(0, percentage / 10)), 2);

/** Whether a sheet carries a result: it left IN_PROGRESS (submitted, graded) or a result was recorded. */
export const hasResult = (s: SheetFacts | undefined): s is SheetFacts => !!s && s.status !== 'IN_PROGRESS';

export function examOutcome(
  subjectExams: readonly SubjectExamFacts[],
  sheets: ReadonlyMap<string, SheetFacts>,
  bands: readonly GradeBand[],
): ExamOutcome {
  const subjects = subjectExams.map((x): SubjectOutcome => {
    const sheet = sheets.get(x.id);
    const counted = hasResult(sheet) && sheet.isAttended;
    const obtainMark = counted ? round(sheet.obtainMark, 2) : 0;
    const markPercentage = counted && x.fullMark > 0 ? round((obtainMark / x.fullMark) * 100, 1) : 0;
    return {
      subjectExamId: x.id,
      subjectId: x.subjectId,
      fullMark: x.fullMark,
      passMark: x.passMark,
      credit: x.credit,
      isAttended: counted,
      obtainMark,
      markPercentage,
      grade: counted ? gradeOf(bands, markPercentage) : '',
      passed: counted && obtainMark >= x.passMark,
      remark: sheet?.remark ?? '',
      status: (sheet?.status as SubjectStatus | undefined) ?? 'PENDING',
    };
  });
  const fullMark = round(
    subjects.reduce((s, x) => s + x.fullMark, 0),
    2,
  );
  const totalMarkSecured = round(
    subjects.reduce((s, x) => s + x.obtainMark, 0),
    2,
  );
  const percentage = fullMark > 0 ? round((totalMarkSecured / fullMark) * 100, 2) : 0;
  const attended = subjects.filter((x) => x.isAttended);
  const credits = attended.reduce((s, x) => s + x.credit, 0);
  const totalSGPA = credits > 0 ? round(attended.reduce((s, x) => s + x.credit * gradePoint(x.markPercentage), 0) / credits, 2) : 0;
  const any = subjectExams.some((x) => hasResult(sheets.get(x.id)));
  return {
    subjects,
    fullMark,
    totalMarkSecured,
    percentage,
    grade: any ? gradeOf(bands, percentage) : '',
    totalSGPA,
    passed: subjects.length > 0 && subjects.every((x) => x.passed),
    hasResult: any,
  };
}

/**
 * Standard competition ranking ("1224") by percentage, highest first: a student's rank is 1 + the number of students
 * with a higher percentage. Students without any result are not ranked (null).
 */
export function ranks(percentages: ReadonlyMap<string, number | null>): Map<string, number | null> {
  const scored = [...percentages.values()].filter((p): p is number => p !== null);
  const out = new Map<string, number | null>();
  for (const [id, p] of percentages) out.set(id, p === null ? null : 1 + scored.filter((q) => q > p).length);
  return out;
}

/** A weighted mean of exam percentages (the session report card): Σ w·p / Σ w over weights above 0; 0 when none. */
export function weightedPercentage(parts: readonly { weight: number; percentage: number }[]): number {
  const w = parts.reduce((s, x) => s + Math.max(x.weight, 0), 0);
  if (w === 0) return 0;
  return round(parts.reduce((s, x) => s + (x.weight > 0 ? x.weight * x.percentage : 0), 0) / w, 2);
}
