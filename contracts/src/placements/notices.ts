import { Type, type Static } from '@sinclair/typebox';
import { DateField } from '../dates.js';
import { FilePart, IdParams, Ok, PageQuery, Paged, required } from '../envelope.js';

/**
 * Placement notices and applications (001 §2 Placements, §3 Placement notice and Applicant, §4, §5, §7; issue 18 §4;
 * docs/api.md "Placement notices"; docs/decisions/0034-placement-applications.md). A notice and every application to it
 * live on one stream, `placementNotice-<noticeId>`, so "once per student per notice" is decided where the applications are.
 *
 * Who: "office" = SUPER_ADMIN, ADMIN, and MANAGER / STAFF with the permission module `placement`.
 * - POST   placement/notice/create         PlacementNoticeBody (JSON)  → PlacementNoticeReply office
 * - PUT    placement/notice/update/:id     PlacementNoticeBody (JSON)  → PlacementNoticeReply office
 * - GET    placement/notice/:id                                        → PlacementNoticeReply office; a STUDENT of its session
 * - GET    placement/notice?perPage=10&pageNo                          → PlacementNoticeList office: all; STUDENT: their session's
 * - DELETE placement/notice/delete/:id                                 → PlacementNoticeReply office (409 once students applied)
 * - GET    placement/notice/history/:id                                → HistoryReply office
 * - POST   placement/notice/:id/apply      multipart ApplyBody (description, resume PDF) → ApplicationReply STUDENT
 * - GET    placement/notice/:placementId/student?perPage=10&pageNo      → ApplicantList office
 * - GET    placement/notice/:placementId/student/export                 → text/csv of every applicant office
 */

export const PLACEMENT_NOTICE_MESSAGES = {
  // 001 §5 Placement (notice form): the spec names the fields; the messages are in its style.
  titleRequired: 'Job title is required.',
  sessionRequired: 'Session is required.',
  companyRequired: 'Company name is required.',
  positionRequired: 'Designation is required.',
  lastDateRequired: 'Last date is required.',
  companyDetailsRequired: 'Company details is required.',
  jobDescriptionRequired: 'Job description is required.',
  howToApplyRequired: 'How to apply is required.',
  lastDatePast: 'Last date cannot be earlier than today.',
  // Server rules (designed; docs/api.md).
  noticeMissing: 'Placement notice not found.',
  sessionMissing: 'Session not found.',
  created: 'Placement notice created successfully',
  updated: 'Placement notice updated successfully',
  deleted: 'Placement notice deleted successfully',
  hasApplicants: 'Students have applied to this notice: it cannot be deleted.',
  applied: 'Applied successfully',
  alreadyApplied: 'You have already applied.',
  closed: 'Applications for this notice have closed.',
  notOfSession: 'This notice is not for your session.',
  notInBatch: 'You are not in a batch yet: ask the office to add you to one.',
  resumeRequired: 'Resume is required.',
  resumeLabel: 'Resume',
  // The client's empty states (001 §9).
  noNotices: 'No placement posted.',
  noApplicants: 'No student applied yet',
} as const;

/** A resume: a PDF of at most 5 MB (checked by its bytes). */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const PLACEMENT_PAGE_SIZE = 10;

const Optional = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));

/** POST placement/notice/create and PUT placement/notice/update/:id (JSON; 001 §3 Placement notice, §5). */
export const PlacementNoticeBody = Type.Object({
  title: required(PLACEMENT_NOTICE_MESSAGES.titleRequired, { maxLength: 200 }),
  qualification: Optional(500),
  /** Academic session id: the students of its batches see the notice and may apply. */
  session: required(PLACEMENT_NOTICE_MESSAGES.sessionRequired, { maxLength: 64 }),
  companyName: required(PLACEMENT_NOTICE_MESSAGES.companyRequired, { maxLength: 200 }),
  position: required(PLACEMENT_NOTICE_MESSAGES.positionRequired, { maxLength: 200 }),
  /** A day (or a date-time: its day in the institute); stored as 23:59:59 of that day in the institute's zone. */
  lastDateToApply: DateField('calendar', 'Last date', { minLength: 1, 'x-message': PLACEMENT_NOTICE_MESSAGES.lastDateRequired }),
  companyDetails: required(PLACEMENT_NOTICE_MESSAGES.companyDetailsRequired, { maxLength: 5000 }),
  /** Rich text (the editor's HTML), sanitised by the server. */
  jobDescription: required(PLACEMENT_NOTICE_MESSAGES.jobDescriptionRequired, { maxLength: 50_000 }),
  jobBenefits: Optional(5000),
  howToApply: required(PLACEMENT_NOTICE_MESSAGES.howToApplyRequired, { maxLength: 5000 }),
});
export type PlacementNoticeBody = Static<typeof PlacementNoticeBody>;

