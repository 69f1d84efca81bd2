import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_CLASS_CREDIT,
  timetableClassId,
  type ClassAttendanceMarked,
  type ClassScheduled,
  type EventToAppend,
  type TimetableDay,
} from '@school/contracts';
import type { Runtime } from '../platform/runtime.js';
import type { CommandContext } from '../platform/commands.js';
import { newId } from '../platform/ids.js';
import { todayOf } from '../platform/clock.js';
import { instantOf } from '../modules/academics/timetable-time.js';
import { batchStudentIds } from '../modules/people/index.js';
import { createBulkUploadJob, loadBulkUploadJob, runBulkImportJob, writeBulkSheet } from '../modules/bulk-upload/index.js';
import { registerUser } from '../modules/identity/index.js';
import { multipartBody, tileIcon } from './icons.js';
import { demoClient } from './academics-seed.js';
import { schoolDaysBefore } from './attendance-seed.js';
import { seedPeople } from './seed.js';
import { setStudentPasswords } from './large-seed-passwords.js';
import { DAYS, PERIODS, SUBJECTS, seedLargeTimetable } from './large-seed-timetable.js';
import { appendStreams, eventMetadata, largeMark } from './bulk-history.js';

/**
 * A large institute for performance work (docs/performance.md, "A large institute"): `students` students in batches of
 * about 62, six classes a day Monday to Saturday, `days` school days of classes with every register taken.
 *
 * The institute, its masters, batches and teachers go through the API and the identity commands; the students through
 * the bulk-upload job (the sheet import a school would use). The timetable is decided by the real timetable decider,
 * slot by slot in memory (the clash rules hold), and its events appended in one write: through the route each slot
 * would fold the institute's whole timetable stream again. The classes and their registers take the documented bulk
 * path: for each class one new stream `class-<classId>` with the two events the real commands would write
 * (`ClassScheduled` as the timetable produces it, then one `ClassAttendanceMarked` holding every student's mark, as
 * Mark All followed by the teacher's changes folds to), appended thousands at a time with the store's
 * `appendNewStreams` (one transaction, the hash chain kept). The projections then catch up like after any import.
 */
export interface LargeSeedOptions {
  students: number;
  days: number;
  /** Batches; default one per 62 students. */
  batches?: number;
  /** E-mail domain of the institute's users (unique per run by default). */
  domain?: string;
  /** Classes per append (two events each). */
  chunk?: number;
  log?: (line: string) => void;
}

export interface LargeSeedResult {
  instituteId: string;
  adminEmail: string;
  batches: number;
  teachers: number;
  students: number;
  days: number;
  classes: number;
  marks: number;
  events: number;
  /** Positions of the log before and after the class events. */
  from: bigint;
  to: bigint;
}

const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const BRANCHES_PER_COURSE = 5;
const SESSIONS = 2;

