import { sql } from 'kysely';
import type { Database } from '@school/server';

type DB = Database['db'];

/**
 * The calls Figure 11 loads: every dashboard and list call the admin, teacher and student panels make as their pages
 * load (client/src/features/**, client/src/lib/routes.ts, the PAGE_CALLS table of tests/client-page-links.spec.ts),
 * with the ids of one large institute filled in. A paged list is loaded at page 1 and at a deep page (nine tenths
 * through the list, from the total page 1 reports).
 */
export type Panel = 'admin' | 'teacher' | 'student';

export interface Call {
  panel: Panel;
  method: 'GET' | 'POST';
  /** Path under /api/v1, with the query. */
  path: string;
  body?: unknown;
  /** A paged list: `pageNo` is set by the figure (1, then deep). */
  paged?: boolean;
}

/** The large institute's people and things the calls name. */
export interface LargeInstitute {
  id: string;
  name: string;
  domain: string;
  adminEmail: string;
  teacherEmail: string;
  studentEmail: string;
  teacherId: string;
  studentId: string;
  batchId: string;
  /** A class of the teacher (in the student's batch when there is one) whose register was taken. */
  classId: string;
  classes: number;
  /** School days that have classes. */
  days: number;
}

/** Institutes the large seed made (`Large Institute (N students)`), biggest history first. */
export async function findLargeInstitutes(db: DB): Promise<LargeInstitute[]> {
  const found = await sql<{ id: string; name: string; email: string }>`
    select i.id, i.institute_name as name, u.email from institute i
      join app_user u on u.role = 'ADMIN' and i.id = any(u.institutes) and u.email like 'admin@%'
    where i.institute_name like 'Large Institute (%'`.execute(db);
  const out: LargeInstitute[] = [];
  for (const f of found.rows) {
    const domain = f.email.slice(f.email.indexOf('@') + 1);
    const user = async (email: string) =>
      (await sql<{ id: string }>`select id from app_user where email = ${email}`.execute(db)).rows[0]?.id ?? null;
    const teacherId = await user(`teacher1@${domain}`);
    const studentId = await user(`student1@${domain}`);
    if (!teacherId || !studentId) continue;
    const batch = await sql<{ batch_id: string | null }>`select batch_id from student where id = ${studentId}`.execute(db);
    const batchId = batch.rows[0]?.batch_id;
    if (!batchId) continue;
    const cls = await sql<{ id: string }>`select id from lecture where teacher_id = ${teacherId} and register_taken_at is not null
      order by (batch_id = ${batchId}) desc, start_time desc limit 1`.execute(db);
    const size = await sql<{ classes: number; days: number }>`select count(*)::int as classes,
      count(distinct (start_time at time zone 'Asia/Kolkata')::date)::int as days from lecture where institute_id = ${f.id}`.execute(db);
    if (!cls.rows[0] || !size.rows[0]?.classes) continue;
    out.push({
      id: f.id,
      name: f.name,
      domain,
      adminEmail: f.email,
      teacherEmail: `teacher1@${domain}`,
      studentEmail: `student1@${domain}`,
      teacherId,
      studentId,
      batchId,
      classId: cls.rows[0].id,
      classes: size.rows[0].classes,
      days: size.rows[0].days,
    });
  }
  return out.sort((a, b) => b.classes - a.classes);
}