export const PlacementNotice = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  qualification: Type.Union([Type.String(), Type.Null()]),
  session: Type.Object({ _id: Type.String(), title: Type.String() }),
  companyName: Type.String(),
  position: Type.String(),
  /** The last instant to apply: 23:59:59 of the last day in the institute's zone (ISO). */
  lastDateToApply: Type.String(),
  companyDetails: Type.String(),
  /** Sanitised HTML. */
  jobDescription: Type.String(),
  jobBenefits: Type.Union([Type.String(), Type.Null()]),
  howToApply: Type.String(),
  createdAt: Type.String(),
  /** Whether applications are still taken (now is not past lastDateToApply). */
  open: Type.Boolean(),
  /** How many students applied (the office); 0 for a student. */
  applicants: Type.Integer(),
  /** A student's own application: whether and when they applied, and their resume's signed link. */
  applied: Type.Boolean(),
  appliedAt: Type.Union([Type.String(), Type.Null()]),
  resumeFile: Type.Union([Type.String(), Type.Null()]),
});
export type PlacementNotice = Static<typeof PlacementNotice>;
export const PlacementNoticeReply = Ok(PlacementNotice);
export const PlacementNoticeList = Paged(PlacementNotice);
export const PlacementNoticeListQuery = PageQuery;
export type PlacementNoticeListQuery = Static<typeof PlacementNoticeListQuery>;

export const PlacementIdParams = Type.Object({ placementId: Type.String({ minLength: 1, maxLength: 64 }) });
export const PlacementNoticeIdParams = IdParams;

/** POST placement/notice/:id/apply (multipart). */
export const ApplyBody = Type.Object({
  description: Optional(2000),
  resume: FilePart('The resume: a PDF of at most 5 MB'),
});
export type ApplyBody = Static<typeof ApplyBody>;

export const Application = Type.Object({
  _id: Type.String(),
  noticeId: Type.String(),
  description: Type.String(),
  resumeFile: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type Application = Static<typeof Application>;
export const ApplicationReply = Ok(Application);

/** One applicant (001 §3 Applicant). */
export const Applicant = Type.Object({
  _id: Type.String(),
  user: Type.Object({
    _id: Type.String(),
    displayName: Type.String(),
    email: Type.String(),
    phoneNumber: Type.Union([Type.String(), Type.Null()]),
    academicDetails: Type.Object({
      batch: Type.Union([Type.Object({ _id: Type.String(), title: Type.String(), session: Type.String() }), Type.Null()]),
    }),
  }),
  /** A signed link that opens the PDF (docs/decisions/0005). */
  resumeFile: Type.Union([Type.String(), Type.Null()]),
  description: Type.String(),
  createdAt: Type.String(),
});
export type Applicant = Static<typeof Applicant>;
export const ApplicantList = Paged(Applicant);

// ---- Events (stream `placementNotice-<noticeId>`) ----

export const placementNoticeStream = (noticeId: string) => `placementNotice-${noticeId}`;

export interface PlacementNoticeFields {
  title: string;
  qualification: string | null;
  sessionId: string;
  companyName: string;
  position: string;
  /** ISO instant: 23:59:59 of the last day in the institute's zone. */
  lastDateToApply: string;
  companyDetails: string;
  jobDescription: string;
  jobBenefits: string | null;
  howToApply: string;
}

export interface PlacementNoticePosted {
  type: 'PlacementNoticePosted';
  /** `recipients`: the session's students when it was posted (their PLACEMENT_NOTICE notification). */
  data: PlacementNoticeFields & { noticeId: string; recipients: string[] };
}
export interface PlacementNoticeUpdated {
  type: 'PlacementNoticeUpdated';
  data: Partial<PlacementNoticeFields> & { noticeId: string; changed: string[] };
}
export interface PlacementNoticeDeleted {
  type: 'PlacementNoticeDeleted';
  data: { noticeId: string };
}
/** A student applied (once per student per notice, before the last date). */
export interface PlacementApplied {
  type: 'PlacementApplied';
  data: { noticeId: string; applicationId: string; studentId: string; batchId: string; description: string; resumeFileId: string };
}
export type PlacementNoticeEvent = PlacementNoticePosted | PlacementNoticeUpdated | PlacementNoticeDeleted | PlacementApplied;
