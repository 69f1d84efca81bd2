import { sql } from 'kysely';
import type { ClassView } from '@school/contracts';
// ---- live classes (live-read) ----
import type { LiveAttendanceTimes } from '@school/contracts';
// ---- end live classes ----
import type { DB } from '../../platform/db/database.js';
import type { Runtime } from '../../platform/runtime.js';
import { batchTitlesByIds, holidaysBetween, subjectTitlesByIds, type BatchTitles } from '../academics/index.js';
import { KeptLookups } from '../../platform/http/kept-lookups.js';
import { userCardsById } from '../identity/index.js';
import { instituteDay } from '../../platform/days.js';

/** Reads of the classes module's own tables (`lecture`, `lecture_mark`), and the class view built from them. */

export interface LectureRow {
  id: string;
  institute_id: string;
  batch_id: string;
  subject_id: string;
  teacher_id: string;
  start_time: Date | string;
  end_time: Date | string;
  class_room: string;
  type: 'ONLINE' | 'OFFLINE';
  credit: string | number;
  origin: 'TIMETABLE' | 'ONE_OFF';
  slot_id: string | null;
  cancelled_at: Date | string | null;
  cancel_reason: string;
  register_taken_at: Date | string | null;
  /** How many students the register marked (the list shows the count; the ids stay in the table). */
  marked_count: number;
  /** Read with the row by the list queries (`LECTURE_LIVE_JOIN`); else `classViews` asks `lecture_live` itself. */
  live_since?: Date | string | null;
  ended_at?: Date | string | null;
}

export const LECTURE_COLS = sql`id, institute_id, batch_id, subject_id, teacher_id, start_time, end_time, class_room, type, credit, origin, slot_id,
  cancelled_at, cancel_reason, register_taken_at, coalesce(cardinality(marked_students), 0)::int as marked_count`;

/**
 * A class's live state beside its row, for a query `from lecture ${LECTURE_LIVE_JOIN}` selecting `LECTURE_LIVE_COLS`: a
 * page of classes then needs no second round trip for it (issue #13). Only its two columns are visible to the query.
 */
export const LECTURE_LIVE_JOIN = sql`left join lateral (select live_since, ended_at from lecture_live where lecture_live.id = lecture.id) live on true`;
export const LECTURE_LIVE_COLS = sql`live.live_since, live.ended_at`;

export const iso = (d: Date | string) => new Date(d).toISOString();

/** A class of the institute, or undefined (another institute's class is as unknown as a missing one). */
export async function lectureOf(db: DB, instituteId: string, classId: string): Promise<LectureRow | undefined> {
  const r = await sql<LectureRow>`select ${LECTURE_COLS} from lecture where id = ${classId} and institute_id = ${instituteId}`.execute(db);
  return r.rows[0];
}

/** Whether each instant falls on a holiday of the institute (its institute day within a holiday's days). */
export async function holidayFlags(db: DB, instituteId: string, instants: readonly (Date | string)[]): Promise<boolean[]> {
  return holidayDays(
    db,
    instituteId,
    instants.map((t) => instituteDay(new Date(t))),
  );
}

/** Whether each institute day (YYYY-MM-DD) is a holiday of the institute. */
async function holidayDays(db: DB, instituteId: string, days: readonly string[]): Promise<boolean[]> {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  const holidays = await holidaysBetween(db, instituteId, sorted[0]!, sorted[sorted.length - 1]!);
  return days.map((d) => holidays.some((h) => h.from <= d && d <= h.to));
}

/** Whether a class starting at `startTime` is on a holiday of the institute (002 §3 Class isHoliday). */
export async function isHoliday(db: DB, instituteId: string, startTime: Date | string): Promise<boolean> {
  return (await holidayFlags(db, instituteId, [startTime]))[0] === true;
}

/** The names a class view shows, kept per runtime until their read models move (kept-lookups.ts). */
const lookups = new WeakMap<Runtime, ReturnType<typeof keptNames>>();
const keptNames = (rt: Runtime) => ({
  subjects: new KeptLookups<string>(rt.epochs, ['subject']),
  users: new KeptLookups<{ displayName: string; gender: string | null }>(rt.epochs, ['app_user']),
  batches: new KeptLookups<BatchTitles>(rt.epochs, ['batch', 'course', 'branch', 'academic_session']),
  holidays: new KeptLookups<boolean>(rt.epochs, ['holiday']),
});
const keptOf = (rt: Runtime) => {
  let kept = lookups.get(rt);
  if (!kept) {
    kept = keptNames(rt);
    lookups.set(rt, kept);
  }
  return kept;
};

