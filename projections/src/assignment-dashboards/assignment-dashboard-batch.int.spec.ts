import { describe, expect, it } from 'vitest';
import { batchSpec, eventMaker } from '../testing/batch-spec.js';
import { assignmentDashboardProjection } from './assignment-dashboard.js';

const spec = batchSpec(assignmentDashboardProjection);

/**
 * Assignments of two teachers and batches (one in another institute), genders set before and after submissions, answers
 * saved and submitted (twice, after a delete), a due day moved, a type changed, an assignment deleted, a user deleted,
 * a profile change that names neither gender nor batch, and redelivered events.
 */
function history() {
  const ev = eventMaker();
  const fields = (type: string, from: string, due: string) => ({
    title: `A ${type}`,
    type,
    creationType: 'NEW',
    introduction: '',
    chapter: 'c',
    subjectId: 'sub',
    dateOfAssignment: from,
    dueDate: due,
    fullMark: 12.5,
  });
  const created = (id: string, batchId: string, by: string, type: string, from: string, due: string, instituteId = 'i1') =>
    ev('AssignmentCreated', { assignmentId: id, batchId, createdBy: by, ...fields(type, from, due) }, `assignment-${id}`, {
      instituteId,
    });
  const updated = (id: string, batchId: string, type: string, from: string, due: string) =>
    ev('AssignmentUpdated', { assignmentId: id, batchId, ...fields(type, from, due) }, `assignment-${id}`);
  const deleted = (id: string, batchId: string) => ev('AssignmentDeleted', { assignmentId: id, batchId }, `assignment-${id}`);
  const saved = (id: string, studentId: string, batchId = 'b1') =>
    ev(
      'AssignmentAnswerSaved',
      { assignmentId: id, studentId, batchId, questionId: 'q', answer: 'x', attachmentId: null, lateDays: 0 },
      `assignment-sheet-${id}~${studentId}`,
    );
  const submitted = (id: string, studentId: string, batchId = 'b1') =>
    ev(
      'AssignmentSubmitted',
      { assignmentId: id, studentId, batchId, answers: [], marks: [], needsGrading: false, lateDays: 0, penaltyPercent: 0 },
      `assignment-sheet-${id}~${studentId}`,
    );
  const profile = (userId: string, p: Record<string, unknown>) => ev('UserProfileUpdated', { userId, profile: p }, `user-${userId}`);
  const first = created('a1', 'b1', 't1', 'MCQTYPE', '2026-03-02', '2026-03-06');
  const sub = submitted('a1', 's1');
  return [
    profile('s1', { gender: 'MALE', batch: 'b1' }),
    profile('s2', { batch: 'b1' }),
    first,
    created('a2', 'b1', 't1', 'LONGTYPE', '2026-03-02', '2026-03-09'),
    created('a3', 'b2', 't2', 'ATTACHMENT', '2026-04-01', '2026-04-03', 'i2'),
    saved('a1', 's1'),
    saved('a1', 's1'),
    sub,
    saved('a2', 's2'),
    submitted('a2', 's2'),
    profile('s2', { gender: 'FEMALE' }),
    saved('a3', 's3', 'b2'),
    updated('a1', 'b1', 'LONGTYPE', '2026-03-03', '2026-03-10'),
    submitted('a2', 's1'),
    profile('s1', { gender: 'OTHER', displayName: 'S' }),
    profile('s1', { displayName: 'S again' }),
    { ...sub },
    deleted('a2', 'b1'),
    submitted('a2', 's3'),
    updated('a2', 'b1', 'MCQTYPE', '2026-03-02', '2026-03-09'),
    { ...first },
    ev('UserDeleted', { userId: 's2', email: 'x' }, 'user-s2'),
    created('a4', 'b1', 't1', 'MCQTYPE', '2026-05-01', '2026-05-02'),
    submitted('a4', 's4'),
    profile('s4', { gender: 'FEMALE', batch: 'b1' }),
  ];
}

describe('assignment_dashboard applyBatch', { timeout: 180_000 }, () => {
  it('leaves the rows apply leaves, whole or from any point of the history', async () => {
    const events = history();
    const r = await spec.compare(events);
    expect(r.fellBack).toBe(false);
    expect(r.rows.assignment_dashboard_student_day!.length).toBeGreaterThan(3);
    for (const split of [2, 5, 9, 13, 17, 21]) expect((await spec.compare(events, split)).fellBack, `split ${split}`).toBe(false);
  });
});
