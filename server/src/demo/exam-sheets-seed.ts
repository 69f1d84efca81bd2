import type { QuestionFields } from '@school/contracts';
import type { Runtime } from '../platform/runtime.js';
import type { CommandContext } from '../platform/commands.js';
import { newId } from '../platform/ids.js';
import { addDays, instituteDay } from '../platform/days.js';
import { batchStudentIds, studentBatchId } from '../modules/people/index.js';
import {
  OFFLINE_SETTINGS,
  ensureSheetsOpened,
  examDecider,
  examStream,
  loadPaper,
  runSheet,
  subjectExamsOfExamsTitled,
  type ExamActor,
} from '../modules/exams/index.js';
import { seededUnit } from './bulk-history.js';

/** A finished online test of the demo student's batch: four MCQs and one written answer (25 marks). */
const PAPER: QuestionFields[] = [
  ['<p>What is 15% of 200?</p>', ['20', '25', '30', '35'], '30', 2],
  ['<p>How many sides does a hexagon have?</p>', ['5', '6', '7', '8'], '6', 2],
  ['<p>Which of these is the smallest: 0.5, 0.05, 0.55, 0.505?</p>', ['0.5', '0.05', '0.55', '0.505'], '0.05', 3],
  ['<p>The area of a circle of radius r is:</p>', ['2πr', 'πr²', 'πd', '2πr²'], 'πr²', 3],
].map(([question, options, answer, mark]) => ({
  question: question as string,
  type: 'MCQTYPE' as const,
  options: options as string[],
  answer: answer as string,
  markAwarded: mark as number,
  explanation: '',
  attachmentId: null,
}));
PAPER.push({
  question: '<p>Explain, with an example, how to find the least common multiple of two numbers.</p>',
  type: 'LONGTYPE',
  options: [],
  answer: 'List the prime factors and take each at its highest power: LCM(12, 18) = 2² × 3² = 36.',
  markAwarded: 15,
  explanation: '',
  attachmentId: null,
});
const ESSAY = 'Write both numbers as products of primes, then take every prime at its highest power. For 4 and 6: 2² × 3 = 12.';

/**
 * Sheets for the demo (issue 14 parts 3 and 4), through the sheet commands as the routes run them, at the times they
 * would have happened: a finished ONLINE 'Unit test 1' of the demo student's batch that most students submitted (MCQs
 * marked on submit, the demo student's written answer graded by the teacher, one attempt submitted by the deadline),
 * and the recorded results of the OFFLINE mid-term of every batch, published by the office.
 */
