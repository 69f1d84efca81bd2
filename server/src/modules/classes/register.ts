import {
  ClassAttendanceQuery,
  ClassAttendanceReply,
  ClassHistoryReply,
  ClassParams,
  ErrorReply,
  MARK_FLAG_MESSAGES,
  MarkAttendanceBody,
  MarkAttendanceReply,
  type ClassAttendanceStatus,
  type ClassEvent,
  type RecordedEvent,
} from '@school/contracts';
// ---- live classes (live-read) ----
import type { LeaveReason, LiveClassEvent } from '@school/contracts';
// ---- end live classes ----
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, pageOf, paged } from '../../platform/http/reply.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { readHistory, type HistoryDescription } from '../../platform/audit/history.js';
import { batchStudentIds, registerStudentsPage, studentsByIds } from '../people/index.js';
import { CLASS_MISSING, classDecider, classStream } from './decider.js';
import { isHoliday, iso, keptUserNames, marksOf } from './queries.js';
import { classAccess, MODULE, READ_MODELS, WRITERS } from './access.js';
// ---- live classes (live-read) ----
import { presenceOf } from './queries.js';
/** The register reads the live presence too (the times of each student in the room). */
const REGISTER_MODELS = [...READ_MODELS, 'lecture_presence'];
// ---- end live classes ----

const STATUS_WORD: Record<ClassAttendanceStatus, string> = { PRESENT: 'Present', ABSENT: 'Absent', LEAVE: 'Leave' };

/** The one status the three flags of a mark name (001 §7, 002 §7), or the message for a bad combination. */
export function statusOfFlags(b: { isPresent?: boolean; isAbsent?: boolean; isLeave?: boolean }): ClassAttendanceStatus {
  const on = [b.isPresent && 'PRESENT', b.isAbsent && 'ABSENT', b.isLeave && 'LEAVE'].filter(Boolean) as ClassAttendanceStatus[];
  if (on.length === 0) throw badRequest(MARK_FLAG_MESSAGES.none);
  if (on.length > 1) throw badRequest(MARK_FLAG_MESSAGES.many);
  return on[0]!;
}

const flags = (status: string | undefined) => ({
  isPresent: status === 'PRESENT',
  isAbsent: status === 'ABSENT',
  isOnLeave: status === 'LEAVE',
});

