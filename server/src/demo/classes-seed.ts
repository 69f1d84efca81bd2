import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_CLASS_CREDIT,
  timetableClassId,
  type ClassAttendanceStatus,
  type EventToAppend,
  type TimetableDay,
} from '@school/contracts';
import type { Runtime } from '../platform/runtime.js';
import type { Actor, CommandContext } from '../platform/commands.js';
import { newId } from '../platform/ids.js';
import { todayOf } from '../platform/clock.js';
import { addDays } from '../platform/days.js';
import { classDecider, classStream, produceClasses, type ClassCommand } from '../modules/classes/index.js';
import { batchStudentIds, studentsByIds } from '../modules/people/index.js';
import { instantOf } from '../modules/academics/timetable-time.js';
import { holidayDecider, holidayStream } from '../modules/academics/holiday-decider.js';
import { appendStreams, eventMetadata, seededUnit } from './bulk-history.js';

type Headers = Record<string, string>;

/** Weeks of classes before this week: the term began on the Monday this many weeks ago. */
export const TERM_WEEKS = 8;
/** Days of classes ahead of today (today counted), as the weekly job keeps them. */
const DAYS_AHEAD = 14;
/** The student whose attendance falls below 75% (a student of the first batch, from the people seed). */
export const AT_RISK_STUDENT = 'Rohan Joshi';
export const CANCEL_REASON = 'The teacher is at a university workshop; the topic moves to the next class.';
export const MOVE_REASON = 'The lab is under maintenance in the morning.';
export const PAST_HOLIDAY = 'Regional festival';

type Slot = {
  _id: string;
  day: TimetableDay;
  startAt: string;
  endAt: string;
  classRoom: string;
  subject: { _id: string; title: string };
  teacher: { _id: string; displayName: string };
};
type DemoClass = {
  classId: string;
  batchId: string;
  subjectId: string;
  subjectTitle: string;
  teacherId: string;
  day: string;
  start: Date;
  end: Date;
  classRoom: string;
  slotId: string | null;
};

export interface DemoClassesResult {
  scheduled: number;
  marked: number;
  corrections: number;
  todayUnmarkedForTeacher: string[];
  cancelledClassId: string | null;
  movedClassId: string | null;
  holiday: string;
  atRiskStudentId: string | null;
}

const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const MINUTE = 60_000;

/**
 * A term of classes for the demo institute (issue 12 part 10): every class of the demo batches' timetables from the
 * Monday TERM_WEEKS weeks back to two weeks ahead, through the class commands (ScheduleClass, MarkAttendance,
 * CancelClass, MoveClass) with the time each would have been given at, so the History drawers read like a term.
 *
 * The story: registers taken by the class's teacher a few minutes in (Mark All Present, then the students who are
 * absent or on leave one by one); most students present, one (AT_RISK_STUDENT) below 75%; the demo student with a
 * good record, a two-day leave and one absence the batch's head corrected the next day; a few more corrections; a
 * past holiday whose classes stay unmarked; one class moved to the afternoon before it took place; tomorrow's first
 * class cancelled with a reason; today the classes that have started are marked except the demo teacher's last one,
 * and a one-off class of the demo teacher runs now, waiting for its register.
 *
 * The timetable was made by the seed today, so its classes before today are scheduled here with the ids and facts
 * the timetable job gives them (`timetableClassId(slot, day)`, origin TIMETABLE); the days from today on are the
 * job's own (`produceClasses`). The past term's commands are decided by the class decider in memory, class by class,
 * and their events (with each command's actor and time) written in one bulk append: through the handler, a
 * transaction each, the term would add a minute to `npm start`. Today's registers, the one-off class and the
 * cancellation go through the handler like the teachers' calls.
 */
