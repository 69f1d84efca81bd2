import type { FastifyInstance } from 'fastify';
import type { Role } from '@school/contracts';
import type { Runtime } from '../platform/runtime.js';
import type { CommandContext } from '../platform/commands.js';
import { createInstitute, linkParentToStudent, registerUser } from '../modules/identity/index.js';
import { multipartBody, tileIcon } from './icons.js';
import { seedAcademics } from './academics-seed.js';
import { seedPeopleRecords } from './people-seed.js';

export const DEMO_USERS: { email: string; displayName: string; role: Role }[] = [
  { email: 'superadmin@demo.school', displayName: 'Anita Desai', role: 'SUPER_ADMIN' },
  { email: 'admin@demo.school', displayName: 'Rajesh Kumar', role: 'ADMIN' },
  { email: 'manager@demo.school', displayName: 'Meera Iyer', role: 'MANAGER' },
  { email: 'staff@demo.school', displayName: 'Suresh Patil', role: 'STAFF' },
  { email: 'teacher@demo.school', displayName: 'Kavita Sharma', role: 'TEACHER' },
  { email: 'student@demo.school', displayName: 'Arjun Mehta', role: 'STUDENT' },
  { email: 'parent@demo.school', displayName: 'Vikram Mehta', role: 'PARENT' },
];

const DEPARTMENTS = [
  ['Science', 'Physics, chemistry and biology teaching and the laboratories.', '#2563eb'],
  ['Mathematics', 'Mathematics and statistics for all classes.', '#7c3aed'],
  ['Languages', 'English, Hindi and Sanskrit.', '#db2777'],
  ['Administration', 'Admissions, records and the front office.', '#0d9488'],
  ['Finance', 'Fee collection, salaries and accounts.', '#ca8a04'],
  ['Library', 'Books, journals and the reading room.', '#9333ea'],
  ['Sports', 'Physical education, the ground and inter-school events.', '#16a34a'],
] as const;

const FINANCE: [string, 'CREDIT' | 'DEBIT', number][] = [
  ['Tuition fees, term 1', 'CREDIT', 245000],
  ['Transport fees, term 1', 'CREDIT', 38500],
  ['Science lab equipment', 'DEBIT', 18450.5],
  ['Library books purchase', 'DEBIT', 12300],
  ['Annual day sponsorship', 'CREDIT', 25000],
  ['Electricity bill, October', 'DEBIT', 9870],
  ['Examination fees', 'CREDIT', 31200],
  ['Sports kit for the football team', 'DEBIT', 7640],
];

const NOTICES: [string, string, string, number, number][] = [
  [
    'Annual Sports Day',
    '<p>The annual sports day is on Saturday on the main ground. Students report by <b>8:30 AM</b> in house colours.</p>',
    'ALL',
    0,
    6,
  ],
  [
    'Mid-term examination schedule',
    '<p>Mid-term examinations begin next Monday. The timetable is on the notice board and in the exams section.</p>',
    'STUDENT',
    0,
    14,
  ],
  ['Staff meeting', '<p>All teachers meet in the conference room at 4 PM on Friday to plan the term.</p>', 'TEACHER', 0, 3],
];

/**
 * The demo institute, made through the same commands and HTTP calls as real data, so that it is events
 * like any other. Runs only on an empty event log.
 */
export interface SeededPeople {
  instituteId: string;
  /** role -> user id */
  users: Map<Role, string>;
}

/** An institute with one user per role (password `password`), the parent linked to the student. */
export async function seedPeople(
  rt: Runtime,
  opts: { instituteName: string; email: string; domain: string; password: string; names?: typeof DEMO_USERS },
): Promise<SeededPeople> {
  const system: CommandContext = {
    actor: { userId: 'system', role: 'SYSTEM' },
    instituteId: '',
    correlationId: `seed-${opts.domain}`,
    now: new Date(),
  };
  const { instituteId } = await createInstitute(rt, system, {
    instituteName: opts.instituteName,
    email: opts.email,
    phoneNumber: '9876543210',
  });
  const ctx = { ...system, instituteId };
  const users = new Map<Role, string>();
  for (const u of opts.names ?? DEMO_USERS) {
    const email = u.email.replace('@demo.school', `@${opts.domain}`);
    const { userId } = await registerUser(rt, ctx, { ...u, email, password: opts.password, institutes: [instituteId] });
    users.set(u.role, userId);
  }
  await linkParentToStudent(rt, ctx, users.get('PARENT')!, users.get('STUDENT')!);
  return { instituteId, users };
}