/** The class register (002 §2 Class attendance page, §7): its students with their marks, marking, and its history. */
export function registerRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const access = classAccess(rt);

  app.get(
    '/attendance/:classId',
    {
      config: { access: WRITERS, module: MODULE, readModels: REGISTER_MODELS },
      schema: {
        tags: ['classes'],
        params: ClassParams,
        querystring: ClassAttendanceQuery,
        response: { 200: ClassAttendanceReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const { classId } = req.params;
      const q = req.query;
      const row = await access.lecture(a, classId);
      await access.mayReadRegister(a, { batchId: row.batch_id, teacherId: row.teacher_id });
      const page = pageOf(q, 30);
      const { rows, total } = await registerStudentsPage(db, {
        instituteId: a.instituteId,
        batchId: row.batch_id,
        searchTitle: q.searchTitle,
        gender: q.gender || undefined,
        sortAlphabetically: q.sortAlphabetically || undefined,
        sortRollNo: q.sortRollNo || undefined,
        perPage: page.perPage,
        offset: page.offset,
      });
      // The page's marks and (live classes) its time in the room, side by side; the markers' names kept (app_user).
      const [marks, times] = await Promise.all([
        marksOf(
          db,
          classId,
          rows.map((r) => r.id),
        ),
        // ---- live classes (live-read) ----
        presenceOf(
          db,
          classId,
          rows.map((r) => r.id),
        ),
        // ---- end live classes ----
      ]);
      const markers = await keptUserNames(
        rt,
        a.instituteId,
        [...marks.values()].map((m) => m.markedBy),
      );
      const data = rows.map((s) => {
        const m = marks.get(s.id);
        return {
          student: {
            _id: s.id,
            displayName: s.displayName,
            photoUrl: rt.files.signedUrl(s.photoFileId, '/api/v1'),
            rollNumber: s.rollNumber,
            registrationNumber: s.registrationNumber,
            gender: s.gender,
          },
          ...flags(m?.status),
          classId,
          user: s.id,
          markedAt: m ? m.markedAt : null,
          markedBy: m ? { _id: m.markedBy, displayName: markers.get(m.markedBy)?.displayName ?? '' } : null,
          // ---- live classes (live-read) ----
          ...times.get(s.id)!,
          // ---- end live classes ----
        };
      });
      return paged('Class attendance', data, total, page.perPage, page.pageNo);
    },
  );

  app.post(
    '/attendance/create',
    {
      config: { access: WRITERS, module: MODULE },
      schema: { tags: ['classes'], body: MarkAttendanceBody, response: { 200: MarkAttendanceReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const a = authOf(req);
      const body = req.body;
      const classId = body.classId.trim();
      const status = statusOfFlags(body);
      const users = (Array.isArray(body.user) ? body.user : [body.user]).map((u) => u.trim()).filter(Boolean);
      if (users.length === 0) throw badRequest('Student is required.');
      const state = await rt.commands.state(classDecider, classStream(classId), a);
      if (!state.exists) throw notFound(CLASS_MISSING);
      await access.mayWrite(a, { batchId: state.batchId, teacherId: state.teacherId });
      const [holiday, students] = await Promise.all([
        isHoliday(db, a.instituteId, state.startTime),
        batchStudentIds(db, a.instituteId, state.batchId),
      ]);
      const res = await rt.commands.handle(
        classDecider,
        classStream(classId),
        {
          type: 'MarkAttendance',
          marks: users.map((studentId) => ({ studentId, status })),
          now: ctx.now.toISOString(),
          isHoliday: holiday,
          batchStudentIds: students,
        },
        ctx,
        { mustExist: CLASS_MISSING },
      );
      const written = res.events[0];
      const data = {
        classId,
        marks: [...new Set(users)].map((user) => ({ user, ...flags(res.state.marks[user]) })),
        markedCount: Object.keys(res.state.marks).length,
        changed: written?.type === 'ClassAttendanceMarked' ? written.data.marks.length : 0,
      };
      const message = data.changed === 0 ? 'Attendance already marked' : 'Attendance marked successfully';
      return sendWritten(reply, res.append, message, data);
    },
  );

  app.get(
    '/class/:classId/history',
    {
      config: { access: WRITERS, module: MODULE, readModels: READ_MODELS },
      schema: { tags: ['classes'], params: ClassParams, response: { 200: ClassHistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const { classId } = req.params;
      const stream = classStream(classId);
      const events = await rt.store.readStream(stream);
      if (events.length === 0 || events[0]!.metadata.instituteId !== a.instituteId) throw notFound(CLASS_MISSING);
      const first = events[0]!.data as { batchId: string; teacherId: string };
      await access.mayReadRegister(a, { batchId: first.batchId, teacherId: first.teacherId });
      const ids = events.flatMap((e) => (e.type === 'ClassAttendanceMarked' ? (e.data as { marks: { studentId: string }[] }).marks : []));
      // ---- live classes (live-read) ----
      for (const e of events) {
        const d = e.data as { studentId?: string };
        if ((e.type === 'StudentEnteredClass' || e.type === 'StudentLeftClass') && d.studentId) ids.push({ studentId: d.studentId });
      }
      // ---- end live classes ----
      const names = new Map(
        (
          await studentsByIds(
            db,
            a.instituteId,
            ids.map((m) => m.studentId),
          )
        ).map((s) => [s.id, s.displayName]),
      );
      const marks: Record<string, ClassAttendanceStatus> = {};
      let at = { start: '', end: '', room: '' };
      const describe = (raw: RecordedEvent): HistoryDescription | null => {
        const e = raw as unknown as ClassEvent;
        switch (e.type) {
          case 'ClassScheduled':
            at = { start: iso(e.data.startTime), end: iso(e.data.endTime), room: e.data.classRoom };
            return {
              summary: `Class scheduled ${e.data.origin === 'TIMETABLE' ? 'from the timetable' : 'one-off'}`,
              changes: [
                { label: 'Start', after: iso(e.data.startTime) },
                { label: 'End', after: iso(e.data.endTime) },
                { label: 'Room', after: e.data.classRoom },
                { label: 'Type', after: e.data.type },
                { label: 'Credit', after: e.data.credit },
              ],
            };
          case 'ClassMoved': {
            const changes = [
              { label: 'Start', before: at.start, after: e.data.startTime },
              { label: 'End', before: at.end, after: e.data.endTime },
              { label: 'Room', before: at.room, after: e.data.classRoom },
            ];
            at = { start: e.data.startTime, end: e.data.endTime, room: e.data.classRoom };
            return { summary: 'Class moved', reason: e.data.reason, changes };
          }
          case 'ClassCancelled':
            return { summary: 'Class cancelled', reason: e.data.reason };
          case 'ClassAttendanceMarked': {
            const changes = e.data.marks.map((m) => {
              const before = marks[m.studentId];
              marks[m.studentId] = m.status;
              return {
                label: names.get(m.studentId) ?? m.studentId,
                ...(before ? { before: STATUS_WORD[before] } : {}),
                after: STATUS_WORD[m.status],
              };
            });
            const n = e.data.marks.length;
            return { summary: n === 1 ? 'Attendance marked' : `Attendance marked for ${n} students`, changes };
          }
          default:
            // ---- live classes (live-read) ----
            return describeLive(raw, (id) => names.get(id) ?? id);
          // ---- end live classes ----
        }
      };
      return ok('Class history', await readHistory(rt, { streams: [stream], instituteId: a.instituteId, describe }));
    },
  );
}

// ---- live classes (live-read) ----
const LEAVE_WORD: Record<LeaveReason, string> = {
  LEFT: 'left the live class',
  CLOSED: 'closed the live class',
  LOST: 'lost the connection to the live class',
  ENDED: 'was in the live class when it ended',
};

/** The live class's events in the class's history: the teacher going live and ending it, each student's entry and exit. */
function describeLive(raw: RecordedEvent, name: (id: string) => string): HistoryDescription | null {
  const e = raw as unknown as LiveClassEvent;
  switch (e.type) {
    case 'LiveClassStarted':
      return { summary: 'Class went live' };
    case 'LiveClassEnded':
      return {
        summary: 'Live class ended',
        ...(e.data.absent.length > 0 ? { changes: [{ label: 'Never joined', after: e.data.absent.map(name).join(', ') }] } : {}),
      };
    case 'StudentEnteredClass':
      return { summary: `${name(e.data.studentId)} joined the live class` };
    case 'StudentLeftClass':
      return { summary: `${name(e.data.studentId)} ${LEAVE_WORD[e.data.reason] ?? 'left the live class'}` };
    case 'LiveClassNotified':
      return { summary: `Students notified (${e.data.recipients.length})` };
    default:
      return null;
  }
}
// ---- end live classes ----
