import type { Assignment, MySubmission } from '@school/contracts';
import type { DB } from '../../platform/db/database.js';
import { batchRefsByIds, subjectTitlesByIds } from '../academics/index.js';
import { userCardsById } from '../identity/index.js';
import { studentCountsByBatch } from '../people/index.js';
import { sheetCounts, sheetRows, type AssignmentRow, type SheetRow } from './queries.js';

const none = { _id: '', title: '' };

/** The student's own submission as a card shows it (null mark until submitted with something attempted). */
export const submissionOf = (s: SheetRow | undefined): MySubmission => ({
  isSubmitted: !!s?.submitted,
  submittedAt: s?.submittedAt ?? null,
  reviewed: !!s && s.submitted && (s.reviewed || !s.needsGrading),
  markSecured: s?.submitted && s.totalAttempted > 0 ? s.markSecured : null,
  totalAttempted: s?.totalAttempted ?? 0,
  lateDays: s?.lateDays ?? 0,
  penaltyPercent: s?.penaltyPercent ?? 0,
});

/**
 * The replies for assignment rows, with what they name looked up once for all of them. `learners`: for a student or
 * parent, the caller's (child's) id per batch, to add their own submission.
 */
export async function assignmentViews(
  db: DB,
  instituteId: string,
  rows: readonly AssignmentRow[],
  today: string,
  learners: Map<string, string> | null,
): Promise<Assignment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const learnerIds = learners ? [...new Set(learners.values())] : [];
  const [batches, subjects, users, students, counts, mine] = await Promise.all([
    batchRefsByIds(
      db,
      instituteId,
      rows.map((r) => r.batchId),
    ),
    subjectTitlesByIds(
      db,
      instituteId,
      rows.map((r) => r.subjectId),
    ),
    userCardsById(
      db,
      rows.map((r) => r.createdBy),
    ),
    studentCountsByBatch(
      db,
      rows.map((r) => r.batchId),
    ),
    sheetCounts(db, instituteId, ids),
    learners ? sheetRows(db, instituteId, { assignmentIds: ids, studentIds: learnerIds }) : Promise.resolve([]),
  ]);
  const mineOf = new Map(mine.map((s) => [`${s.assignmentId}~${s.studentId}`, s]));
  return rows.map((r) => {
    const batch = batches.get(r.batchId);
    const c = counts.get(r.id) ?? { submitted: 0, reviewed: 0 };
    const totalStudent = students.get(r.batchId) ?? 0;
    const learner = learners?.get(r.batchId);
    return {
      _id: r.id,
      title: r.title,
      assignmentName: r.title,
      type: r.type,
      creationType: r.creationType,
      introduction: r.introduction,
      chapter: r.chapter,
      subject: { _id: r.subjectId, title: subjects.get(r.subjectId) ?? '' },
      dateOfAssignment: r.dateOfAssignment,
      dueDate: r.dueDate,
      lastDate: r.dueDate,
      fullMark: r.fullMark,
      totalMark: r.fullMark,
      totalQuestionMark: r.totalQuestionMark,
      totalQuestions: r.totalQuestions,
      totalSubmitted: c.submitted,
      totalReviewed: c.reviewed,
      totalStudent,
      notSubmitted: Math.max(0, totalStudent - c.submitted),
      batch: {
        _id: r.batchId,
        course: batch?.course ?? none,
        branch: batch?.branch ?? none,
        session: batch?.session ?? none,
      },
      createdBy: { _id: r.createdBy, displayName: users.get(r.createdBy)?.displayName ?? '' },
      createdAt: r.createdAt,
      isPastDue: today > r.dueDate,
      mySubmission: learner ? submissionOf(mineOf.get(`${r.id}~${learner}`)) : null,
    };
  });
}