/** Live subjects of the institute by id, with their titles (`subjectTitlesByIds`), kept until the `subject` model moves. */
export function keptSubjectTitles(rt: Runtime, instituteId: string, ids: readonly string[]): Promise<Map<string, string>> {
  return keptOf(rt).subjects.get(instituteId, ids, (missing) => subjectTitlesByIds(rt.database.db, instituteId, missing));
}

/** Users' names and genders by id (`userCardsById`), kept until the `app_user` model moves for the institute. */
export function keptUserNames(
  rt: Runtime,
  instituteId: string,
  ids: readonly string[],
): Promise<Map<string, { displayName: string; gender: string | null }>> {
  return keptOf(rt).users.get(
    instituteId,
    ids,
    async (missing) =>
      new Map([...(await userCardsById(rt.database.db, missing))].map(([id, u]) => [id, { displayName: u.displayName, gender: u.gender }])),
  );
}

/** 002 §3 Class views of lecture rows (one institute): subject, teacher and batch titles, isHoliday. */
export async function classViews(rt: Runtime, instituteId: string, rows: readonly LectureRow[]): Promise<ClassView[]> {
  const db = rt.database.db;
  const kept = keptOf(rt);
  const days = rows.map((r) => instituteDay(new Date(r.start_time)));
  const [subjects, teachers, batches, offDays] = await Promise.all([
    keptSubjectTitles(
      rt,
      instituteId,
      rows.map((r) => r.subject_id),
    ),
    keptUserNames(
      rt,
      instituteId,
      rows.map((r) => r.teacher_id),
    ),
    kept.batches.get(
      instituteId,
      rows.map((r) => r.batch_id),
      (ids) => batchTitlesByIds(db, instituteId, ids),
    ),
    kept.holidays.get(instituteId, days, async (missing) => {
      const flags = await holidayDays(db, instituteId, missing);
      return new Map(missing.map((d, i) => [d, flags[i] === true]));
    }),
  ]);
  const holidays = days.map((d) => offDays.get(d) === true);
  // ---- live classes (live-read) ----
  // Rows of a class list carry their live state (LECTURE_LIVE_JOIN); others are looked up.
  const live = rows.every((r) => r.live_since !== undefined)
    ? new Map(
        rows.map((r) => [
          r.id,
          { liveSince: r.live_since == null ? null : iso(r.live_since), endedAt: r.ended_at == null ? null : iso(r.ended_at) },
        ]),
      )
    : await liveStatesOf(
        db,
        rows.map((r) => r.id),
      );
  // ---- end live classes ----
  return rows.map((r, i) => {
    const b = batches.get(r.batch_id);
    const t = teachers.get(r.teacher_id);
    return {
      _id: r.id,
      subject: { _id: r.subject_id, title: subjects.get(r.subject_id) ?? '' },
      teacher: { _id: r.teacher_id, displayName: t?.displayName ?? '', gender: t?.gender ?? '' },
      batch: {
        _id: r.batch_id,
        course: { title: b?.course ?? '' },
        branch: { title: b?.branch ?? '' },
        session: { title: b?.session ?? '' },
      },
      startTime: iso(r.start_time),
      endTime: iso(r.end_time),
      cancelled: r.cancelled_at !== null,
      cancelReason: r.cancel_reason,
      isHoliday: holidays[i] === true,
      classRoom: r.class_room,
      type: r.type,
      credit: Number(r.credit),
      origin: r.origin,
      registerTakenAt: r.register_taken_at === null ? null : iso(r.register_taken_at),
      markedCount: r.marked_count,
      // ---- live classes (live-read) ----
      liveSince: live.get(r.id)?.liveSince ?? null,
      endedAt: live.get(r.id)?.endedAt ?? null,
      // ---- end live classes ----
    };
  });
}

/** The current marks of a class by student. */
export async function marksOf(
  db: DB,
  classId: string,
  studentIds?: readonly string[],
): Promise<Map<string, { status: string; markedBy: string; markedAt: string }>> {
  const only = studentIds ? sql`and student_id = any(${[...studentIds]}::text[])` : sql``;
  const r = await sql<{ student_id: string; status: string; marked_by: string; marked_at: Date | string }>`
    select student_id, status, marked_by, marked_at from lecture_mark where class_id = ${classId} ${only}`.execute(db);
  return new Map(r.rows.map((x) => [x.student_id, { status: x.status, markedBy: x.marked_by, markedAt: iso(x.marked_at) }]));
}

