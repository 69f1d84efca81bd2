import type { FastifyInstance } from 'fastify';
import { DEFAULT_CLASS_CREDIT, type LeaveReason } from '@school/contracts';
import type { Runtime } from '../platform/runtime.js';
import type { Actor, CommandContext } from '../platform/commands.js';
import { newId } from '../platform/ids.js';
import { todayOf } from '../platform/clock.js';
import { addDays } from '../platform/days.js';
import { classChatDecider, classChatStream, classDecider, classStream, isHoliday, type ClassCommand } from '../modules/classes/index.js';
import { batchStudentIds } from '../modules/people/index.js';
import { instantOf } from '../modules/academics/timetable-time.js';
import { batchTitlesByIds, subjectTitlesByIds } from '../modules/academics/index.js';
import { userCardsById } from '../modules/identity/index.js';

type Headers = Record<string, string>;
const MINUTE = 60_000;

export interface DemoLiveClassesResult {
  /** The demo teacher's online class that is on now (the newcomer can go live in it). */
  liveNowClassId: string | null;
  /** The online class that ran and ended on an earlier day, with its attendance and chat. */
  endedClassId: string | null;
  entered: number;
  absent: number;
  messages: number;
}

/** The chat of the ended class: who speaks ('T' the teacher, a number the n-th student who entered), minutes in, what. */
const CHAT: [who: 'T' | number, minute: number, message: string][] = [
  ['T', 3, 'Good afternoon, everyone. Please keep your microphones off until I ask for questions.'],
  [0, 4, 'Good afternoon! The video and the sound are clear.'],
  [1, 12, 'Could you share the slides after the class?'],
  ['T', 13, 'Yes, they will be in the batch materials this evening.'],
  [2, 40, 'Is the assignment due on Friday?'],
  ['T', 41, 'Friday evening. Any other questions before we end?'],
  [0, 55, 'Thank you!'],
];

/**
 * Live classes of the demo (issue 16 part 5), through the class and chat commands at the time each would have been
 * given: the demo teacher's ONLINE class of the first batch that is on now (scheduled, not yet live: whoever signs in
 * as the teacher goes live), and one that ran on the last school day before today, 15:00–16:00: the teacher went live
 * with notify on, most of the batch entered (one dropped and came back, one left early), they chatted, the teacher
 * ended it and the students who never came were marked absent.
 */
