import type { FastifyInstance } from 'fastify';
import type { QuestionFields, QuestionType } from '@school/contracts';
import type { Runtime } from '../platform/runtime.js';
import type { CommandContext } from '../platform/commands.js';
import { newId } from '../platform/ids.js';
import { addDays, instituteDay } from '../platform/days.js';
import { OFFLINE_SETTINGS, examDecider, examStream, type ExamActor } from '../modules/exams/index.js';

type Headers = Record<string, string>;
type Q = [type: QuestionType, question: string, options: string[], answer: string, mark: number, explanation?: string];

/** A question bank per subject (title as the academics seed names it): MCQs and written answers, 5 to 8 each. */
const BANK: Record<string, Q[]> = {
  Mathematics: [
    ['MCQTYPE', '<p>What is the value of <b>7 × 8</b>?</p>', ['54', '56', '58', '64'], '56', 1],
    [
      'MCQTYPE',
      '<p>Which of these numbers is a prime number?</p>',
      ['21', '27', '29', '33'],
      '29',
      1,
      '<p>29 has no divisors other than 1 and itself.</p>',
    ],
    ['MCQTYPE', '<p>The sum of the interior angles of a triangle is:</p>', ['90°', '180°', '270°', '360°'], '180°', 1],
    ['MCQTYPE', '<p>Solve for x: <i>2x + 6 = 14</i></p>', ['3', '4', '5', '8'], '4', 2, '<p>2x = 8, so x = 4.</p>'],
    [
      'LONGTYPE',
      '<p>Prove that the square root of 2 is irrational.</p>',
      [],
      'Assume √2 = p/q in lowest terms; then p² = 2q², so p and q are both even: a contradiction.',
      5,
    ],
    [
      'LONGTYPE',
      '<p>A train covers 240 km in 3 hours. Find its average speed and the time it needs for 400 km at that speed.</p>',
      [],
      '80 km/h; 5 hours.',
      5,
    ],
  ],
  Physics: [
    ['MCQTYPE', '<p>What is the SI unit of force?</p>', ['Joule', 'Newton', 'Watt', 'Pascal'], 'Newton', 1],
    [
      'MCQTYPE',
      '<p>The speed of light in vacuum is about:</p>',
      ['3 × 10⁵ m/s', '3 × 10⁶ m/s', '3 × 10⁸ m/s', '3 × 10¹⁰ m/s'],
      '3 × 10⁸ m/s',
      1,
    ],
    ['MCQTYPE', '<p>Which quantity is a vector?</p>', ['Mass', 'Temperature', 'Velocity', 'Energy'], 'Velocity', 1],
    [
      'MCQTYPE',
      '<p>An object at rest stays at rest unless acted on by a force. This is:</p>',
      ["Newton's first law", "Newton's second law", "Newton's third law", "Hooke's law"],
      "Newton's first law",
      2,
    ],
    [
      'LONGTYPE',
      "<p>State Ohm's law and describe an experiment to verify it.</p>",
      [],
      'V = IR at constant temperature; vary the voltage across a resistor and plot V against I: a straight line.',
      5,
    ],
    [
      'LONGTYPE',
      '<p>Explain why a satellite in orbit does not fall to the Earth.</p>',
      [],
      'It falls continuously, but its tangential speed carries it around the curve of the Earth.',
      5,
    ],
    [
      'MCQTYPE',
      "<p>The acceleration due to gravity on the Earth's surface is about:</p>",
      ['1.6 m/s²', '9.8 m/s²', '15 m/s²', '98 m/s²'],
      '9.8 m/s²',
      1,
    ],
  ],
  English: [
    ['MCQTYPE', '<p>Choose the correct spelling.</p>', ['Accomodate', 'Accommodate', 'Acommodate', 'Acomodate'], 'Accommodate', 1],
    ['MCQTYPE', '<p>Pick the synonym of <b>benevolent</b>.</p>', ['Kind', 'Cruel', 'Lazy', 'Proud'], 'Kind', 1],
    ['MCQTYPE', '<p>Identify the noun in: <i>"The quick fox jumped."</i></p>', ['quick', 'fox', 'jumped', 'the'], 'fox', 1],
    [
      'LONGTYPE',
      '<p>Write a letter to your principal asking for two days of leave.</p>',
      [],
      'Format: address, date, subject, salutation, body, closing.',
      5,
    ],
    ['LONGTYPE', '<p>Summarise the main idea of a story you read this term in about 100 words.</p>', [], '', 5],
  ],
  Chemistry: [
    ['MCQTYPE', '<p>What is the chemical symbol of sodium?</p>', ['S', 'So', 'Na', 'Sd'], 'Na', 1],
    ['MCQTYPE', '<p>The pH of pure water at 25 °C is:</p>', ['5', '7', '9', '14'], '7', 1],
    ['MCQTYPE', '<p>Which gas turns lime water milky?</p>', ['Oxygen', 'Hydrogen', 'Carbon dioxide', 'Nitrogen'], 'Carbon dioxide', 1],
    ['LONGTYPE', '<p>Balance the equation: <i>H₂ + O₂ → H₂O</i>, and explain each step.</p>', [], '2H₂ + O₂ → 2H₂O', 3],
    ['LONGTYPE', '<p>Describe the difference between an element and a compound, with two examples of each.</p>', [], '', 4],
  ],
};

