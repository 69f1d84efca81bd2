import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import {
  ChatHistoryQuery,
  ChatHistoryReply,
  CLASS_JOIN_ERRORS,
  ClassJoinReply,
  ClassParams,
  EndClassReply,
  ErrorReply,
  LiveNotificationReply,
  RemoveChatMessageBody,
  StudentLiveAttendanceBody,
  StudentLiveAttendanceReply,
  type LiveClassEvent,
} from '@school/contracts';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { authOf } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { ok, pageOf, paged } from '../../../platform/http/reply.js';
import { badRequest, forbidden } from '../../../platform/errors.js';
import { batchTitlesByIds, subjectTitlesByIds } from '../../academics/index.js';
import { userCardsById } from '../../identity/index.js';
import { CLASS_MISSING, classDecider, classStream, type ClassState } from '../decider.js';
import { MODULE, STAFF } from '../access.js';
import { classChatDecider, classChatStream } from './chat.js';
import { validate } from '../../../platform/http/validation.js';
import { liveAccess } from './join.js';
import type { LiveRooms } from './rooms.js';

const JOINERS = [...STAFF, 'TEACHER', 'STUDENT'] as const;
const RUNNERS = [...STAFF, 'TEACHER'] as const;
/** The read models the chat history reads (live-read's projection). */
const CHAT_READ_MODELS = ['class_chat_message', 'app_user'];

const ChatMessageParams = Type.Object({
  classId: Type.String({ minLength: 1, maxLength: 100 }),
  messageId: Type.String({ minLength: 1, maxLength: 100 }),
});

/**
 * A student's time in a class from its stream: the first entry, the last exit (null while inside), and the minutes inside
 * (an open stay counted to `until`).
 */
export function liveTimes(events: readonly { type: string; data: unknown }[], studentId: string, until: Date) {
  let first: string | null = null;
  let last: string | null = null;
  let since: number | null = null;
  let ms = 0;
  for (const e of events as LiveClassEvent[]) {
    if (e.type === 'StudentEnteredClass' && e.data.studentId === studentId) {
      first ??= e.data.at;
      since = Date.parse(e.data.at);
    } else if (e.type === 'StudentLeftClass' && e.data.studentId === studentId) {
      last = e.data.at;
      if (since !== null) ms += Math.max(0, Date.parse(e.data.at) - since);
      since = null;
    }
  }
  if (since !== null) ms += Math.max(0, until.getTime() - since);
  return { timeOfEnter: first, timeOfExit: since === null ? last : null, minutesAttended: Math.round(ms / 6000) / 10 };
}