export async function seedLiveClasses(
  rt: Runtime,
  app: FastifyInstance,
  headers: Headers,
  demo: { instituteId: string; teacherId: string; studentId: string; batches: { id: string }[] },
): Promise<DemoLiveClassesResult> {
  const db = rt.database.db;
  const now = rt.clock.now();
  const today = todayOf(rt.clock);
  const none: DemoLiveClassesResult = { liveNowClassId: null, endedClassId: null, entered: 0, absent: 0, messages: 0 };
  const first = demo.batches[0];
  if (!first) return none;
  const r = await app.inject({ method: 'GET', url: `/api/v1/batch/${first.id}/timetable`, headers });
  if (r.statusCode !== 200) throw new Error(`demo live classes: ${r.body}`);
  const slots = (r.json() as { data: { entries: { subject: { _id: string }; teacher: { _id: string } }[] }[] }).data.flatMap(
    (d) => d.entries,
  );
  const subjectId = (slots.find((s) => s.teacher._id === demo.teacherId) ?? slots[0])?.subject._id;
  if (!subjectId) return none;
  await rt.runner.waitFor(['student', 'holiday'], await rt.store.head(), 30_000);
  const students = await batchStudentIds(db, demo.instituteId, first.id);

  const teacher: Actor = { userId: demo.teacherId, role: 'TEACHER' };
  const ctxAt = (actor: Actor, at: Date): CommandContext => ({
    actor,
    instituteId: demo.instituteId,
    correlationId: 'demo-live-classes',
    now: at,
  });
  const run = (classId: string, command: ClassCommand, actor: Actor, at: Date) =>
    rt.commands.handle(classDecider, classStream(classId), command, ctxAt(actor, at));
  const schedule = (classId: string, start: Date, end: Date, at: Date) =>
    run(
      classId,
      {
        type: 'ScheduleClass',
        now: at.toISOString(),
        data: {
          classId,
          batchId: first.id,
          subjectId,
          teacherId: demo.teacherId,
          startTime: start.toISOString(),
          endTime: end.toISOString(),
          classRoom: 'Online',
          type: 'ONLINE',
          credit: DEFAULT_CLASS_CREDIT,
          origin: 'ONE_OFF',
          slotId: null,
        },
      },
      teacher,
      at,
    );

  // On now: from five minutes ago (on the five minutes, not before today's midnight) for three hours.
  const liveStart = new Date(Math.max(instantOf(today, 0).getTime(), Math.floor((now.getTime() - 5 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE));
  const liveNowClassId = newId();
  await schedule(liveNowClassId, liveStart, new Date(liveStart.getTime() + 180 * MINUTE), new Date(liveStart.getTime() - 60 * MINUTE));

  // The last school day before today that is not a holiday, 15:00–16:00.
  let day = addDays(today, -1)!;
  for (
    let i = 0;
    i < 7 && (new Date(`${day}T00:00:00Z`).getUTCDay() === 0 || (await isHoliday(db, demo.instituteId, instantOf(day, 15 * 60))));
    i++
  ) {
    day = addDays(day, -1)!;
  }
  const start = instantOf(day, 15 * 60);
  const at = (minute: number) => new Date(start.getTime() + minute * MINUTE);
  const endedClassId = newId();
  await schedule(endedClassId, start, at(60), at(-24 * 60));
  const holiday = await isHoliday(db, demo.instituteId, start);
  if (holiday) return { ...none, liveNowClassId };
  await run(
    endedClassId,
    {
      type: 'GoLive',
      by: demo.teacherId,
      now: at(1).toISOString(),
      isHoliday: holiday,
      notifyStudents: true,
      joinWithoutVideo: false,
      joinWithoutAudio: false,
    },
    teacher,
    at(1),
  );
  const [subjects, batchTitles, cards] = await Promise.all([
    subjectTitlesByIds(db, demo.instituteId, [subjectId]),
    batchTitlesByIds(db, demo.instituteId, [first.id]),
    userCardsById(db, [demo.teacherId]),
  ]);
  // As POST lms/create-notification words it.
  const title = `${subjects.get(subjectId) ?? ''} class for ${batchTitles.get(first.id)?.course ?? ''}`;
  const description = `${cards.get(demo.teacherId)?.displayName ?? 'Your teacher'} is live now. Join the class.`;
  await run(
    endedClassId,
    { type: 'NotifyLiveClass', now: at(1).toISOString(), isHoliday: holiday, title, description, batchStudentIds: students },
    teacher,
    at(1),
  );
  // Most of the batch comes (the demo student first); the rest never do.
  const others = students.filter((s) => s !== demo.studentId);
  const comers = [demo.studentId, ...others.slice(0, Math.max(0, Math.ceil(others.length * 0.75)))].filter((s) => students.includes(s));
  const studentActor = (userId: string): Actor => ({ userId, role: 'STUDENT' });
  const enter = (s: string, minute: number) =>
    run(
      endedClassId,
      { type: 'EnterClass', studentId: s, now: at(minute).toISOString(), isHoliday: holiday, batchStudentIds: students },
      studentActor(s),
      at(minute),
    );
  const leave = (s: string, minute: number, reason: LeaveReason) =>
    run(endedClassId, { type: 'LeaveClass', studentId: s, at: at(minute).toISOString(), reason }, studentActor(s), at(minute));
  for (const [i, s] of comers.entries()) await enter(s, 2 + (i % 9));
  // One lost the connection past the grace and came back; one left early.
  if (comers[1]) {
    await leave(comers[1], 22, 'LOST');
    await enter(comers[1], 26);
  }
  if (comers[2]) await leave(comers[2], 45, 'LEFT');

  // The chat.
  let messages = 0;
  for (const [who, minute, message] of CHAT) {
    const userId = who === 'T' ? demo.teacherId : comers[who];
    if (!userId) continue;
    const klass = await rt.commands.state(classDecider, classStream(endedClassId), { instituteId: demo.instituteId });
    const res = await rt.commands.handle(
      classChatDecider,
      classChatStream(endedClassId),
      { type: 'PostChatMessage', messageId: newId(), userId, message, now: at(minute).toISOString(), klass, isHoliday: holiday },
      ctxAt(who === 'T' ? teacher : studentActor(userId), at(minute)),
    );
    messages += res.events.length;
  }

  const ended = await run(
    endedClassId,
    { type: 'EndClass', by: demo.teacherId, now: at(58).toISOString(), batchStudentIds: students },
    teacher,
    at(58),
  );
  const absent = ended.events.find((e) => e.type === 'LiveClassEnded');
  return {
    liveNowClassId,
    endedClassId,
    entered: comers.length,
    absent: absent?.type === 'LiveClassEnded' ? absent.data.absent.length : 0,
    messages,
  };
}

/** The demo seed's hook (seed.ts): the demo institute's teacher, student and batches. */
export const seedDemoLiveClasses = (
  rt: Runtime,
  app: FastifyInstance,
  headers: Headers,
  people: { instituteId: string; users: ReadonlyMap<string, string> },
  batches: { id: string }[],
) =>
  seedLiveClasses(rt, app, headers, {
    instituteId: people.instituteId,
    teacherId: people.users.get('TEACHER')!,
    studentId: people.users.get('STUDENT')!,
    batches,
  });
