import { describe, expect, it } from 'vitest';
import { batchSpec, eventMaker } from '../testing/batch-spec.js';
import { assignmentSheetProjection } from './index.js';

const sheets = batchSpec(assignmentSheetProjection);

/** Three students' sheets interleaved: saves, changes, clears, submissions (one late), reviews and a change of mark. */
function sheetEvents() {
  const ev = eventMaker();
  const ids = (s: string) => ({ assignmentId: 'a1', studentId: s, batchId: 'b1' });
  const stream = (s: string) => `assignment-sheet-a1~${s}`;
  const save = (s: string, q: string, answer: string, lateDays = 0) =>
    ev('AssignmentAnswerSaved', { ...ids(s), questionId: q, answer, attachmentId: null, lateDays }, stream(s));
  const submitted = (s: string, lateDays: number, penaltyPercent: number) =>
    ev(
      'AssignmentSubmitted',
      {
        ...ids(s),
        answers: [
          { questionId: 'q1', answer: 'A', attachmentId: null },
          { questionId: 'q2', answer: 'Words', attachmentId: null },
        ],
        marks: [{ questionId: 'q1', mark: 2 }],
        needsGrading: true,
        lateDays,
        penaltyPercent,
      },
      stream(s),
    );
  const reviewed = (s: string, mark: number, previous: number | null, reason = '') =>
    ev('AssignmentReviewed', { ...ids(s), marks: [{ questionId: 'q2', mark, previous }], remark: 'Ok', reason }, stream(s), {
      actorId: 't1',
    });
  return [
    save('s1', 'q1', 'B'),
    save('s2', 'q1', 'A'),
    save('s1', 'q1', 'A'),
    save('s1', 'q2', 'Words'),
    save('s3', 'q2', 'Draft'),
    save('s2', 'q2', 'Some'),
    save('s3', 'q2', ''),
    save('s2', 'q2', 'Words'),
    submitted('s1', 0, 0),
    save('s3', 'q1', 'A', 1),
    submitted('s2', 1, 10),
    reviewed('s1', 3, null),
    save('s3', 'q2', 'Late words', 1),
    reviewed('s1', 4, 3, 'recount'),
    reviewed('s2', 5, null),
  ];
}

describe('assignment sheets applyBatch', { timeout: 180_000 }, () => {
  it('leaves the rows apply leaves, from empty tables and from part of the batch', async () => {
    const events = sheetEvents();
    const r = await sheets.compare(events);
    expect(r.fellBack).toBe(false);
    expect(r.rows.assignment_sheet!.length).toBe(3);
    expect(r.rows.assignment_answer!.length).toBe(6);
    for (const split of [2, 5, 9, 12]) expect((await sheets.compare(events, split)).fellBack).toBe(false);
  });
});
