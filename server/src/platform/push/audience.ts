import type { PermissionModule, ReadModel, Role } from '@school/contracts';

/**
 * Who hears of a change of a read model. Resolved per socket, most first:
 * 1. `all` (MANAGER and STAFF only while they hold one of `modules`, when given): every id;
 * 2. `own`: only the ids of records they own (the envelope's `owners`, or with `idsAreUsers` the ids themselves);
 *    a PARENT also their children's, with `parentsSeeChildren`; no signal when none is theirs;
 * 3. `blind`, or a MANAGER/STAFF in `all` lacking the module: the signal without ids (a dashboard total may change);
 * 4. anyone else: nothing.
 */
export interface SignalAudience {
  all: readonly Role[];
  modules?: readonly PermissionModule[];
  own?: readonly Role[];
  parentsSeeChildren?: boolean;
  /** The ids are user ids (the record is the user): a user owns the id that is theirs. */
  idsAreUsers?: boolean;
  blind?: readonly Role[];
}

const EVERYONE: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'];
const OFFICE: readonly Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
const STAFF_SIDE: readonly Role[] = [...OFFICE, 'TEACHER'];
/** Students and parents read these through their batch's timetable and tabs: they hear that one changed, not which. */
const THROUGH_BATCH: readonly Role[] = ['STUDENT', 'PARENT'];
const academics = (modules: readonly PermissionModule[], blind?: readonly Role[]): SignalAudience => ({ all: STAFF_SIDE, modules, blind });

/**
 * Every read model the projections publish (a unit test checks none is missing). Mirrors the routes' `access`,
 * `module` and own-record rules; a read model not listed reaches SUPER_ADMIN and ADMIN only (fail closed).
 */