export async function seedLarge(rt: Runtime, app: FastifyInstance, opts: LargeSeedOptions): Promise<LargeSeedResult> {
  const log = opts.log ?? (() => {});
  const studentsWanted = Math.max(1, Math.floor(opts.students));
  const days = Math.max(1, Math.floor(opts.days));
  const batchCount = Math.max(1, Math.floor(opts.batches ?? Math.round(studentsWanted / 62.5)));
  const domain = opts.domain ?? `large-${Date.now().toString(36)}.school`;
  const started = Date.now();
  const secs = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  // ---- The institute and its masters (API) -------------------------------------------------------------------------
  const people = await seedPeople(rt, {
    instituteName: `Large Institute (${studentsWanted} students)`,
    email: `office@${domain}`,
    domain,
    password: rt.config.demoPassword,
  });
  const instituteId = people.instituteId;
  const adminEmail = `admin@${domain}`;
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: adminEmail, password: rt.config.demoPassword },
  });
  if (login.statusCode !== 200) throw new Error(`large seed login: ${login.body}`);
  const headers = { authorization: `Bearer ${(login.json() as { data: { accessToken: string } }).data.accessToken}` };
  const call = demoClient(app, headers);
  const admin = { userId: people.users.get('ADMIN')!, role: 'ADMIN' };
  const ctx: CommandContext = {
    actor: admin as CommandContext['actor'],
    instituteId,
    correlationId: `large-seed-${domain}`,
    now: rt.clock.now(),
  };

  const year = rt.clock.now().getUTCFullYear();
  const sessions: string[] = [];
  for (let s = 0; s < SESSIONS; s++) {
    const start = year - SESSIONS + 1 + s;
    sessions.push(
      (await call('POST', 'session/create', { startYear: `${start}-06-01T00:00:00.000Z`, endYear: `${start + 1}-05-31T00:00:00.000Z` }))
        ._id,
    );
  }
  const branches: { course: string; branch: string }[] = [];
  const courseCount = Math.ceil(batchCount / (BRANCHES_PER_COURSE * SESSIONS));
  for (let c = 0; c < courseCount; c++) {
    const icon = { name: 'icon', filename: 'course.png', type: 'image/png', data: tileIcon('#1d4ed8') };
    const course = await call(
      'POST',
      'course/create',
      null,
      multipartBody({ title: `Programme ${c + 1}`, duration: '3', description: `Large-institute programme ${c + 1}.` }, icon),
    );
    for (let b = 0; b < BRANCHES_PER_COURSE; b++) {
      const branch = await call('POST', 'branch/create', {
        title: `Stream ${String.fromCharCode(65 + b)}`,
        description: `Stream ${String.fromCharCode(65 + b)} of programme ${c + 1}.`,
        courseId: course._id,
      });
      branches.push({ course: course._id, branch: branch._id });
    }
  }
  const subjects: string[] = [];
  for (const [title, code] of SUBJECTS) subjects.push((await call('POST', 'subject/create', { title, subjectCode: `${code}101` }))._id);
  // ---- Teachers (identity commands): one per subject for every group of six batches --------------------------------
  const groups = Math.ceil(batchCount / SUBJECTS.length);
  const teachers: string[] = [];
  rt.mailer.muted = true;
  try {
    for (let t = 0; t < groups * SUBJECTS.length; t++) {
      const { userId } = await registerUser(rt, ctx, {
        email: `teacher${t + 1}@${domain}`,
        displayName: `Teacher ${t + 1}`,
        role: 'TEACHER',
        password: rt.config.demoPassword,
        institutes: [instituteId],
      });
      teachers.push(userId);
    }
  } finally {
    rt.mailer.muted = false;
  }
  log(`institute, ${SUBJECTS.length} subjects and ${teachers.length} teachers (${secs()})`);

  const perBatch = Math.ceil(studentsWanted / batchCount);
  const batches: string[] = [];
  for (let b = 0; b < batchCount; b++) {
    const ids = branches[Math.floor(b / SESSIONS)]!;
    const batch = await call('POST', 'batch/create', {
      session: sessions[b % SESSIONS],
      course: ids.course,
      branch: ids.branch,
      description: `Batch ${b + 1}`,
      maximumStudent: perBatch + 10,
      // The batch's head teaches its first subject.
      headOfDepartment: teachers[Math.floor(b / SUBJECTS.length) * SUBJECTS.length]!,
    });
    batches.push(batch._id);
  }
  log(`${batchCount} batches and ${SUBJECTS.length} subjects (${secs()})`);

  // ---- Students (the bulk-upload job) ------------------------------------------------------------------------------
  const rows = Array.from({ length: studentsWanted }, (_, i) => ({
    name: `Student ${i + 1}`,
    email: `student${i + 1}@${domain}`,
    phoneNumber: String(7_000_000_000 + i),
    countryCode: '+91',
    gender: i % 2 ? 'FEMALE' : 'MALE',
    caste: 'GENERAL',
    registrationNumber: `L-${i + 1}`,
    rollNumber: String(Math.floor(i / batchCount) + 1),
    batch: batches[i % batchCount]!,
    fatherName: `Father ${i + 1}`,
    motherName: `Mother ${i + 1}`,
    parentNumber: String(8_000_000_000 + i),
    parentEmail: `parent${i + 1}@${domain}`,
    city: 'Pune',
    address: `${i + 1} Main Road`,
    pinCode: '411001',
  }));
  // The import checks each row's batch and e-mail against the read models: let them take in the batches and teachers first
  // (with a worker apart, as on PostgreSQL with Redis, they may lag the commands).
  const written = await rt.store.head();
  if (!(await rt.runner.waitFor(['batch', 'course', 'branch', 'academic_session', 'app_user', 'student'], written, 600_000))) {
    throw new Error('large seed: the batch and user read models did not catch up.');
  }
  const jobId = randomUUID();
  await createBulkUploadJob(rt.database.db, {
    id: jobId,
    instituteId,
    userId: admin.userId,
    kind: 'student',
    dryRun: false,
    fileName: 'large-institute.xlsx',
    file: await writeBulkSheet('student', rows),
  });
  rt.mailer.muted = true;
  try {
    await runBulkImportJob(rt, { jobId, actorRole: 'ADMIN' });
  } finally {
    rt.mailer.muted = false;
  }
  const job = await loadBulkUploadJob(rt.database.db, jobId);
  if (job?.status !== 'done' || job.imported !== studentsWanted) {
    throw new Error(
      `large seed: the student import did not complete (${JSON.stringify({ status: job?.status, imported: job?.imported })})`,
    );
  }
  // The rosters come from the student read model: wait for the projections to take in the import.
  const imported = await rt.store.head();
  log(`${studentsWanted} students imported; the projections are taking them in (${secs()})`);
  await rt.runner.wake();
  if (!(await rt.runner.waitFor(['student'], imported, 3_600_000))) throw new Error('large seed: the student read model did not catch up.');
  const roster = new Map<string, string[]>();
  for (const b of batches) roster.set(b, await batchStudentIds(rt.database.db, instituteId, b));
  const students = [...roster.values()].reduce((n, s) => n + s.length, 0);
  // The first student of each batch (rows go round the batches) sets a password, so that the student panel can be used.
  await setStudentPasswords(
    rt,
    app,
    rows.slice(0, batchCount).map((r) => r.email),
  );
  log(`${students} students in the read model, ${Math.min(batchCount, rows.length)} with a password (${secs()})`);

  // ---- The timetable: the real decider, in memory, then one append --------------------------------------------------
  const { slots, teacherOf } = await seedLargeTimetable(rt, { instituteId, batches, subjects, teachers, ctx, admin });
  log(`timetable: ${slots.length} weekly slots (${secs()})`);

  // ---- The classes and their registers (bulk path) -----------------------------------------------------------------
  const dates = schoolDaysBefore(todayOf(rt.clock), days);
  const slotsByDay = DAYS.map((_, d) => slots.filter((s) => s.day === d));
  const system = { userId: 'system', role: 'SYSTEM' };
  const chunk = Math.max(1, opts.chunk ?? 2000);
  const from = await rt.store.head();
  const totalClasses = dates.length * batchCount * PERIODS.length;
  let classes = 0;
  let marks = 0;
  let pending: { stream: string; events: EventToAppend[] }[] = [];
  const appendStarted = Date.now();
  const flush = async () => {
    if (pending.length === 0) return;
    await appendStreams(rt, pending);
    pending = [];
    const rate = (classes * 2) / Math.max(0.001, (Date.now() - appendStarted) / 1000);
    const eta = (totalClasses - classes) / Math.max(1, rate / 2);
    log(`classes ${classes}/${totalClasses}, marks ${marks}, ${Math.round(rate)} events/s, ETA ${Math.round(eta)} s (${secs()})`);
  };
  for (const date of dates) {
    const weekday = WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
    const d = DAYS.indexOf(weekday as TimetableDay);
    if (d < 0) continue;
    for (const s of slotsByDay[d]!) {
      const classId = timetableClassId(s.slotId, date);
      const batchId = batches[s.batch]!;
      const teacherId = teacherOf(s.batch, s.subject);
      const start = instantOf(date, PERIODS[s.period]![0]);
      const end = instantOf(date, PERIODS[s.period]![1]);
      const scheduled: ClassScheduled = {
        type: 'ClassScheduled',
        data: {
          classId,
          batchId,
          subjectId: subjects[s.subject]!,
          teacherId,
          startTime: start.toISOString(),
          endTime: end.toISOString(),
          classRoom: s.classRoom,
          type: 'OFFLINE',
          credit: DEFAULT_CLASS_CREDIT,
          origin: 'TIMETABLE',
          slotId: s.slotId,
        },
      };
      const roll = roster.get(batchId) ?? [];
      const events: EventToAppend[] = [
        // Produced a week ahead, as the weekly job does.
        {
          type: scheduled.type,
          data: scheduled.data,
          eventId: newId(),
          metadata: eventMetadata(ctx, system, new Date(start.getTime() - 7 * 86_400_000)),
        },
      ];
      if (roll.length > 0) {
        const marked: ClassAttendanceMarked = {
          type: 'ClassAttendanceMarked',
          data: {
            classId,
            batchId,
            subjectId: scheduled.data.subjectId,
            teacherId,
            startTime: scheduled.data.startTime,
            endTime: scheduled.data.endTime,
            credit: DEFAULT_CLASS_CREDIT,
            marks: roll.map((studentId) => ({ studentId, status: largeMark(studentId, classId) })),
          },
        };
        // The teacher takes the register ten minutes into the class.
        events.push({
          type: marked.type,
          data: marked.data,
          eventId: newId(),
          metadata: eventMetadata(ctx, { userId: teacherId, role: 'TEACHER' }, new Date(start.getTime() + 10 * 60_000)),
        });
        marks += roll.length;
      }
      pending.push({ stream: `class-${classId}`, events });
      classes += 1;
      if (pending.length >= chunk) await flush();
    }
  }
  await flush();
  const to = await rt.store.head();
  return {
    instituteId,
    adminEmail,
    batches: batchCount,
    teachers: teachers.length,
    students,
    days: dates.length,
    classes,
    marks,
    events: Number(to - from),
    from,
    to,
  };
}
