import { assignmentSheetStream, assignmentStream, type AssignmentFields, type QuestionFields } from '@school/contracts';
import type { Runtime } from '../platform/runtime.js';
import type { CommandContext } from '../platform/commands.js';
import { newId } from '../platform/ids.js';
import { addDays, instituteDay } from '../platform/days.js';
import { batchStudentIds, batchStudentsAndParents } from '../modules/people/index.js';
import { loadPaper, subjectExamsOfExamsTitled } from '../modules/exams/index.js';
import {
  DEFAULT_POLICY,
  assignmentDecider,
  assignmentSheetDecider,
  type AssignmentActor,
  type AssignmentState,
} from '../modules/assignments/index.js';
import { seededUnit } from './bulk-history.js';

const mcq = (question: string, options: string[], answer: string, markAwarded: number): QuestionFields => ({
  question,
  type: 'MCQTYPE',
  options,
  answer,
  markAwarded,
  explanation: '',
  attachmentId: null,
});
const QUIZ: QuestionFields[] = [
  mcq('<p>Which number is a prime number?</p>', ['21', '27', '29', '33'], '29', 2),
  mcq('<p>What is the value of 3 squared plus 4 squared?</p>', ['25', '49', '12', '7'], '25', 2),
  mcq('<p>How many degrees are there in a right angle?</p>', ['45', '90', '180', '360'], '90', 2),
  mcq('<p>Which fraction is equal to one half?</p>', ['2/3', '3/6', '3/4', '4/6'], '3/6', 2),
  mcq('<p>What is 12 multiplied by 12?</p>', ['124', '144', '132', '154'], '144', 2),
];
const ESSAY: QuestionFields = {
  question: '<p>Describe, in your own words, how you would estimate the height of a tree using its shadow.</p>',
  type: 'LONGTYPE',
  options: [],
  answer: 'Similar triangles: compare the shadow of the tree with the shadow of a stick of known height at the same time.',
  markAwarded: 10,
  explanation: '<p>The sun makes the same angle for both: the heights are in the same ratio as the shadows.</p>',
  attachmentId: null,
};
const ANSWER =
  'At the same time of day I would measure the shadow of a one-metre stick and the shadow of the tree; the tree is as many metres tall as its shadow is times the stick’s.';
/** A one-page PDF (the brief of the attachment assignment). */
const BRIEF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * Assignments of every demo batch (issue 15 part 6), through the same commands the routes run, at the times they would
 * have happened: a quiz (MCQTYPE) given twelve days ago and due five days ago, which most of the batch submitted and
 * which is overdue for the rest; a written assignment (LONGTYPE) due in three days, with some answers submitted and a
 * few graded by the teacher (one mark changed, with its reason); and a drawing to upload (ATTACHMENT) due next week.
 * The demo teacher sets them in the demo student's batch, the office in the others.
 */
