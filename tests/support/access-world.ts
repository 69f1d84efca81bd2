import type { Role } from '@school/contracts';
import { multipart, png, type FormValue, type TestApp } from './harness.js';
import type { JsonSchema, Route } from './access-matrix.js';

/**
 * One object of every kind in institute A, made through the API as A's ADMIN (and A's STUDENT for an online order),
 * for the institute dimension of the access matrix: B's users call every route with these ids.
 */
export type World = Record<string, string[]>;

let n = 0;
const uniq = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function buildWorld(t: TestApp): Promise<World> {
  const admin = await t.as('ADMIN');
  const u = (role: Role) => t.schoolA.users.get(role)!;
  const call = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, headers = admin) => {
    await t.settle(); // each call reads what the ones before it wrote
    const r = await t.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
    if (r.statusCode >= 300) throw new Error(`world ${method} ${url}: ${r.statusCode} ${r.body}`);
    return r.json() as { data: Record<string, unknown> & { _id: string } };
  };
  const id = async (url: string, payload: object) => (await call('POST', url, payload)).data._id;
  const upload = async (url: string, fields: Record<string, FormValue>) => {
    const f = multipart(fields);
    const r = await t.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { ...admin, ...f.headers }, payload: f.payload });
    if (r.statusCode >= 300) throw new Error(`world ${url}: ${r.statusCode} ${r.body}`);
    return r.json() as { data: Record<string, string> };
  };
  const image = { filename: 'i.png', contentType: 'image/png', data: png() };

  const dept = (await upload('department/create', { title: `Matrix dept ${uniq()}`, description: 'A only', icon: image })).data;
  const file = /files\/([0-9a-f-]{36})/.exec(dept.iconUrl!)![1]!;
  await call('PUT', 'department/assign-staff', { departmentId: dept._id, staffId: u('TEACHER') });

  const session = await id('session/create', { startYear: '2025-01-01', endYear: '2026-01-01' });
  const course = await id('course/create', { title: `Matrix course ${uniq()}`, duration: 3, description: 'A only' });
  const branch = await id('branch/create', { title: `Matrix branch ${uniq()}`, description: 'A only', courseId: course });
  const batch = await id('batch/create', { session, course, branch, maximumStudent: 50, headOfDepartment: u('TEACHER') });
  const subject = await id('subject/create', { title: `Matrix subject ${uniq()}`, subjectCode: `MX${n}` });
  await call('POST', `batch/${batch}/assign-teacher`, { subject, teacher: u('TEACHER') });
  const at = (hour: number) => `${day(30)}T${hour}:00:00+05:30`;
  const slot = await id(`batch/timetable/${batch}`, { startTime: at(10), endTime: at(11), subject, teacher: u('TEACHER') });
  const material = (await upload(`batch/material/${batch}`, { title: 'Matrix notes', file: image })).data._id!;
  const announcement = await id(`batch/announcement/${batch}`, { title: 'Matrix news', description: 'A only' });
  const end = new Date(Date.now() + 86_400_000).toISOString();
  const notice = await id('notice/create', {
    title: 'Matrix notice',
    description: 'A only',
    startTime: new Date().toISOString(),
    endTime: end,
  });
  const fee = await id('fee/create', { title: `Matrix fee ${uniq()}`, amount: 100 });

  const startDate = day(-20);
  await call('PUT', `user/update/${u('STUDENT')}`, { batch });
  const assignment = await id('student-fee/create', { fees: fee, batch, amount: 100, feeType: 'ONETIME', startDate, endDate: day(-10) });
  const detail = await call('GET', `student-fee/detail/${assignment}`);
  const rows = detail.data.studentsList as { student: { _id: string }; charges: { _id: string }[] }[];
  const charges = rows.find((x) => x.student._id === u('STUDENT'))!.charges.map((c) => c._id);
  const pay = { studentFeesId: charges[0]!, amount: 10 };
  const studentPayment = await id(`student/pay/${u('STUDENT')}`, { ...pay, paymentMode: 'CASH' });
  const online = await call('POST', `student/pay/${u('STUDENT')}`, { ...pay, paymentMode: 'ONLINE' }, await t.as('STUDENT'));
  const order = online.data.orderId as string;

  const leave = await id('staff/leave/create', {
    staff: u('TEACHER'),
    leaveCode: 'SICK_LEAVE',
    leaveType: 'FULL_DAY',
    leaveDate: day(5),
    reason: 'Matrix',
  });
  const paymentMonth = `${new Date().toISOString().slice(0, 7)}-01T00:00:00.000Z`;
  const staffPayment = await id(`staff/payment/create/${u('TEACHER')}`, {
    paymentStatus: 'SUCCESSFUL',
    paymentMethod: 'ONLINE',
    paymentType: 'BONUS',
    paymentMonth,
    amount: 10,
  });
  const sheet = (await t.inject({ method: 'GET', url: '/api/v1/StaffBulkUpload.xlsx' })).rawPayload;
  const xlsx = { filename: 's.xlsx', contentType: 'application/octet-stream', data: sheet };
  const job = (await upload('staff/bulk', { file: xlsx, dryRun: 'true' })).data.jobId!;

  const world: World = {
    institute: [t.schoolA.instituteId],
    user: [...t.schoolA.users.values()],
    student: [u('STUDENT')],
    teacher: [u('TEACHER')],
    department: [dept._id!],
    file: [file],
    session: [session],
    course: [course],
    branch: [branch],
    batch: [batch],
    subject: [subject],
    slot: [slot],
    material: [material],
    announcement: [announcement],
    notice: [notice],
    fee: [fee],
    startDate: [startDate],
    assignment: [assignment],
    charge: charges,
    studentPayment: [studentPayment],
    order: [order],
    leave: [leave],
    staffPayment: [staffPayment],
    job: [job],
    finance: [await id('finance/create', { title: 'Matrix income', financeType: 'CREDIT', amount: 5 })],
    grade: [await id('grade/create', { lowPercent: 91, highPercent: 100, grade: 'A+' })],
    holiday: [await id('holiday', { startDate: day(40), endDate: day(41), title: 'Matrix day' })],
    designation: [await id('designation/create', { title: `Matrix designation ${uniq()}` })],
    bookCategory: [await id('book-category/create', { title: `Matrix books ${uniq()}`, description: 'A only' })],
    inventoryCategory: [await id('inventory/category/create', { title: `Matrix stock ${uniq()}`, description: 'A only' })],
  };
  await t.settle();
  return world;
}

