import ExcelJS from 'exceljs';
import {
  ErrorReply,
  FileReply,
  QUESTION_COLUMNS,
  QuestionImportAccepted,
  QuestionImportBody,
  QuestionImportJobParams,
  QuestionImportJobReply,
  SubjectExamIdParams,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext } from '../../platform/http/context.js';
import { filePart } from '../../platform/http/multipart.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { looksLikeXlsx } from '../bulk-upload/index.js';
import { EXAM_MESSAGES, examDecider, ownedSubject } from './decider.js';
import { EXAM_ROLES, MODULE, actorOf } from './access.js';
import {
  QUESTION_IMPORT_JOB,
  createQuestionJob,
  loadQuestionJob,
  migrateQuestionJobs,
  questionJobReply,
  type QuestionImportData,
} from './question-import-job.js';
import { streamOfPart } from './subject-routes.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_BYTES = 10 * 1024 * 1024;

const EXAMPLES: Record<string, string>[] = [
  {
    question: 'Which gas do plants take in for photosynthesis?',
    type: 'MCQTYPE',
    option1: 'Oxygen',
    option2: 'Carbon dioxide',
    option3: 'Nitrogen',
    option4: 'Hydrogen',
    answer: 'Carbon dioxide',
    markAwarded: '1',
    explanation: 'Plants take in carbon dioxide and give out oxygen.',
  },
  {
    question: 'Explain the water cycle in your own words.',
    type: 'LONGTYPE',
    answer: 'Evaporation, condensation, precipitation and collection.',
    markAwarded: '5',
  },
];
const NOTES: [string, string][] = [
  ['question', 'The question text, at least 10 characters. Required.'],
  [
    'type',
    'MCQTYPE (multiple choice, the default when empty) or LONGTYPE (written answer). Attachment questions need a PDF: add them with the form.',
  ],
  ['option1 … option6', 'The choices of an MCQTYPE question: at least two, all different. Left empty for LONGTYPE.'],
  ['answer', 'MCQTYPE: exactly the text of the right option. LONGTYPE: a model answer (optional).'],
  ['markAwarded', "The marks of the question, 0.25 to 100. All questions together may not exceed the subject exam's full mark."],
  ['explanation', 'Optional: shown with the answer after the exam when the exam allows it.'],
  ['note', 'Every row is checked first; nothing is added while any row is bad (the report names each row). Delete the example rows.'],
];

async function buildSample(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'School platform';
  const data = wb.addWorksheet('Data');
  data.columns = QUESTION_COLUMNS.map((c) => ({
    header: c,
    key: c,
    width: c === 'question' || c === 'explanation' ? 40 : 16,
    style: { numFmt: '@' },
  }));
  data.getRow(1).font = { bold: true };
  for (const ex of EXAMPLES) data.addRow(ex);
  const notes = wb.addWorksheet('Notes');
  notes.columns = [
    { header: 'column', key: 'column', width: 22 },
    { header: 'what to enter', key: 'help', width: 100 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const [column, help] of NOTES) notes.addRow({ column, help });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
let sample: Promise<Buffer> | null = null;

export async function questionImportRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  await migrateQuestionJobs(db);
  const config = { access: EXAM_ROLES, module: MODULE };

  app.get(
    '/exam/question/sample',
    { config, schema: { tags: ['exams'], response: { 200: FileReply('the question import sample (.xlsx)'), '4xx': ErrorReply } } },
    async (_req, reply) => {
      sample ??= buildSample();
      return reply
        .type(XLSX)
        .header('content-disposition', 'attachment; filename="QuestionSample.xlsx"')
        .send(await sample);
    },
  );

  app.post(
    '/exam/question/import/:subjectExamId',
    {
      config,
      bodyLimit: MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['exams'],
        consumes: ['multipart/form-data'],
        params: SubjectExamIdParams,
        body: QuestionImportBody,
        response: { 202: QuestionImportAccepted, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const a = authOf(req);
      const ctx = commandContext(req);
      const { subjectExamId } = req.params;
      const stream = streamOfPart(subjectExamId, EXAM_MESSAGES.subjectNotFound);
      // Only who may add questions may import them (the job asks again before it writes).
      ownedSubject(await rt.commands.state(examDecider, stream, ctx), subjectExamId, actorOf(a));
      const part = filePart(req.body.file, 'File');
      if (!part || part.data.length === 0) throw badRequest('File required.');
      if (part.data.length > MAX_BYTES) throw badRequest('The file is larger than 10 MiB.');
      if (!looksLikeXlsx(part.data)) throw badRequest('Only .xlsx files can be uploaded.');
      const jobId = newId();
      const dryRun = req.body.dryRun === true;
      await createQuestionJob(db, {
        id: jobId,
        instituteId: a.instituteId,
        userId: a.userId,
        subjectExamId,
        dryRun,
        fileName: part.filename.slice(0, 200) || 'questions.xlsx',
        file: part.data,
      });
      const data: QuestionImportData = { jobId, actorRole: a.role };
      await rt.queue.enqueue(QUESTION_IMPORT_JOB, data);
      return reply
        .status(202)
        .send({ message: dryRun ? 'Question file received: checking it' : 'Question file received: importing it', data: { jobId } });
    },
  );

  app.get(
    '/exam/question/import/job/:jobId',
    { config, schema: { tags: ['exams'], params: QuestionImportJobParams, response: { 200: QuestionImportJobReply, '4xx': ErrorReply } } },
    async (req) => {
      const a = authOf(req);
      const job = await loadQuestionJob(db, req.params.jobId);
      // Another institute's job, or a teacher asking after someone else's, does not exist for the caller.
      if (!job || job.institute_id !== a.instituteId || (a.role === 'TEACHER' && job.user_id !== a.userId))
        throw notFound('Job not found.');
      return { message: 'Job fetched successfully', data: questionJobReply(job) };
    },
  );
}
