import { Type, type Static } from '@sinclair/typebox';

/**
 * The read models the server signals changes of (its `SIGNAL_AUDIENCE` keys; the client's push maps are keyed by them).
 * A new projection adds its name here first: the server's audience table and the client's maps are checked against it.
 */
export const READ_MODELS = [
  'institute',
  'app_user',
  'department',
  'permission',
  'finance_entry',
  'notice',
  'notification',
  'student',
  'staff_attendance',
  'staff_payment',
  'staff_leave',
  'leave_quota',
  'course',
  'branch',
  'academic_session',
  'batch',
  'batch_teacher',
  'subject',
  'timetable_slot',
  'batch_material',
  'designation',
  'grade',
  'holiday',
  'book_category',
  'inventory_category',
  'fee',
  'student_fee_assignment',
  'student_charge',
  'student_payment',
  'fee_reminder',
  'lecture',
  'lecture_mark',
  'student_mark_count',
  'class_count',
  'absence_alert',
  'dashboard_admin',
  'dashboard_payment',
  'exam',
  'subject_exam',
  'exam_question',
  'exam_result',
  'exam_answer',
  'exam_sheet_log',
  'exam_dashboard',
  'exam_weight',
  'assignment_dashboard',
  'assignment',
  'assignment_question',
  'assignment_sheet',
  // ---- live classes (live-read) ----
  'lecture_presence',
  'lecture_live',
  'class_chat_message',
  // ---- end live classes ----
  // ---- inventory (inv-server) ----
  'inventory_item',
  'inventory_supply',
  // ---- end inventory ----
  // ---- library circulation (lib-circ-server) ----
  'library_issue',
  'library_hold',
  'library_member',
  // ---- end library circulation ----
  // ---- library catalogue (lib-catalogue) ----
  'library_book',
  'library_author',
  'library_publication',
  // ---- end library catalogue ----
  'app_update',
  'page_view',
  // ---- transport fleet (fleet-server) ----
  'transport_vehicle',
  'transport_driver',
  'transport_route',
  // ---- end transport fleet ----
  // ---- placement notices (notices) ----
  'placement_notice',
  'placement_application',
  // ---- end placement notices ----
  // ---- placement reports (reports) ----
  'placement_report',
  // ---- end placement reports ----
  // ---- transport riders (riders) ----
  'transport_stop',
  'transport_rider',
  'transport_fare',
  // ---- end transport riders ----
  // ---- support (support) ----
  'enquiry',
  // ---- end support ----
  // ---- records (records) ----
  'student_certificate',
  'student_document',
  'issued_certificate',
  // ---- end records ----
] as const;
export type ReadModel = (typeof READ_MODELS)[number];
export const isReadModel = (name: string): name is ReadModel => (READ_MODELS as readonly string[]).includes(name);

/** A change signal: a read model changed for these ids. Push is a signal, not data. */
export const ChangeSignal = Type.Object({
  type: Type.Literal('change'),
  readModel: Type.String(),
  ids: Type.Array(Type.String()),
  position: Type.String(),
});
export type ChangeSignal = Static<typeof ChangeSignal>;

export const Hello = Type.Object({ type: Type.Literal('hello'), userId: Type.String(), instituteId: Type.String() });
export type Hello = Static<typeof Hello>;

/** A background job's progress, to the user who started it (bulk upload). */
export const JobProgress = Type.Object({
  type: Type.Literal('job'),
  jobId: Type.String(),
  kind: Type.String(),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  totalRows: Type.Optional(Type.Integer()),
  processedRows: Type.Optional(Type.Integer()),
});
export type JobProgress = Static<typeof JobProgress>;

export type PushMessage = ChangeSignal | Hello | JobProgress;

/** What travels on the push bus between processes: a signal and who may receive it. */
export interface PushEnvelope {
  instituteId: string;
  /** When set, only this user's sockets receive it (notifications), and `message.ids` are that user's own. */
  userId?: string;
  /**
   * id -> the users who own that record (a staff member's payment, a student's charge). Never sent to a socket: the hub
   * uses it to tell roles that may read only their own records (and a parent their children's) only about their ids.
   */
  owners?: Record<string, string[]>;
  message: PushMessage;
}

/**
 * Close codes the server ends a socket with; the client does not reconnect after them.
 * 4401: the session ended (blocked, deleted, password changed, signed out, token expired): sign in again.
 * 4403: the user no longer belongs to the socket's institute.
 * 4409: the user opened more than `MAX_SOCKETS_PER_USER` sockets on this server: the oldest was closed.
 */
export const PUSH_CLOSE = { sessionEnded: 4401, forbidden: 4403, tooMany: 4409 } as const;
export const MAX_SOCKETS_PER_USER = 5;