export const SIGNAL_AUDIENCE = {
  institute: { all: EVERYONE },
  app_user: { all: STAFF_SIDE, own: ['STUDENT', 'PARENT'], parentsSeeChildren: true, idsAreUsers: true },
  department: { all: STAFF_SIDE },
  permission: { all: OFFICE },
  finance_entry: { all: OFFICE, modules: ['finance', 'payment'] },
  notice: { all: OFFICE, own: ['TEACHER', 'STUDENT', 'PARENT'] },
  /** Sent per user, each with only their own notification ids. */
  notification: { all: EVERYONE },
  student: { all: STAFF_SIDE, own: ['STUDENT', 'PARENT'], parentsSeeChildren: true, idsAreUsers: true },
  /** A teacher hears of their own days (their attendance dashboard). */
  staff_attendance: { all: OFFICE, modules: ['attendance'], own: ['TEACHER'], idsAreUsers: true },
  staff_payment: { all: OFFICE, modules: ['payment'], own: ['MANAGER', 'STAFF', 'TEACHER'] },
  staff_leave: { all: OFFICE, modules: ['staff', 'leave'], own: ['MANAGER', 'STAFF', 'TEACHER'] },
  /** The quota is the institute's setting: everyone who may apply reads it. */
  leave_quota: { all: STAFF_SIDE },
  course: academics(['academics', 'batch', 'timetable'], THROUGH_BATCH),
  branch: academics(['academics', 'batch', 'timetable'], THROUGH_BATCH),
  academic_session: academics(['academics', 'batch', 'timetable'], THROUGH_BATCH),
  batch: academics(['batch', 'timetable'], THROUGH_BATCH),
  batch_teacher: academics(['batch', 'timetable'], THROUGH_BATCH),
  subject: academics(['academics', 'batch', 'timetable'], THROUGH_BATCH),
  timetable_slot: academics(['batch', 'timetable'], THROUGH_BATCH),
  batch_material: academics(['batch'], THROUGH_BATCH),
  designation: academics(['academics']),
  grade: academics(['academics']),
  holiday: academics(['academics']),
  book_category: academics(['library']),
  inventory_category: academics(['inventory']),
  fee: academics(['fees']),
  student_fee_assignment: { all: OFFICE, modules: ['fees'] },
  student_charge: { all: OFFICE, modules: ['fees', 'payment'], own: ['STUDENT', 'PARENT'], parentsSeeChildren: true },
  student_payment: { all: OFFICE, modules: ['payment'], own: ['STUDENT', 'PARENT'], parentsSeeChildren: true },
  fee_reminder: { all: OFFICE, modules: ['payment'], own: ['STUDENT', 'PARENT'], parentsSeeChildren: true },
  /** Classes: the staff side reads them all; students and parents through their batch, so they hear one changed, not which. */
  lecture: { all: STAFF_SIDE, modules: ['attendance', 'batch', 'timetable'], blind: ['STUDENT', 'PARENT'] },
  /** Register marks: the office with the attendance module; the class's teacher and the students marked (and their parents). */
  lecture_mark: { all: OFFICE, modules: ['attendance', 'student'], own: ['TEACHER', 'STUDENT', 'PARENT'], parentsSeeChildren: true },
  /** The same marks counted per student and month: heard by whoever hears the marks. */
  student_mark_count: { all: OFFICE, modules: ['attendance', 'student'], own: ['TEACHER', 'STUDENT', 'PARENT'], parentsSeeChildren: true },
  /** The classes counted per teacher, batch and day (the teacher's and the student's dashboards): heard as `lecture` is. */
  class_count: { all: STAFF_SIDE, modules: ['attendance', 'batch', 'timetable'], blind: ['STUDENT', 'PARENT'] },
  /** Absence alerts' delivery log: the office with the attendance module (parents hear through `notification`). */
  absence_alert: { all: OFFICE, modules: ['attendance'] },
  dashboard_admin: { all: OFFICE },
  dashboard_payment: { all: OFFICE, modules: ['payment'] },
  /**
   * Exams: the office with module exam hears every id; a teacher hears that an exam changed, not which (the routes show
   * a teacher only their batches' exams, so the ids of other batches' exams are not theirs to learn).
   */
  exam: { all: OFFICE, modules: ['exam'], blind: ['TEACHER'] },
  subject_exam: { all: OFFICE, modules: ['exam'], blind: ['TEACHER'] },
  exam_question: { all: OFFICE, modules: ['exam'], blind: ['TEACHER'] },
  /**
   * Sheets (ids: subject exams): the office with module exam hears every id; the student whose sheet changed (and, for
   * results, their parents) hears their own; a teacher hears that one changed, not which (as `exam`).
   */
  exam_result: { all: OFFICE, modules: ['exam'], own: ['STUDENT', 'PARENT'], parentsSeeChildren: true, blind: ['TEACHER'] },
  exam_answer: { all: OFFICE, modules: ['exam'], own: ['STUDENT'], blind: ['TEACHER'] },
  exam_sheet_log: { all: OFFICE, modules: ['exam'], blind: ['TEACHER'] },
  /** The exam counters of the dashboards (ids: batches): the office; teachers, students and parents hear that one moved. */
  exam_dashboard: { all: OFFICE, modules: ['exam'], blind: ['TEACHER', ...THROUGH_BATCH] },
  /** The session report card's weights (ids: batches): the office; teachers, students and parents hear that they moved. */
  exam_weight: { all: OFFICE, modules: ['exam'], blind: ['TEACHER', ...THROUGH_BATCH] },
  /**
   * The assignment counters of the dashboards (ids: assignments; a person's gender or batch: the user). The office with
   * module assignment hears every id; the assignment's author, the students of its batch and the student whose sheet
   * changed (and their parents) hear their own (the projection names them as owners); nobody else hears.
   */
  assignment_dashboard: { all: OFFICE, modules: ['assignment'], own: ['TEACHER', 'STUDENT', 'PARENT'], parentsSeeChildren: true },
  /**
   * Assignments: the office with module assignment hears every id; teachers, students and parents read them through
   * their batches, so they hear that one changed, not which.
   */
  assignment: { all: OFFICE, modules: ['assignment'], blind: ['TEACHER', ...THROUGH_BATCH] },
  assignment_question: { all: OFFICE, modules: ['assignment'], blind: ['TEACHER', ...THROUGH_BATCH] },
  /** Sheets (ids: assignments): the office; the student whose sheet changed and their parents; teachers blind (as `exam_result`). */
  assignment_sheet: { all: OFFICE, modules: ['assignment'], own: ['STUDENT', 'PARENT'], parentsSeeChildren: true, blind: ['TEACHER'] },
  // ---- live classes (live-read) ----
  /** A student's time in a live class (ids: classes): the office with the attendance module; the student and their parents; teachers blind (the register refetches). */
  lecture_presence: {
    all: OFFICE,
    modules: ['attendance', 'student'],
    own: ['STUDENT', 'PARENT'],
    parentsSeeChildren: true,
    blind: ['TEACHER'],
  },
  /** Live now / ended (ids: classes and batches): heard as `lecture` is. */
  lecture_live: { all: STAFF_SIDE, modules: ['attendance', 'batch', 'timetable'], blind: ['STUDENT', 'PARENT'] },
  /** The chat's rows: the room hears its messages over the socket; the office with the attendance module hears the ids. */
  class_chat_message: { all: OFFICE, modules: ['attendance'] },
  // ---- end live classes ----
  // ---- inventory (inv-server) ----
  /** The store (items, units delivered per day, the threshold): the office with module inventory; the admin dashboard's Total Stocks card reads it too (blind to MANAGER/STAFF without the module). */
  inventory_item: { all: OFFICE, modules: ['inventory'] },
  /** Supplies: the office with module inventory hears every id; a teacher or staff member their own requests. */
  inventory_supply: { all: OFFICE, modules: ['inventory'], own: ['STAFF', 'TEACHER'] },
  // ---- end inventory ----
  // ---- library circulation (lib-circ-server) ----
  /** Loans and holds: the office with the library module; a student their own, a parent their children's. */
  library_issue: { all: OFFICE, modules: ['library'], own: ['STUDENT', 'PARENT'], parentsSeeChildren: true },
  library_hold: { all: OFFICE, modules: ['library'], own: ['STUDENT', 'PARENT'], parentsSeeChildren: true },
  library_member: { all: OFFICE, modules: ['library'], own: ['STUDENT', 'PARENT'], parentsSeeChildren: true, idsAreUsers: true },
  // ---- end library circulation ----
  // ---- library catalogue (lib-catalogue) ----
  /** The catalogue (ids: books): everyone reads the book grid (students browse it); MANAGER/STAFF with module library. */
  library_book: { all: EVERYONE, modules: ['library'] },
  /** Authors and publications (the form's pickers): the staff side; MANAGER/STAFF with module library. */
  library_author: { all: STAFF_SIDE, modules: ['library'] },
  library_publication: { all: STAFF_SIDE, modules: ['library'] },
  // ---- end library catalogue ----
  /** The app update notice: every signed-in user may read the newest (the app asks). */
  app_update: { all: EVERYONE },
  /** Visits: the admin dashboard's Page View Status widget (its readers). */
  page_view: { all: OFFICE },
  // ---- transport fleet (fleet-server) ----
  /** Vehicles, drivers and routes: the office with module transport (the admin dashboard's Active Vehicles card reads transport_vehicle too). */
  transport_vehicle: { all: OFFICE, modules: ['transport'] },
  transport_driver: { all: OFFICE, modules: ['transport'] },
  transport_route: { all: OFFICE, modules: ['transport'] },
  // ---- end transport fleet ----
  // ---- placement notices (notices) ----
  /** Notices: the office with module placement hears every id; a student hears that one changed (their session's list). */
  placement_notice: { all: OFFICE, modules: ['placement'], blind: ['STUDENT'] },
  /** Applications: the office with module placement every id; a student their own. */
  placement_application: { all: OFFICE, modules: ['placement'], own: ['STUDENT'] },
  // ---- end placement notices ----
  // ---- placement reports (reports) ----
  /** Placed students (ids: records): the office with module placement; the admin dashboard's Placements card reads it too (blind to MANAGER/STAFF without the module). */
  placement_report: { all: OFFICE, modules: ['placement'] },
  // ---- end placement reports ----
  // ---- transport riders (riders) ----
  /** A route's stops (ids: routes): the office with module transport; a teacher in charge and riders' pages refetch blind. */
  transport_stop: { all: OFFICE, modules: ['transport'], blind: ['TEACHER', 'STUDENT', 'PARENT'] },
  /** Riders (ids: students): the office with module transport; the student and their parents their own; teachers blind. */
  transport_rider: { all: OFFICE, modules: ['transport'], own: ['STUDENT', 'PARENT'], parentsSeeChildren: true, blind: ['TEACHER'] },
  /** Fares charged (ids: routes): the office with module transport. */
  transport_fare: { all: OFFICE, modules: ['transport'] },
  // ---- end transport riders ----
  // ---- support (support) ----
  /** Support enquiries: the office with module notice every id; the one who opened it their own. */
  enquiry: { all: OFFICE, modules: ['notice'], own: ['MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'] },
  // ---- end support ----
  // ---- records (records) ----
  /** A student's certificates and documents: the office with module student; the student and their parents their own. */
  student_certificate: { all: OFFICE, modules: ['student'], own: ['STUDENT', 'PARENT'], parentsSeeChildren: true },
  student_document: { all: OFFICE, modules: ['student'], own: ['STUDENT', 'PARENT'], parentsSeeChildren: true },
  issued_certificate: { all: OFFICE, modules: ['student'], own: ['STUDENT', 'PARENT'], parentsSeeChildren: true },
  // ---- end records ----
} satisfies Record<ReadModel, SignalAudience>;