/** Which kind of object a path parameter names, by `path:param` (first match); no match: one id of every kind. */
const KINDS: [RegExp, string][] = [
  [/\/institute\/.*:(id|instituteId)$/, 'institute'],
  [/:(userId|staffId|studentId)$|\/user\/.*:id$|\/permissions\/.*:id$/, 'user'],
  [/\/timetable\/delete\/.*:id$/, 'slot'],
  [/\/material-delete\/.*:id$/, 'material'],
  [/\/announcement\/delete\/.*:id$/, 'announcement'],
  [/\/staff\/payment\/.*:paymentId$/, 'staffPayment'],
  [/\/student\/.*:paymentId$/, 'studentPayment'],
  [/\/staff\/leave\/.*:id$/, 'leave'],
  [/\/book-category\/.*:id$/, 'bookCategory'],
  [/\/inventory\/category\/.*:id$/, 'inventoryCategory'],
  [/:(batchId|batch)$|\/batch\/.*:id$/, 'batch'],
  [/:fee$|\/fee\/.*:id$/, 'fee'],
  [/:course$/, 'course'],
  [/:session$/, 'session'],
  [/:startDate$/, 'startDate'],
  [/:assignmentId$/, 'assignment'],
  [/:chargeId$/, 'charge'],
  [/:orderId$/, 'order'],
  [/:jobId$/, 'job'],
  [/:provider$/, 'none'],
  [/\/(department|files|finance|course|branch|session|grade|holiday|subject|designation|notice)\/.*:id$/, ''],
];

/** The ids of A to put in a route's path parameters: every combination of the matching kinds ([] when none apply). */
export function idSets(r: Route, w: World): Record<string, string>[] {
  let sets: Record<string, string>[] = [{}];
  for (const p of r.params) {
    const hit = KINDS.find(([re]) => re.test(`${r.path}:${p}`));
    const kind = hit ? hit[1] || /\/api\/v1\/([a-z]+)\//.exec(r.path)![1]! : '*';
    if (kind === 'none') return [];
    const ids = kind === '*' ? Object.values(w).map((v) => v[0]!) : (w[kind === 'files' ? 'file' : kind] ?? []);
    sets = sets.flatMap((s) => ids.map((id) => ({ ...s, [p]: id })));
  }
  return sets;
}

/** A body the schema accepts, with A's ids in the fields that name objects: the handler, not validation, must refuse. */
export function bodyFor(r: Route, w: World): object | undefined {
  if (r.method === 'GET' || r.method === 'DELETE') return undefined;
  const ids: Record<string, string | undefined> = {
    departmentId: w.department![0],
    staffId: w.teacher![0],
    staff: w.teacher![0],
    teacher: w.teacher![0],
    user: w.teacher![0],
    headOfDepartment: w.teacher![0],
    admin: w.user![1],
    subject: w.subject![0],
    fees: w.fee![0],
    batch: w.batch![0],
    courseId: w.course![0],
    course: w.course![0],
    session: w.session![0],
    branch: w.branch![0],
    studentFeesId: w.charge![0],
    notificationId: w.notice![0],
  };
  const body: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(r.body)) {
    const v = ids[k] ?? sample(k, s);
    if (v !== undefined) body[k] = v;
  }
  if (/\/(permissions|assign-module)\//.test(r.path)) body.finance = true;
  if (/\/grade\//.test(r.path)) Object.assign(body, { lowPercent: 1, highPercent: 2, grade: `G${n++}` });
  if (/\/session\//.test(r.path)) Object.assign(body, { startYear: '2031-01-01', endYear: '2032-01-01' });
  // A partial update: one harmless field (a full sample would be refused for the fields that may not change).
  if (/\/user\/update\//.test(r.path)) return { displayName: 'Matrix probe' };
  return body;
}

function sample(name: string, s: JsonSchema): unknown {
  if (s.enum?.length) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (s.anyOf?.length) return sample(name, s.anyOf[0]!);
  if (s.format === 'binary') return undefined;
  if (s.type === 'number' || s.type === 'integer') return /percent/i.test(name) ? 10 : 1;
  if (s.type === 'boolean') return /dryRun/.test(name) ? true : false;
  if (s.type === 'array') return [];
  if (s.pattern?.includes('\\d{12}')) return '123412341234';
  if (s.pattern?.includes('\\d')) return '9123456780';
  if (s.format === 'email' || /email/i.test(name)) return `matrix${uniq()}@b.test`;
  if (s.format === 'date-time' || /Time$/.test(name)) return `${day(30)}T10:00:00.000Z`;
  if (/Month$/.test(name)) return `${new Date().toISOString().slice(0, 7)}-01T00:00:00.000Z`;
  if (s.format === 'date' || /Date$|Year$|^date$/.test(name)) return day(30);
  if (name === 'countryCode') return '+91';
  if (name === 'outcome') return 'success';
  return `Matrix ${name} ${uniq()}`;
}