/**
 * The demo institute, made through the same commands and HTTP calls as real data, so that it is events
 * like any other. Runs only on an empty event log.
 */
export async function seedDemo(rt: Runtime, app: FastifyInstance): Promise<SeededPeople | null> {
  if ((await rt.store.head()) > 0n) return null;
  // Sweeps over the past wait while the demo's past is written (Runtime.seeding).
  rt.seeding = true;
  try {
    return await seedDemoInstitute(rt, app);
  } finally {
    rt.seeding = false;
  }
}

async function seedDemoInstitute(rt: Runtime, app: FastifyInstance): Promise<SeededPeople> {
  const people = await seedPeople(rt, {
    instituteName: 'Demo Public School',
    email: 'office@demo.school',
    domain: 'demo.school',
    password: rt.config.demoPassword,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'admin@demo.school', password: rt.config.demoPassword },
  });
  const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const departmentIds = new Map<string, string>();
  for (const [title, description, colour] of DEPARTMENTS) {
    const form = multipartBody(
      { title, description },
      { name: 'icon', filename: `${title.toLowerCase()}.png`, type: 'image/png', data: tileIcon(colour) },
    );
    const r = await app.inject({
      method: 'POST',
      url: '/api/v1/department/create',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    if (r.statusCode !== 200) throw new Error(`demo department: ${r.body}`);
    departmentIds.set(title, (r.json() as { data: { _id: string } }).data._id);
  }
  for (const [title, financeType, amount] of FINANCE) {
    const r = await app.inject({ method: 'POST', url: '/api/v1/finance/create', headers, payload: { title, financeType, amount } });
    if (r.statusCode !== 200) throw new Error(`demo finance: ${r.body}`);
  }
  const { batches } = await seedAcademics(app, headers, people.users.get('TEACHER')!, new Date());
  // The invitations of the demo people go to the outbox only, not to the console.
  rt.mailer.muted = true;
  try {
    await seedPeopleRecords(
      rt,
      app,
      headers,
      { actor: { userId: 'system', role: 'SYSTEM' }, instituteId: people.instituteId, correlationId: 'demo-seed', now: new Date() },
      {
        studentId: people.users.get('STUDENT')!,
        parentId: people.users.get('PARENT')!,
        batches,
      },
    );
  } finally {
    rt.mailer.muted = false;
  }
  await (await import('./academics-seed.js')).seedBatchTabs(app, headers, batches);
  await (await import('./attendance-seed.js')).seedStaffAttendance(rt, app, headers, new Date());
  // A term of classes from the timetables, with the registers taken (issue 12).
  await (await import('./classes-seed.js')).seedClasses(rt, app, headers, {
    instituteId: people.instituteId,
    adminId: people.users.get('ADMIN')!,
    teacherId: people.users.get('TEACHER')!,
    studentId: people.users.get('STUDENT')!,
    batches,
  });
  await (await import('./permissions-seed.js')).seedPermissions(rt, app, headers, {
    instituteId: people.instituteId,
    managerId: people.users.get('MANAGER')!,
    staffId: people.users.get('STAFF')!,
    teacherId: people.users.get('TEACHER')!,
    departments: departmentIds,
  });
  await (await import('./payroll-seed.js')).seedPayroll(rt, app, headers, new Date());
  await (await import('./leave-seed.js')).seedLeaves(rt, app, headers, new Date());
  await (await import('./fees-seed.js')).seedFees(app, headers, { studentId: people.users.get('STUDENT')!, batches }, new Date());
  await (await import('./fee-reminders-seed.js')).seedFeeReminders(
    rt,
    app,
    headers,
    { instituteId: people.instituteId, adminId: people.users.get('ADMIN')!, studentId: people.users.get('STUDENT')! },
    new Date(),
  );
  // Exams of the demo batches with their subject exams and question banks (issue 14).
  await (await import('./exams-seed.js')).seedExams(
    rt,
    app,
    headers,
    { instituteId: people.instituteId, adminId: people.users.get('ADMIN')!, teacherId: people.users.get('TEACHER')!, batches },
    new Date(),
  );
  // Sheets of a finished online test and the mid-term's results (issue 14 parts 3 and 4).
  await (await import('./exam-sheets-seed.js')).seedExamSheets(
    rt,
    {
      instituteId: people.instituteId,
      adminId: people.users.get('ADMIN')!,
      teacherId: people.users.get('TEACHER')!,
      studentId: people.users.get('STUDENT')!,
      batches,
    },
    new Date(),
  );
  // Assignments of every batch, answered, some graded, one overdue (issue 15 part 6).
  await (await import('./assignments-seed.js')).seedAssignments(
    rt,
    {
      instituteId: people.instituteId,
      adminId: people.users.get('ADMIN')!,
      teacherId: people.users.get('TEACHER')!,
      studentId: people.users.get('STUDENT')!,
      batches,
    },
    new Date(),
  );
  // ---- live classes (live-server) ----
  await (await import('./live-classes-seed.js')).seedDemoLiveClasses(rt, app, headers, people, batches);
  // ---- end live classes ----
  // ---- inventory (inv-server) ----
  await (await import('./inventory-seed.js')).seedInventory(rt, app, headers, rt.config.demoPassword);
  // ---- end inventory ----
  // ---- library catalogue (lib-catalogue) ----
  await (await import('./library-catalogue-seed.js')).seedLibraryCatalogue(rt, app, headers, new Date());
  // ---- end library catalogue ----
  // ---- library circulation (lib-circ-server) ----
  // Issues, returns, fines, a renewal and a hold on the catalogue's books (it finds them and the students itself).
  await (await import('./library-circulation-seed.js')).seedLibraryCirculation(
    rt,
    { instituteId: people.instituteId, adminId: people.users.get('ADMIN')!, studentId: people.users.get('STUDENT')! },
    new Date(),
  );
  // ---- end library circulation ----
  await (await import('./app-updates-seed.js')).seedAppUpdates(app, headers);
  await (await import('./page-views-seed.js')).seedPageViews(rt, app, headers, people, new Date());
  // ---- transport fleet (fleet-server) ----
  // Four vehicles, four drivers and the two morning routes; the riders seed finds the routes through the returned ids.
  await (await import('./transport-fleet-seed.js')).seedTransportFleet(
    rt,
    app,
    headers,
    { teacherId: people.users.get('TEACHER')! },
    new Date(),
  );
  // ---- end transport fleet ----
  // ---- placement notices (notices) ----
  // A placement season for the demo student's session: four notices (one closed), applications with PDF resumes.
  await (await import('./placements-notices-seed.js')).seedPlacementNotices(
    rt,
    { instituteId: people.instituteId, adminId: people.users.get('ADMIN')!, studentId: people.users.get('STUDENT')! },
    new Date(),
  );
  // ---- end placement notices ----
  // ---- placement reports (reports) ----
  // Placed students of the last two years: entered by hand and from an Excel sheet (dry run first).
  await (await import('./placements-reports-seed.js')).seedPlacementReports(
    rt,
    app,
    headers,
    { instituteId: people.instituteId, adminId: people.users.get('ADMIN')! },
    new Date(),
  );
  // ---- end placement reports ----
  // ---- transport riders (riders) ----
  // Stops, riders and the term's fare on the fleet's demo routes (after the fleet's seed; nothing without routes).
  await (await import('./transport-riders-seed.js')).seedTransportRiders(rt, app, headers, { studentId: people.users.get('STUDENT')! });
  // ---- end transport riders ----
  // ---- support (support) ----
  // Enquiries: the student's about fees answered and resolved, the parent's open with a reply, the teacher's open.
  await (await import('./support-seed.js')).seedSupport(rt, app, headers, rt.config.demoPassword);
  // ---- end support ----
  // ---- records (records) ----
  // Certificates and documents on the demo student's profile and three others (issue 19 §1).
  await (await import('./records-seed.js')).seedRecords(app, headers, { studentId: people.users.get('STUDENT')! });
  // ---- end records ----
  const now = Date.now();
  const days = (n: number) => new Date(now + n * 86_400_000).toISOString();
  for (const [title, description, role, from, to] of NOTICES) {
    const r = await app.inject({
      method: 'POST',
      url: '/api/v1/notice/create',
      headers,
      payload: { title, description, role, startTime: from === 0 ? new Date(now).toISOString() : days(from), endTime: days(to) },
    });
    if (r.statusCode !== 200) throw new Error(`demo notice: ${r.body}`);
  }
  // In the services mode the worker projects; here, only where this process runs the projections.
  if (rt.runsJobs) await rt.runner.wake();
  return people;
}