/** Live classes over HTTP (002 §4, §7, §8): may I join, a student's attendance, notify, end, the chat's history. */
export function liveRoutes(app: TypedApp, rt: Runtime, rooms: LiveRooms) {
  const db = rt.database.db;
  const live = liveAccess(rt);
  const now = () => rt.clock.now();

  /** '{subject} class for {course}' (002 §2 class call page header). */
  const titleOf = async (instituteId: string, s: ClassState) => {
    const [subjects, batches] = await Promise.all([
      subjectTitlesByIds(db, instituteId, [s.subjectId]),
      batchTitlesByIds(db, instituteId, [s.batchId]),
    ]);
    return `${subjects.get(s.subjectId) ?? ''} class for ${batches.get(s.batchId)?.course ?? ''}`;
  };

  app.post(
    '/lms/join/:classId',
    {
      config: { access: [...JOINERS], module: MODULE },
      schema: { tags: ['classes'], params: ClassParams, response: { 200: ClassJoinReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const { state, as } = await live.join(a, req.params.classId, now());
      return ok('You may join the class', {
        classId: state.classId,
        title: await titleOf(a.instituteId, state),
        startTime: state.startTime,
        endTime: state.endTime,
        as,
        liveSince: state.liveSince,
        endedAt: state.endedAt,
      });
    },
  );

  app.post(
    '/attendance/student/create',
    {
      config: { access: ['STUDENT'] },
      schema: { tags: ['classes'], body: StudentLiveAttendanceBody, response: { 200: StudentLiveAttendanceReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const a = authOf(req);
      const body = req.body;
      if (body.user.trim() !== a.userId) throw forbidden('You may record only your own attendance.');
      const entering = body.timeOfEnter !== undefined && body.timeOfEnter !== '';
      const leaving = body.timeOfExit !== undefined && body.timeOfExit !== '';
      if (!entering && !leaving) throw badRequest('Time of enter or time of exit is required.');
      const classId = body.classId.trim();
      const f = await live.facts(a, classId);
      if (!f.students.includes(a.userId)) throw forbidden(CLASS_JOIN_ERRORS.notYours);
      // The times the client sends are not trusted: the server records when it saw the call.
      const at = ctx.now.toISOString();
      const res = await rt.commands.handle(
        classDecider,
        classStream(classId),
        entering
          ? { type: 'EnterClass', studentId: a.userId, now: at, isHoliday: f.holiday, batchStudentIds: f.students }
          : { type: 'LeaveClass', studentId: a.userId, at, reason: 'LEFT' },
        ctx,
        { mustExist: CLASS_MISSING },
      );
      // An open stay counts to now, but not past the class's end.
      const until = new Date(Math.min(ctx.now.getTime(), Date.parse(res.state.endedAt ?? res.state.endTime)));
      const times = liveTimes(await rt.store.readStream(classStream(classId)), a.userId, until);
      return sendWritten(reply, res.append, entering ? 'Attendance recorded' : 'Exit recorded', { classId, user: a.userId, ...times });
    },
  );

  app.post(
    '/lms/create-notification/:classId',
    {
      config: { access: [...RUNNERS], module: MODULE },
      schema: { tags: ['classes'], params: ClassParams, response: { 200: LiveNotificationReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const a = authOf(req);
      const { classId } = req.params;
      const f = await live.facts(a, classId);
      if (!(await live.mayRun(a, f.state))) throw forbidden("Only the class's teacher or an administrator may notify its students.");
      const teacher = (await userCardsById(db, [f.state.teacherId])).get(f.state.teacherId);
      const res = await rt.commands.handle(
        classDecider,
        classStream(classId),
        {
          type: 'NotifyLiveClass',
          now: ctx.now.toISOString(),
          isHoliday: f.holiday,
          title: await titleOf(a.instituteId, f.state),
          description: `${teacher?.displayName ?? 'Your teacher'} is live now. Join the class.`,
          batchStudentIds: f.students,
        },
        ctx,
        { mustExist: CLASS_MISSING },
      );
      return sendWritten(reply, res.append, 'Students notified', { classId, notified: f.students.length });
    },
  );

  app.post(
    '/lms/end-class/:classId',
    {
      config: { access: [...RUNNERS], module: MODULE },
      schema: { tags: ['classes'], params: ClassParams, response: { 200: EndClassReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const a = authOf(req);
      const { classId } = req.params;
      const f = await live.facts(a, classId);
      if (!(await live.mayRun(a, f.state))) throw forbidden("Only the class's teacher or an administrator may end it.");
      const res = await rt.commands.handle(
        classDecider,
        classStream(classId),
        { type: 'EndClass', by: a.userId, now: ctx.now.toISOString(), batchStudentIds: f.students },
        ctx,
        { mustExist: CLASS_MISSING },
      );
      const endedAt = res.state.endedAt ?? ctx.now.toISOString();
      rooms.ended(classId, endedAt);
      const marks = Object.values(res.state.marks);
      return sendWritten(reply, res.append, 'Class ended', {
        classId,
        endedAt,
        absent: marks.filter((m) => m === 'ABSENT').length,
        present: marks.filter((m) => m === 'PRESENT').length,
      });
    },
  );

  app.get(
    '/lms/chat/:classId',
    {
      config: { access: [...JOINERS], module: MODULE, readModels: CHAT_READ_MODELS },
      schema: {
        tags: ['classes'],
        params: ClassParams,
        querystring: ChatHistoryQuery,
        response: { 200: ChatHistoryReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const { classId } = req.params;
      // Whoever may join the class reads its chat, also after it ended (no timing rule here).
      await live.roleIn(a, await live.facts(a, classId));
      const page = pageOf(req.query, 50);
      const where = sql`institute_id = ${a.instituteId} and class_id = ${classId} and removed_at is null`;
      const [rows, count] = await Promise.all([
        sql<{ id: string; user_id: string; message: string; created_at: Date | string }>`select id, user_id, message, created_at
          from class_chat_message where ${where} order by created_at, position
          limit ${page.perPage} offset ${(page.pageNo - 1) * page.perPage}`.execute(db),
        sql<{ n: string | number }>`select count(*) as n from class_chat_message where ${where}`.execute(db),
      ]);
      const users = await userCardsById(
        db,
        rows.rows.map((r) => r.user_id),
      );
      const data = rows.rows.map((r) => {
        const u = users.get(r.user_id);
        return {
          _id: r.id,
          message: r.message,
          user: { _id: r.user_id, displayName: u?.displayName ?? '', photoUrl: rt.files.signedUrl(u?.photoFileId, '/api/v1') },
          createdAt: new Date(r.created_at).toISOString(),
        };
      });
      return paged('Class chat', data, Number(count.rows[0]?.n ?? 0), page.perPage, page.pageNo);
    },
  );

  app.delete(
    '/lms/chat/:classId/:messageId',
    {
      config: { access: [...RUNNERS], module: MODULE },
      // The body { reason? } may be left out altogether, so it is checked here rather than by the route schema.
      schema: {
        tags: ['classes'],
        params: ChatMessageParams,
        response: { 200: Type.Object({ message: Type.String(), data: Type.Object({ _id: Type.String() }) }), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const a = authOf(req);
      const { classId, messageId } = req.params;
      const reason = validate<{ reason?: string }>(RemoveChatMessageBody, req.body ?? {}).reason;
      const f = await live.facts(a, classId);
      const res = await rt.commands.handle(
        classChatDecider,
        classChatStream(classId),
        {
          type: 'RemoveChatMessage',
          messageId,
          by: a.userId,
          mayRemove: await live.mayRun(a, f.state),
          classId,
          batchId: f.state.batchId,
          reason,
        },
        ctx,
      );
      if (res.events.length > 0) rooms.removed(classId, messageId);
      return sendWritten(reply, res.append, 'Message removed', { _id: messageId });
    },
  );
}