export async function seedClasses(
  rt: Runtime,
  app: FastifyInstance,
  headers: Headers,
  demo: { instituteId: string; adminId: string; teacherId: string; studentId: string; batches: { id: string }[] },
): Promise<DemoClassesResult> {
  const db = rt.database.db;
  const now = rt.clock.now();
  const today = todayOf(rt.clock);
  const get = async <T>(url: string): Promise<T> => {
    const r = await app.inject({
      method: 'GET',
      url: `/api/v1/${url}`,
      headers: { ...headers, 'x-min-position': (await rt.store.head()).toString() },
    });
    if (r.statusCode !== 200) throw new Error(`demo ${url}: ${r.body}`);
    return (r.json() as { data: T }).data;
  };

  const ctxAt = (actor: Actor, at: Date): CommandContext => ({
    actor,
    instituteId: demo.instituteId,
    correlationId: 'demo-classes',
    now: at,
  });

  // The term's days and the past holiday (a school day about two and a half weeks back).
  const mondayIndex = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const termStart = addDays(today, -mondayIndex - 7 * TERM_WEEKS)!;
  let holiday = addDays(today, -17)!;
  if (new Date(`${holiday}T00:00:00Z`).getUTCDay() === 0) holiday = addDays(holiday, -1)!;
  // Declared at the start of term (the route refuses a past day; the command is the route's, given at that time).
  const declaredAt = instantOf(termStart, 10 * 60);
  const holidayId = newId();
  await rt.commands.handle(
    holidayDecider,
    holidayStream(holidayId),
    { type: 'DeclareHoliday', data: { holidayId, title: PAST_HOLIDAY, startDate: holiday, endDate: holiday, today: termStart } },
    ctxAt({ userId: demo.adminId, role: 'ADMIN' }, declaredAt),
  );

  // Every class from the term's start to today, from the batches' weekly slots.
  const classes: DemoClass[] = [];
  const slotsOf = new Map<string, Slot[]>();
  for (const b of demo.batches) {
    const week = await get<{ day: TimetableDay; entries: Omit<Slot, 'day'>[] }[]>(`batch/${b.id}/timetable`);
    slotsOf.set(
      b.id,
      week.flatMap((g) => g.entries.map((e) => ({ ...e, day: g.day }))),
    );
  }
  for (let day = termStart; day <= today; day = addDays(day, 1)!) {
    const weekday = WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()];
    for (const b of demo.batches) {
      for (const s of slotsOf.get(b.id) ?? []) {
        if (s.day !== weekday) continue;
        classes.push({
          classId: timetableClassId(s._id, day),
          batchId: b.id,
          subjectId: s.subject._id,
          subjectTitle: s.subject.title,
          teacherId: s.teacher._id,
          day,
          start: instantOf(day, minuteOf(s.startAt)),
          end: instantOf(day, minuteOf(s.endAt)),
          classRoom: s.classRoom,
          slotId: s._id,
        });
      }
    }
  }
  classes.sort((a, b) => a.start.getTime() - b.start.getTime() || a.classId.localeCompare(b.classId));

  const system: Actor = { userId: 'system', role: 'SYSTEM' };
  const teacherActor: Actor = { userId: demo.teacherId, role: 'TEACHER' };
  const run = (c: { classId: string }, command: ClassCommand, actor: Actor, at: Date) =>
    rt.commands.handle(classDecider, classStream(c.classId), command, ctxAt(actor, at), {
      mustExist: command.type === 'ScheduleClass' ? undefined : 'Class not found.',
    });
  const scheduleCommand = (c: DemoClass, at: Date): ClassCommand => ({
    type: 'ScheduleClass',
    now: at.toISOString(),
    skipIfExists: true,
    data: {
      classId: c.classId,
      batchId: c.batchId,
      subjectId: c.subjectId,
      teacherId: c.teacherId,
      startTime: c.start.toISOString(),
      endTime: c.end.toISOString(),
      classRoom: c.classRoom,
      type: 'OFFLINE',
      credit: DEFAULT_CLASS_CREDIT,
      origin: c.slotId ? 'TIMETABLE' : 'ONE_OFF',
      slotId: c.slotId,
    },
  });

  // The people of the story.
  await rt.runner.waitFor(['student'], await rt.store.head(), 30_000);
  const first = demo.batches[0]!;
  const roster = new Map<string, string[]>();
  for (const b of demo.batches) roster.set(b.id, await batchStudentIds(db, demo.instituteId, b.id));
  const firstRoster = roster.get(first.id) ?? [];
  const cards = await studentsByIds(db, demo.instituteId, firstRoster);
  const atRisk = cards.find((c) => c.displayName === AT_RISK_STUDENT)?.id ?? firstRoster.find((id) => id !== demo.studentId) ?? null;
  // The demo student's two-day leave: two school days about three weeks back.
  let leaveFrom = addDays(today, -23)!;
  if (new Date(`${leaveFrom}T00:00:00Z`).getUTCDay() === 0) leaveFrom = addDays(leaveFrom, 1)!;
  const leaveDays = new Set([leaveFrom, addDays(leaveFrom, new Date(`${leaveFrom}T00:00:00Z`).getUTCDay() === 6 ? 2 : 1)!]);
  const statusOf = (studentId: string, c: DemoClass): ClassAttendanceStatus => {
    const r = seededUnit(`${studentId}:${c.classId}`);
    if (studentId === demo.studentId) {
      if (leaveDays.has(c.day)) return 'LEAVE';
      return r < 0.05 ? 'ABSENT' : 'PRESENT';
    }
    if (studentId === atRisk) return r < 0.3 ? 'ABSENT' : r < 0.36 ? 'LEAVE' : 'PRESENT';
    const habit = seededUnit(studentId);
    const absent = habit < 0.3 ? 0.07 : 0.03;
    return r < absent ? 'ABSENT' : r < absent + 0.02 ? 'LEAVE' : 'PRESENT';
  };

  // What happens to each class, in order: scheduled the week before (as the job does); the moved class moved the
  // afternoon before; the register taken by the class's teacher, Mark All Present five minutes in, then each student
  // absent or on leave; every past class but the holiday's, and today's that have started but the demo teacher's last.
  type Step = { command: ClassCommand; actor: Actor; at: Date };
  const steps = new Map<DemoClass, Step[]>();
  const twoWeeksBack = addDays(today, -14)!;
  const moved = classes.find(
    (c) => c.day >= twoWeeksBack && c.day < today && c.day !== holiday && c.batchId === (demo.batches[1] ?? first).id,
  );
  const todayStarted = classes.filter((c) => c.day === today && c.start.getTime() <= now.getTime());
  const keepOpen = todayStarted.filter((c) => c.teacherId === demo.teacherId).at(-1);
  const absences: { c: DemoClass; studentId: string }[] = [];
  let marked = 0;
  for (const c of classes) {
    const list: Step[] = [];
    if (c.day < today)
      list.push({
        command: scheduleCommand(c, new Date(c.start.getTime() - 7 * 86_400_000)),
        actor: system,
        at: new Date(c.start.getTime() - 7 * 86_400_000),
      });
    if (c === moved) {
      const at = new Date(c.start.getTime() - 18 * 60 * MINUTE);
      c.start = instantOf(c.day, 14 * 60);
      c.end = new Date(c.start.getTime() + 60 * MINUTE);
      c.classRoom = 'Lab 2';
      list.push({
        command: {
          type: 'MoveClass',
          startTime: c.start.toISOString(),
          endTime: c.end.toISOString(),
          classRoom: c.classRoom,
          reason: MOVE_REASON,
          now: at.toISOString(),
        },
        actor: teacherActor,
        at,
      });
    }
    const students = roster.get(c.batchId) ?? [];
    if (c.day !== holiday && c !== keepOpen && c.start.getTime() <= now.getTime() && students.length > 0) {
      const teacher: Actor = { userId: c.teacherId, role: 'TEACHER' };
      const at = (minutes: number) => new Date(Math.min(now.getTime(), c.start.getTime() + minutes * MINUTE));
      const mark = (marks: { studentId: string; status: ClassAttendanceStatus }[], when: Date): Step => ({
        command: { type: 'MarkAttendance', marks, now: when.toISOString(), isHoliday: false, batchStudentIds: students },
        actor: teacher,
        at: when,
      });
      list.push(
        mark(
          students.map((studentId) => ({ studentId, status: 'PRESENT' as const })),
          at(5),
        ),
      );
      let minute = 6;
      for (const studentId of students) {
        const status = statusOf(studentId, c);
        if (status === 'PRESENT') continue;
        list.push(mark([{ studentId, status }], at(minute++)));
        if (status === 'ABSENT') absences.push({ c, studentId });
      }
      marked += 1;
    }
    steps.set(c, list);
  }
  // Corrections the next afternoon by the batches' head: the demo student's first absence (they came late) and a few more.
  const pastAbsences = absences.filter((a) => a.c.day < addDays(today, -1)!);
  const corrections = [
    ...pastAbsences.filter((a) => a.studentId === demo.studentId).slice(0, 1),
    ...pastAbsences
      .filter((a) => a.studentId !== demo.studentId && a.studentId !== atRisk)
      .filter((_, i) => i % 9 === 4)
      .slice(0, 4),
  ];
  for (const a of corrections) {
    const at = instantOf(addDays(a.c.day, 1)!, 16 * 60);
    steps.get(a.c)!.push({
      command: {
        type: 'MarkAttendance',
        marks: [{ studentId: a.studentId, status: 'PRESENT' }],
        now: at.toISOString(),
        isHoliday: false,
        batchStudentIds: roster.get(a.c.batchId) ?? [],
      },
      actor: teacherActor,
      at,
    });
  }

  // The past term: each class's commands decided by the class decider in turn, their events written a stream per class
  // in one bulk append (a command at a time through the handler costs a transaction each: minutes for a term).
  const past = classes.filter((c) => c.day < today);
  await appendStreams(
    rt,
    past.map((c) => {
      let state = classDecider.initialState();
      const events: EventToAppend[] = [];
      for (const step of steps.get(c) ?? []) {
        for (const e of classDecider.decide(step.command, state)) {
          state = classDecider.evolve(state, e);
          events.push({
            type: e.type,
            data: e.data,
            eventId: newId(),
            metadata: eventMetadata(ctxAt(step.actor, step.at), step.actor, step.at),
          });
        }
      }
      return { stream: classStream(c.classId), events };
    }),
  );
  // From today on: the timetable job's own run; then today's registers through the handler, as the teachers' calls.
  const produced = await produceClasses(rt, { instituteId: demo.instituteId, from: today, to: addDays(today, DAYS_AHEAD - 1)! });
  for (const c of classes.filter((x) => x.day === today)) {
    for (const step of steps.get(c) ?? []) await run(c, step.command, step.actor, step.at);
  }

  // The one-off class of the demo teacher, running now in the first batch.
  const firstSlots = slotsOf.get(first.id) ?? [];
  const mine = firstSlots.find((s) => s.teacher._id === demo.teacherId) ?? firstSlots[0];
  // Ten minutes ago (on the five minutes), but not before today's midnight.
  const startNow = new Date(Math.max(instantOf(today, 0).getTime(), Math.floor((now.getTime() - 10 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE));
  const oneOff: DemoClass = {
    classId: newId(),
    batchId: first.id,
    subjectId: mine?.subject._id ?? '',
    subjectTitle: mine?.subject.title ?? '',
    teacherId: demo.teacherId,
    day: today,
    start: startNow,
    end: new Date(startNow.getTime() + 60 * MINUTE),
    classRoom: 'Seminar Hall',
    slotId: null,
  };
  if (oneOff.subjectId)
    await run(
      oneOff,
      scheduleCommand(oneOff, new Date(startNow.getTime() - 60 * MINUTE)),
      teacherActor,
      new Date(startNow.getTime() - 60 * MINUTE),
    );

  // Tomorrow's (the next school day's) first class of the demo teacher, as the job produced it, is cancelled.
  let next = addDays(today, 1)!;
  for (let i = 0; i < 7 && !firstSlots.some((s) => s.day === WEEKDAY[new Date(`${next}T00:00:00Z`).getUTCDay()]); i++) {
    next = addDays(next, 1)!;
  }
  const nextWeekday = WEEKDAY[new Date(`${next}T00:00:00Z`).getUTCDay()];
  const nextSlots = demo.batches
    .flatMap((b) => slotsOf.get(b.id) ?? [])
    .filter((s) => s.day === nextWeekday)
    .sort(
      (a, b) => Number(b.teacher._id === demo.teacherId) - Number(a.teacher._id === demo.teacherId) || a.startAt.localeCompare(b.startAt),
    );
  const cancelled = nextSlots[0] ? timetableClassId(nextSlots[0]._id, next) : null;
  if (cancelled) await run({ classId: cancelled }, { type: 'CancelClass', reason: CANCEL_REASON }, teacherActor, now);

  const todayUnmarkedForTeacher = [...(keepOpen ? [keepOpen.classId] : []), ...(oneOff.subjectId ? [oneOff.classId] : [])];
  return {
    scheduled: past.length + produced.scheduled + (oneOff.subjectId ? 1 : 0),
    marked,
    corrections: corrections.length,
    todayUnmarkedForTeacher,
    cancelledClassId: cancelled,
    movedClassId: moved?.classId ?? null,
    holiday,
    atRiskStudentId: atRisk,
  };
}
