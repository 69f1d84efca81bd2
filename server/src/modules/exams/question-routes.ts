import {
  AddQuestionBody,
  DeletedReply,
  ErrorReply,
  MAX_QUESTION_FILE_BYTES,
  PartIdParams,
  QuestionListReply,
  QuestionReply,
  SubjectExamIdParams,
} from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { MULTIPART, filePart } from '../../platform/http/multipart.js';
import { ok } from '../../platform/http/reply.js';
import { IMAGE_TYPES } from '../../platform/files/file-store.js';
import { EXAM_MESSAGES, assertRoomFor, examDecider, ownedSubject } from './decider.js';
import { EXAM_ROLES, MODULE, READ_MODELS, actorOf, examAccess } from './access.js';
import { assertQuestion } from './question-rules.js';
import { questionRows } from './queries.js';
import { sanitiseHtml } from './safe-html.js';
import { streamOfPart } from './subject-routes.js';

const PDF = 'application/pdf';

export function questionRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const access = examAccess(rt);
  const config = { access: EXAM_ROLES, module: MODULE };

  app.post(
    '/exam/question/add',
    {
      config,
      schema: { tags: ['exams'], consumes: MULTIPART, body: AddQuestionBody, response: { 200: QuestionReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const a = authOf(req);
      const b = req.body;
      const ctx = commandContext(req);
      const stream = streamOfPart(b.subjectExam, EXAM_MESSAGES.subjectNotFound);
      // Who may add, and whether the mark fits, are asked before the file is stored: a refusal leaves nothing behind.
      const sub = ownedSubject(await rt.commands.state(examDecider, stream, ctx), b.subjectExam, actorOf(a));
      assertRoomFor(sub, [b.markAwarded]);
      const input = {
        question: sanitiseHtml(b.question ?? ''),
        type: b.type,
        options: b.options === undefined ? [] : Array.isArray(b.options) ? b.options : [b.options],
        answer: b.answer ?? '',
        markAwarded: b.markAwarded,
        explanation: sanitiseHtml(b.explanation ?? ''),
        attachment: null,
      };
      // The rules are checked before the file is stored (with the kind the upload must be), then with the stored file.
      const part = filePart(b.attachment, 'Attachment');
      assertQuestion({ ...input, attachment: part ? { id: '', kind: b.type === 'ATTACHMENT' ? 'pdf' : 'image' } : null });
      let attachment: { id: string; kind: 'image' | 'pdf' } | null = null;
      if (part) {
        const wantPdf = b.type === 'ATTACHMENT';
        const stored = await rt.files.put(part, {
          instituteId: a.instituteId,
          ownerId: a.userId,
          purpose: 'exam-question',
          maxBytes: MAX_QUESTION_FILE_BYTES,
          types: wantPdf ? [PDF] : IMAGE_TYPES,
          label: wantPdf ? 'The attachment' : 'The question image',
        });
        attachment = { id: stored.id, kind: stored.contentType === PDF ? 'pdf' : 'image' };
      }
      const fields = assertQuestion({ ...input, attachment });
      const res = await rt.commands.handle(
        examDecider,
        stream,
        { type: 'AddQuestions', data: { by: actorOf(a), subjectExamId: b.subjectExam, questions: [fields] } },
        ctx,
        { mustExist: EXAM_MESSAGES.subjectNotFound },
      );
      const added = res.events[0]!;
      return sendWritten(reply, res.append, 'Question added successfully', {
        _id: added.type === 'ExamQuestionAdded' ? added.data.questionId : '',
        question: fields.question,
        type: fields.type,
        options: fields.options,
        answer: fields.answer,
        markAwarded: fields.markAwarded,
        explanation: fields.explanation,
        attachmentUrl: rt.files.signedUrl(fields.attachmentId, '/api/v1'),
        createdAt: ctx.now.toISOString(),
      });
    },
  );

  app.get(
    '/exam/questions/:subjectExamId',
    {
      config: { ...config, readModels: READ_MODELS },
      schema: { tags: ['exams'], params: SubjectExamIdParams, response: { 200: QuestionListReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const sub = await access.subjectExam(a, req.params.subjectExamId);
      await access.mayRead(a, sub.exam.batchId);
      const rows = await questionRows(db, a.instituteId, sub.id);
      return ok(
        'Questions',
        rows.map(({ attachmentId, ...q }) => ({ ...q, attachmentUrl: rt.files.signedUrl(attachmentId, '/api/v1') })),
      );
    },
  );

  app.delete(
    '/exam/question/delete/:id',
    { config, schema: { tags: ['exams'], params: PartIdParams, response: { 200: DeletedReply, '4xx': ErrorReply } } },
    async (req, reply) => {
      const { id } = req.params;
      const res = await rt.commands.handle(
        examDecider,
        streamOfPart(id, EXAM_MESSAGES.questionNotFound),
        { type: 'DeleteQuestion', data: { by: actorOf(authOf(req)), questionId: id } },
        commandContext(req),
        { mustExist: EXAM_MESSAGES.questionNotFound },
      );
      return sendWritten(reply, res.append, 'Question deleted successfully', { _id: id });
    },
  );
}