/** The institute's day of `now` (India), YYYY-MM-DD, and its month. */
const dayOf = (now: Date) => new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** Every call of the three panels for this institute, in the order the panels' pages come. */
export function panelCalls(l: LargeInstitute, now: Date): Call[] {
  const today = dayOf(now);
  const month = today.slice(0, 7);
  const monthMs = Date.parse(`${month}-01T00:00:00+05:30`);
  const g = (panel: Panel, path: string, paged = false): Call => ({ panel, method: 'GET', path, ...(paged ? { paged } : {}) });
  const e = encodeURIComponent;
  const admin: Call[] = [
    g('admin', 'auth/me'),
    g('admin', 'user/modules'),
    g('admin', 'notification/unread-count'),
    g('admin', 'notification?perPage=10', true),
    g('admin', 'staff/leave/applications/pending-count'),
    g('admin', 'dashboard/admin/dashboard-stat'),
    g('admin', 'dashboard/admin/department-report'),
    g('admin', 'dashboard/admin/department-stat'),
    g('admin', 'dashboard/admin/get-all-student-report'),
    g('admin', 'dashboard/admin/new-admission'),
    g('admin', 'dashboard/admin/staff-statistic'),
    g('admin', `dashboard/payment/overview?from=${month}&to=${month}`),
    g('admin', 'student-fee/defaulters?perPage=20', true),
    g('admin', 'department?perPage=20', true),
    g('admin', 'finance?perPage=20', true),
    g('admin', 'student-fee?perPage=20', true),
    g('admin', 'notice?perPage=20', true),
    g('admin', 'course?perPage=20', true),
    g('admin', 'session?perPage=20', true),
    g('admin', 'subject?perPage=100', true),
    g('admin', 'book-category?perPage=20', true),
    g('admin', 'inventory/category?perPage=20', true),
    g('admin', 'batch?perPage=20', true),
    g('admin', 'student?perPage=20&searchTitle=', true),
    g('admin', 'user?role=TEACHER&perPage=20&searchTitle=', true),
    {
      panel: 'admin',
      method: 'POST',
      path: 'staff/attendance-by-date',
      body: { date: today, sortByName: 'A-Z', perPage: 20 },
      paged: true,
    },
    { panel: 'admin', method: 'POST', path: `staff/attendance/${e(l.teacherId)}`, body: { date: `${month}-01` } },
    g('admin', 'staff/leave?perPage=20', true),
    g('admin', 'staff/leave/applications?perPage=20', true),
    g('admin', 'attendance/alerts?perPage=20', true),
    g('admin', 'class?perPage=20', true),
    g('admin', 'class?when=today&perPage=20', true),
    g('admin', 'class?when=past&perPage=20', true),
    g('admin', `class?from=${today}&to=${today}&perPage=20`, true),
    g('admin', `class?teacher=${e(l.teacherId)}&perPage=20`, true),
    g('admin', `class/${e(l.classId)}`),
    g('admin', `attendance/${e(l.classId)}`),
    g('admin', `batch/${e(l.batchId)}`),
    g('admin', `batch/${e(l.batchId)}/students`),
    g('admin', `batch/${e(l.batchId)}/teachers`),
    g('admin', `batch/${e(l.batchId)}/timetable`),
    g('admin', `class?batch=${e(l.batchId)}&when=past&perPage=20`, true),
    g('admin', `teacher/class/${e(l.teacherId)}?perPage=20`, true),
    g('admin', `teacher/timetable/${e(l.teacherId)}`),
    g('admin', `user/details/${e(l.studentId)}`),
    g('admin', `student/attendance/${e(l.studentId)}?date=${monthMs}`),
    g('admin', `student/credit/${e(l.studentId)}`),
  ];
  const teacherDashboards = [
    'dashboard-stat',
    'batch-card',
    'batch-wise-class?perPage=7&pageNo=1',
    'batch-wise-student',
    'batch-wise-work',
    'class-overview',
    'lms-batch-wise-class',
    'lms-card-stat',
    'monthly-classes',
    'timetable-stat',
    'weekly-classes',
    'weekly-lms',
    'attendance-stat',
    'attendance-overview-monthly',
  ];
  const teacher: Call[] = [
    g('teacher', 'auth/me'),
    g('teacher', 'notification/unread-count'),
    ...teacherDashboards.map((d) => g('teacher', `dashboard/teacher/${d}`)),
    g('teacher', `teacher/timetable/${e(l.teacherId)}`),
    g('teacher', `teacher/class/${e(l.teacherId)}?perPage=20`, true),
    g('teacher', `teacher/class/${e(l.teacherId)}?when=today&perPage=20`, true),
    g('teacher', `teacher/class/${e(l.teacherId)}?when=past&perPage=20`, true),
    g('teacher', 'batch/teacher'),
    g('teacher', 'class?perPage=20', true),
    g('teacher', `class/${e(l.classId)}`),
    g('teacher', `attendance/${e(l.classId)}`),
    g('teacher', `batch/${e(l.batchId)}/students`),
    g('teacher', 'staff/leave/mine?perPage=20', true),
    g('teacher', 'staff/leave/balance'),
    g('teacher', 'staff/payment/mine?perPage=20', true),
    g('teacher', 'notice?perPage=20', true),
  ];
  const studentDashboards = [
    'dashboard-stat',
    'attendance-stat-card',
    'get-monthly-class',
    'get-subject-progress',
    'get-upcoming-class',
    'monthly-attendance-overview',
    'timetable-stat-card',
    'timetable-weekly-stat',
  ];
  const student: Call[] = [
    g('student', 'auth/me'),
    g('student', 'notification/unread-count'),
    ...studentDashboards.map((d) => g('student', `dashboard/student/${d}`)),
    g('student', 'student/batch'),
    g('student', 'student/timetable'),
    g('student', 'student/lms?perPage=20', true),
    g('student', 'student/lms?when=today&perPage=20', true),
    g('student', `class?batch=${e(l.batchId)}&when=past&perPage=20`, true),
    g('student', `student/attendance/${e(l.studentId)}?date=${monthMs}`),
    g('student', `student/credit/${e(l.studentId)}`),
    g('student', `batch/${e(l.batchId)}/materials`),
    g('student', `batch/${e(l.batchId)}/announcements`),
    g('student', `student/student-fee/${e(l.studentId)}`),
    g('student', `student/transaction/${e(l.studentId)}`),
    g('student', 'notice?perPage=20', true),
  ];
  return [...admin, ...teacher, ...student];
}

/** A paged call at page `pageNo` (a query parameter for GET, a body field for POST). */
export function atPage(c: Call, pageNo: number): Call {
  if (!c.paged) return c;
  if (c.method === 'POST') return { ...c, body: { ...(c.body as object), pageNo } };
  return { ...c, path: `${c.path}${c.path.includes('?') ? '&' : '?'}pageNo=${pageNo}` };
}

/** The deep page of a list of `total` rows, `perPage` a page: nine tenths through, at least page 2 when there is one. */
export function deepPage(total: number, perPage: number): number | null {
  const pages = Math.ceil(total / Math.max(1, perPage));
  if (pages < 2) return null;
  return Math.max(2, Math.ceil(pages * 0.9));
}