export async function seedAssignments(
  rt: Runtime,
  who: { instituteId: string; adminId: string; teacherId: string; studentId: string; batches: { id: string }[] },
  now: Date,
): Promise<{ assignments: number; submissions: number; reviews: number }> {
  const db = rt.database.db;
  await rt.runner.waitFor(['student', 'exam', 'subject_exam'], await rt.store.head(), 30_000);
  const count = { assignments: 0, submissions: 0, reviews: 0 };
  const ctx = (userId: string, role: 'ADMIN' | 'TEACHER' | 'STUDENT', at: Date): CommandContext => ({
    actor: { userId, role },
    instituteId: who.instituteId,
    correlationId: 'demo-seed-assignments',
    now: at,
  });
  const today = instituteDay(now);
  const dayAt = (n: number, hh = 10) => new Date(`${addDays(today, n)!}T${String(hh).padStart(2, '0')}:00:00+05:30`);
  const midterms = await subjectExamsOfExamsTitled(db, who.instituteId, 'Mid-term examination');
  const studentBatch = (await batchStudentIds(db, who.instituteId, who.batches[0]!.id)).includes(who.studentId) ? who.batches[0]!.id : null;
  const brief = await rt.files.put(
    { filename: 'drawing-brief.pdf', mimetype: 'application/pdf', data: BRIEF_PDF },
    {
      instituteId: who.instituteId,
      ownerId: who.adminId,
      purpose: 'assignment-question',
      maxBytes: 1024 * 1024,
      types: ['application/pdf'],
      label: 'The brief',
    },
  );

  for (const batch of who.batches) {
    const first = midterms.find((m) => m.batch_id === batch.id);
    const subjectId = first ? (await loadPaper(rt, first.exam_id, who.instituteId)).subjects.get(first.id)?.subjectId : undefined;
    if (!subjectId) continue;
    const roster = await batchStudentIds(db, who.instituteId, batch.id);
    const mine = roster.includes(who.studentId) || batch.id === studentBatch;
    const by: AssignmentActor = mine ? { userId: who.teacherId, office: false } : { userId: who.adminId, office: true };
    const role = mine ? ('TEACHER' as const) : ('ADMIN' as const);
    const recipients = await batchStudentsAndParents(db, who.instituteId, batch.id, by.userId);

    const make = async (fields: AssignmentFields, questions: QuestionFields[], at: Date): Promise<AssignmentState> => {
      const assignmentId = newId();
      const c = ctx(by.userId, role, at);
      await rt.commands.handle(
        assignmentDecider,
        assignmentStream(assignmentId),
        { type: 'CreateAssignment', data: { assignmentId, batchId: batch.id, by, fields, recipients, today: instituteDay(at) } },
        c,
      );
      let state!: AssignmentState;
      for (const question of questions) {
        state = (
          await rt.commands.handle(
            assignmentDecider,
            assignmentStream(assignmentId),
            { type: 'AddQuestion', data: { by, question, locked: false } },
            c,
          )
        ).state;
      }
      count.assignments++;
      return state;
    };
    const common = { chapter: '', subjectId, creationType: 'NEW' as const };
    const quiz = await make(
      {
        ...common,
        title: 'Numbers quiz',
        type: 'MCQTYPE',
        introduction: '<p>Five questions on numbers and shapes. Choose one answer for each.</p>',
        dateOfAssignment: addDays(today, -12)!,
        dueDate: addDays(today, -5)!,
        fullMark: 10,
      },
      QUIZ,
      dayAt(-12, 9),
    );
    const essay = await make(
      {
        ...common,
        title: 'Shadows and heights',
        type: 'LONGTYPE',
        creationType: 'COMPLETE',
        introduction: '<p>Answer in a short paragraph.</p>',
        dateOfAssignment: addDays(today, -6)!,
        dueDate: addDays(today, 3)!,
        fullMark: 10,
      },
      [ESSAY],
      dayAt(-6, 9),
    );
    await make(
      {
        ...common,
        title: 'Draw a floor plan',
        type: 'ATTACHMENT',
        introduction: '<p>Draw your room to scale and upload the drawing as a PDF or a photo.</p>',
        dateOfAssignment: addDays(today, -2)!,
        dueDate: addDays(today, 7)!,
        fullMark: 10,
      },
      [
        {
          question: '<p>Follow the brief and upload your floor plan.</p>',
          type: 'ATTACHMENT',
          options: [],
          answer: '',
          markAwarded: 10,
          explanation: '',
          attachmentId: brief.id,
        },
      ],
      dayAt(-2, 9),
    );

    // The students answer: the quiz by most of the batch (the demo student among them), the essay by some.
    const ordered = [...(roster.includes(who.studentId) ? [who.studentId] : []), ...roster.filter((s) => s !== who.studentId)];
    const sheetOf = async (a: AssignmentState, studentId: string, answers: [string, string][], day: number) => {
      const at = dayAt(day, 18);
      const c = ctx(studentId, 'STUDENT', at);
      const stream = assignmentSheetStream(a.assignmentId, studentId);
      for (const [questionId, answer] of answers) {
        const data = {
          assignment: a,
          studentId,
          batchId: batch.id,
          questionId,
          answer,
          attachmentId: null,
          policy: DEFAULT_POLICY,
          today: instituteDay(at),
        };
        await rt.commands.handle(assignmentSheetDecider, stream, { type: 'SaveAnswer', data }, c);
      }
      await rt.commands.handle(
        assignmentSheetDecider,
        stream,
        { type: 'Submit', data: { assignment: a, studentId, batchId: batch.id, policy: DEFAULT_POLICY, today: instituteDay(at) } },
        c,
      );
      count.submissions++;
    };
    const quizQuestions = [...quiz.questions.values()];
    for (const [i, studentId] of ordered.entries()) {
      // Two of the batch never submitted the quiz: it is overdue for them.
      if (i >= Math.max(1, ordered.length - 2)) break;
      const answers = quizQuestions.map((q): [string, string] => {
        const r = seededUnit(`${studentId}:${q.id}`);
        return [q.id, studentId === who.studentId || r < 0.7 ? q.answer : q.options.find((o) => o !== q.answer)!];
      });
      await sheetOf(quiz, studentId, answers, -11 + (i % 5));
    }
    const essayId = [...essay.questions.keys()][0]!;
    const writers = ordered.slice(0, Math.min(4, ordered.length));
    for (const [i, studentId] of writers.entries()) await sheetOf(essay, studentId, [[essayId, ANSWER]], -4 + (i % 3));
    // The teacher graded the first two; the first mark was raised on a second look.
    for (const [i, studentId] of writers.slice(0, 2).entries()) {
      const stream = assignmentSheetStream(essay.assignmentId, studentId);
      const review = (mark: number, reason: string, remark: string, at: Date) =>
        rt.commands.handle(
          assignmentSheetDecider,
          stream,
          {
            type: 'Review',
            data: {
              assignment: essay,
              studentId,
              by: { ...by, teachesBatch: true },
              marks: [{ questionId: essayId, mark }],
              remark,
              reason,
            },
          },
          ctx(by.userId, role, at),
        );
      await review(i === 0 ? 7 : 6, '', 'Good idea; name the triangles.', dayAt(-1, 11));
      count.reviews++;
      if (i === 0) {
        await review(8, 'The similar triangles were named after all.', 'Good idea; name the triangles.', dayAt(-1, 12));
        count.reviews++;
      }
    }
  }
  return count;
}