export async function seedExamSheets(
  rt: Runtime,
  who: { instituteId: string; adminId: string; teacherId: string; studentId: string; batches: { id: string }[] },
  now: Date,
): Promise<{ sheets: number; results: number }> {
  const db = rt.database.db;
  await rt.runner.waitFor(['student', 'exam', 'subject_exam'], await rt.store.head(), 30_000);
  const teacher: ExamActor = { userId: who.teacherId, office: false };
  const ctx = (userId: string, role: 'ADMIN' | 'TEACHER' | 'STUDENT' | 'SYSTEM', at: Date): CommandContext => ({
    actor: { userId, role },
    instituteId: who.instituteId,
    correlationId: 'demo-seed-exam-sheets',
    now: at,
  });
  const count = { sheets: 0, results: 0 };

  // The online test, ten days ago, 10:00–11:00, made by the teacher.
  const batchId = (await studentBatchId(db, who.studentId, who.instituteId)) ?? who.batches[0]!.id;
  const day = addDays(instituteDay(now), -10)!;
  const start = new Date(`${day}T10:00:00+05:30`);
  const end = new Date(`${day}T11:00:00+05:30`);
  const midterms = await subjectExamsOfExamsTitled(db, who.instituteId, 'Mid-term examination');
  // The mid-term's first paper (Mathematics) gives the subject.
  const first = midterms.find((m) => m.batch_id === batchId);
  const subjectId = first ? (await loadPaper(rt, first.exam_id, who.instituteId)).subjects.get(first.id)?.subjectId : undefined;
  if (!subjectId) return count;
  const made = ctx(who.teacherId, 'TEACHER', new Date(start.getTime() - 3 * 86_400_000));
  const examId = newId();
  const stream = examStream(examId);
  const settings = {
    ...OFFLINE_SETTINGS,
    allowStudentToMoveFreely: true,
    negativeMarking: true,
    negativeMark: 25,
    showExamScoreAfterEnd: true,
  };
  const fields = {
    title: 'Unit test 1',
    type: 'ONLINE' as const,
    description: 'Numbers and shapes.',
    batchId,
    startDate: day,
    endDate: day,
    settings,
  };
  await rt.commands.handle(examDecider, stream, { type: 'CreateExam', data: { examId, by: teacher, fields } }, made);
  const created = await rt.commands.handle(
    examDecider,
    stream,
    {
      type: 'CreateSubjectExam',
      data: {
        by: teacher,
        fields: { subjectId, startTime: start.toISOString(), endTime: end.toISOString(), fullMark: 25, passMark: 9, credit: 1 },
      },
    },
    made,
  );
  const subjectExamId = created.events[0]?.type === 'SubjectExamCreated' ? created.events[0].data.subjectExamId : '';
  await rt.commands.handle(examDecider, stream, { type: 'AddQuestions', data: { by: teacher, subjectExamId, questions: PAPER } }, made);
  let paper = await loadPaper(rt, examId, who.instituteId);
  await ensureSheetsOpened(rt, paper, subjectExamId, ctx(who.teacherId, 'TEACHER', start));
  paper = await loadPaper(rt, examId, who.instituteId);
  const questions = paper.subjects.get(subjectExamId)!.questionIds.map((id) => paper.questions.get(id)!);
  const roster = await batchStudentIds(db, who.instituteId, batchId);
  const takers = [who.studentId, ...roster.filter((id) => id !== who.studentId)].slice(0, 8);
  for (const [i, studentId] of takers.entries()) {
    const at = (minutes: number) => new Date(start.getTime() + (3 + i + minutes) * 60_000);
    const as = (when: Date) => ctx(studentId, 'STUDENT', when);
    const base = { paper, subjectExamId, studentId, batchId };
    await runSheet(rt, subjectExamId, studentId, { type: 'StartAttempt', data: { ...base, now: at(0) } }, as(at(0)));
    for (const [k, q] of questions.entries()) {
      const r = seededUnit(`${studentId}:${q.id}`);
      // Most answers right, some wrong, a few left blank; the demo student answers everything.
      const answer =
        q.type === 'LONGTYPE'
          ? studentId === who.studentId || r < 0.6
            ? ESSAY
            : ''
          : r < 0.7 || studentId === who.studentId
            ? q.answer
            : r < 0.9
              ? q.options.find((o) => o !== q.answer)!
              : '';
      if (answer === '') continue;
      const save = { ...base, questionId: q.id, answer, attachmentId: null, markAsReview: false, seq: k + 1 };
      await runSheet(rt, subjectExamId, studentId, { type: 'SaveAnswer', data: { ...save, now: at(2 + 3 * k) } }, as(at(2 + 3 * k)));
    }
    if (i === takers.length - 1) {
      // The last one never pressed Submit: the deadline sweep submitted what they had.
      await runSheet(
        rt,
        subjectExamId,
        studentId,
        { type: 'SubmitAttempt', data: { ...base, by: 'DEADLINE', now: end } },
        ctx('system', 'SYSTEM', end),
      );
    } else {
      await runSheet(rt, subjectExamId, studentId, { type: 'SubmitAttempt', data: { ...base, by: 'STUDENT', now: at(30) } }, as(at(30)));
    }
    count.sheets++;
  }
  // The teacher graded the demo student's written answer the next day.
  const graded = new Date(end.getTime() + 86_400_000);
  const essay = questions.find((q) => q.type === 'LONGTYPE')!;
  await runSheet(
    rt,
    subjectExamId,
    who.studentId,
    {
      type: 'GradeAnswers',
      data: {
        paper,
        subjectExamId,
        studentId: who.studentId,
        by: teacher,
        marks: [{ questionId: essay.id, mark: 12 }],
        remark: 'Clear working; show one more example.',
        reason: '',
      },
    },
    ctx(who.teacherId, 'TEACHER', graded),
  );

  // The offline mid-term's results, recorded by the teacher (who created its subject exams) two days after each paper.
  for (const s of midterms) {
    const mid = await loadPaper(rt, s.exam_id, who.instituteId);
    const sub = mid.subjects.get(s.id);
    if (!sub) continue;
    const when = new Date(Date.parse(sub.endTime) + 2 * 86_400_000);
    if (when > now) continue;
    await ensureSheetsOpened(rt, mid, s.id, ctx(who.teacherId, 'TEACHER', when));
    for (const studentId of await batchStudentIds(db, who.instituteId, s.batch_id)) {
      const r = seededUnit(`${studentId}:${s.id}`);
      const isAttended = r > 0.06;
      const obtainMark = isAttended ? Math.round(sub.fullMark * (0.3 + 0.65 * seededUnit(`${s.id}:${studentId}`))) : 0;
      await runSheet(
        rt,
        s.id,
        studentId,
        {
          type: 'RecordResult',
          data: {
            paper: mid,
            subjectExamId: s.id,
            studentId,
            batchId: s.batch_id,
            by: teacher,
            isAttended,
            obtainMark,
            remark: '',
            reason: '',
          },
        },
        ctx(who.teacherId, 'TEACHER', when),
      );
      count.results++;
    }
  }
  // The office published the mid-term: a student sees its results and report card; the online test stays unpublished.
  for (const examId of new Set(midterms.map((m) => m.exam_id))) {
    await rt.commands.handle(
      examDecider,
      examStream(examId),
      { type: 'PublishResults', data: { by: { userId: who.adminId, office: true } } },
      ctx(who.adminId, 'ADMIN', now),
    );
  }
  return count;
}