const question = ([type, text, options, answer, mark, explanation]: Q): QuestionFields => ({
  question: text,
  type,
  options,
  answer,
  markAwarded: mark,
  explanation: explanation ?? '',
  attachmentId: null,
});

/** 10:00 on an institute day (India, +05:30), for `hours`. */
const sitting = (day: string, hours: number) => ({
  startTime: new Date(`${day}T10:00:00+05:30`).toISOString(),
  endTime: new Date(`${day}T${String(10 + hours).padStart(2, '0')}:00:00+05:30`).toISOString(),
});

/**
 * Exams for the demo batches (issue 14): a finished OFFLINE mid-term made by the office and an upcoming ONLINE unit test
 * made by the demo teacher (the batches' H.O.D.), each with subject exams the teacher created and their question banks,
 * all through the exams decider as the routes would write them.
 */
export async function seedExams(
  rt: Runtime,
  app: FastifyInstance,
  headers: Headers,
  who: { instituteId: string; adminId: string; teacherId: string; batches: { id: string }[] },
  now: Date,
): Promise<{ exams: number; subjectExams: number; questions: number }> {
  const r = await app.inject({ method: 'GET', url: '/api/v1/subject?perPage=20&pageNo=1', headers });
  if (r.statusCode !== 200) throw new Error(`demo exams subjects: ${r.body}`);
  const subjects = new Map((r.json() as { data: { _id: string; title: string }[] }).data.map((s) => [s.title, s._id]));
  const today = instituteDay(now);
  const day = (n: number) => addDays(today, n)!;
  const office: ExamActor = { userId: who.adminId, office: true };
  const teacher: ExamActor = { userId: who.teacherId, office: false };
  const ctxOf = (by: ExamActor): CommandContext => ({
    actor: { userId: by.userId, role: by.office ? 'ADMIN' : 'TEACHER' },
    instituteId: who.instituteId,
    correlationId: 'demo-seed-exams',
    now,
  });
  const count = { exams: 0, subjectExams: 0, questions: 0 };
  const plans = [
    {
      title: 'Mid-term examination',
      type: 'OFFLINE' as const,
      by: office,
      from: -20,
      to: -16,
      papers: ['Mathematics', 'Physics', 'English'],
      hours: 3,
      fullMark: 50,
    },
    {
      title: 'Unit test 2',
      type: 'ONLINE' as const,
      by: teacher,
      from: 7,
      to: 8,
      papers: ['Chemistry', 'Mathematics'],
      hours: 1,
      fullMark: 25,
    },
  ];
  for (const batch of who.batches) {
    for (const plan of plans) {
      const examId = newId();
      const stream = examStream(examId);
      const settings =
        plan.type === 'ONLINE'
          ? {
              ...OFFLINE_SETTINGS,
              allowStudentToMoveFreely: true,
              randomizeQuestionOrder: true,
              disableCopyPaste: true,
              showExamScoreAfterEnd: true,
              conclusionText: 'Thank you. Your answers are saved.',
            }
          : OFFLINE_SETTINGS;
      const fields = {
        title: plan.title,
        type: plan.type,
        description: 'Syllabus: the chapters covered this term.',
        batchId: batch.id,
        startDate: day(plan.from),
        endDate: day(plan.to),
        settings,
      };
      await rt.commands.handle(examDecider, stream, { type: 'CreateExam', data: { examId, by: plan.by, fields } }, ctxOf(plan.by));
      count.exams++;
      let paper = 0;
      for (const title of plan.papers) {
        const subjectId = subjects.get(title);
        const bank = BANK[title];
        if (!subjectId || !bank) continue;
        const on = day(Math.min(plan.from + paper, plan.to));
        paper++;
        const res = await rt.commands.handle(
          examDecider,
          stream,
          {
            type: 'CreateSubjectExam',
            data: {
              by: teacher,
              fields: {
                subjectId,
                ...sitting(on, plan.hours),
                fullMark: plan.fullMark,
                passMark: Math.round(plan.fullMark * 0.35),
                credit: 1,
              },
            },
          },
          ctxOf(teacher),
        );
        const created = res.events[0]!;
        if (created.type !== 'SubjectExamCreated') continue;
        count.subjectExams++;
        const questions = bank.map(question);
        await rt.commands.handle(
          examDecider,
          stream,
          { type: 'AddQuestions', data: { by: teacher, subjectExamId: created.data.subjectExamId, questions } },
          ctxOf(teacher),
        );
        count.questions += questions.length;
      }
    }
  }
  return count;
}