const UNLISTED: SignalAudience = { all: ['SUPER_ADMIN', 'ADMIN'] };

export const audienceOf = (readModel: string): SignalAudience => (SIGNAL_AUDIENCE as Record<string, SignalAudience>)[readModel] ?? UNLISTED;

/** What one socket may be told of a change: every id, some ids, the bare signal, or nothing. */
export type Visible = { ids: 'all' } | { ids: string[] } | null;

export interface Listener {
  userId: string;
  role: Role;
  children: readonly string[];
  /** The modules a MANAGER or STAFF member holds in the socket's institute (null: not known yet, none assumed). */
  modules: ReadonlySet<string> | null;
}

const GRANTED: readonly Role[] = ['MANAGER', 'STAFF'];

export function visibleTo(l: Listener, readModel: string, ids: readonly string[], owners: Record<string, string[]> | undefined): Visible {
  const a = audienceOf(readModel);
  const inAll = a.all.includes(l.role);
  const holds = !a.modules || !GRANTED.includes(l.role) || a.modules.some((m) => l.modules?.has(m));
  if (inAll && holds) return { ids: 'all' };
  if (a.own?.includes(l.role)) {
    const mine = new Set([l.userId, ...(l.role === 'PARENT' && a.parentsSeeChildren ? l.children : [])]);
    const ownersOf = (id: string) => owners?.[id] ?? (a.idsAreUsers ? [id] : []);
    const own = ids.filter((id) => ownersOf(id).some((o) => mine.has(o)));
    // A rebuild's signal names no ids: it concerns everyone's records.
    return own.length > 0 || ids.length === 0 ? { ids: own } : null;
  }
  if (inAll || a.blind?.includes(l.role)) return { ids: [] };
  return null;
}