/** The classes produced from the given slots that start after `after` and are neither cancelled nor registered. */
export async function futureClassesOfSlots(db: DB, slotIds: readonly string[], after: Date): Promise<string[]> {
  if (slotIds.length === 0) return [];
  const r = await sql<{ id: string }>`select id from lecture where slot_id = any(${[...slotIds]}::text[])
    and start_time > ${after.toISOString()}::timestamptz and cancelled_at is null and register_taken_at is null order by id`.execute(db);
  return r.rows.map((x) => x.id);
}

/** Which of these class ids the `lecture` read model already holds. */
export async function existingClassIds(db: DB, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const r = await sql<{ id: string }>`select id from lecture where id = any(${[...ids]}::text[])`.execute(db);
  return new Set(r.rows.map((x) => x.id));
}

// ---- live classes (live-read) ----
/** Whether classes are live: when the teacher last went live and when the class was ended (`lecture_live`; no row: never). */
export async function liveStatesOf(
  db: DB,
  classIds: readonly string[],
): Promise<Map<string, { liveSince: string | null; endedAt: string | null }>> {
  if (classIds.length === 0) return new Map();
  const r = await sql<{ id: string; live_since: Date | string | null; ended_at: Date | string | null }>`
    select id, live_since, ended_at from lecture_live where id = any(${[...new Set(classIds)]}::text[])`.execute(db);
  return new Map(
    r.rows.map((x) => [
      x.id,
      { liveSince: x.live_since === null ? null : iso(x.live_since), endedAt: x.ended_at === null ? null : iso(x.ended_at) },
    ]),
  );
}

const NOT_JOINED: LiveAttendanceTimes = { timeOfEnter: null, timeOfExit: null, minutesAttended: 0, inRoom: false };

/**
 * Each student's time in a live class (`lecture_presence`): the first entry, the last exit, the whole minutes inside the
 * closed intervals (an interval still open counts once it is closed), and whether they are in the room now. A student who
 * never joined has `NOT_JOINED`.
 */
export async function presenceOf(db: DB, classId: string, studentIds: readonly string[]): Promise<Map<string, LiveAttendanceTimes>> {
  const all = await presenceIn(db, [classId], studentIds);
  return new Map(studentIds.map((s) => [s, all.get(`${classId}\u0000${s}`) ?? NOT_JOINED]));
}

/** The times of the students in the classes (keys `classId\0studentId`; a pair absent never joined). */
export async function presenceIn(
  db: DB,
  classIds: readonly string[],
  studentIds: readonly string[],
): Promise<Map<string, LiveAttendanceTimes>> {
  if (classIds.length === 0 || studentIds.length === 0) return new Map();
  const r = await sql<{
    class_id: string;
    student_id: string;
    time_of_enter: Date | string;
    time_of_exit: Date | string | null;
    seconds_attended: string | number;
    in_room: boolean;
  }>`select class_id, student_id, time_of_enter, time_of_exit, seconds_attended, entered_at is not null as in_room
    from lecture_presence where class_id = any(${[...new Set(classIds)]}::text[]) and student_id = any(${[...new Set(studentIds)]}::text[])`.execute(
    db,
  );
  return new Map(r.rows.map((x) => [`${x.class_id}\u0000${x.student_id}`, presenceTimes(x)]));
}

/** A `lecture_presence` row's columns, as `MARK_PRESENCE` names them (all null: the student never joined). */
export interface PresenceColumns {
  time_of_enter: Date | string | null;
  time_of_exit: Date | string | null;
  seconds_attended: string | number | null;
  in_room: boolean | null;
}

/** The times a presence row gives (`NOT_JOINED` for none), as `presenceIn` answers them. */
export function presenceTimes(x: PresenceColumns): LiveAttendanceTimes {
  if (x.time_of_enter === null) return NOT_JOINED;
  return {
    timeOfEnter: iso(x.time_of_enter),
    timeOfExit: x.time_of_exit === null ? null : iso(x.time_of_exit),
    minutesAttended: Math.floor(Number(x.seconds_attended) / 60),
    inRoom: x.in_room === true,
  };
}

/**
 * The student's presence joined to rows of `lecture_mark m` (one `lecture_presence` row per class and student, so the
 * marks stay one row each): `cols` to add after the select list's last column, `join` after `from lecture_mark m`. It
 * saves the round trip `presenceIn` would cost once the marks are read; `presenceTimes` reads the columns.
 */
export const MARK_PRESENCE = {
  cols: sql`, p.time_of_enter, p.time_of_exit, p.seconds_attended, p.entered_at is not null as in_room`,
  join: sql`left join lecture_presence p on p.class_id = m.class_id and p.student_id = m.student_id`,
};
export { NOT_JOINED };
// ---- end live classes ----
