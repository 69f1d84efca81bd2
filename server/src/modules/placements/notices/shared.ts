import { sql } from 'kysely';
import {
  PLACEMENT_NOTICE_MESSAGES as M,
  placementNoticeStream,
  type PlacementNotice,
  type PlacementNoticeFields,
  type Role,
} from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { AuthContext } from '../../../platform/http/access.js';
import { notFound } from '../../../platform/errors.js';
import { batchDecider, batchStream, sessionDecider, sessionStream } from '../../academics/index.js';
import { studentBatchId } from '../../people/index.js';
import { assertLiveNotice, isOpen, placementNoticeDecider, type PlacementNoticeState } from './decider.js';

/** "Office": SUPER_ADMIN, ADMIN, and MANAGER / STAFF holding the permission module `placement`. */
export const OFFICE: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
export const MODULE = 'placement' as const;
export const office = { access: OFFICE, module: MODULE };

export const isOffice = (a: AuthContext) => a.role !== 'STUDENT';

/** The notice's state from its stream (another institute's is unknown: the initial state). */
export const noticeState = (rt: Runtime, a: Pick<AuthContext, 'instituteId'>, noticeId: string) =>
  rt.commands.state(placementNoticeDecider, placementNoticeStream(noticeId), a);

/** A live notice of the caller's institute, else 404. */
export async function liveNotice(rt: Runtime, a: Pick<AuthContext, 'instituteId'>, noticeId: string) {
  const state = await noticeState(rt, a, noticeId);
  assertLiveNotice(state);
  return state;
}

/** A live session of the institute (its title), or null. Read from its stream, so one just created is found. */
export async function sessionOf(rt: Runtime, instituteId: string, id: string): Promise<{ _id: string; title: string } | null> {
  if (!id.trim()) return null;
  const s = await rt.commands.state(sessionDecider, sessionStream(id.trim()), { instituteId });
  return s.exists && !s.deleted ? { _id: id.trim(), title: s.title } : null;
}

/** The titles of some sessions (deleted ones too: an old notice keeps its session's name). */
export async function sessionTitles(rt: Runtime, instituteId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const titles = await Promise.all(unique.map((id) => rt.commands.state(sessionDecider, sessionStream(id), { instituteId })));
  return new Map(unique.map((id, i) => [id, titles[i]!.title]));
}

/** The caller's batch (a live student of the institute) and that batch's session; nulls when not in a batch. */
export async function studentSession(rt: Runtime, a: AuthContext): Promise<{ batchId: string | null; sessionId: string | null }> {
  const batchId = await studentBatchId(rt.database.db, a.userId, a.instituteId);
  if (!batchId) return { batchId: null, sessionId: null };
  const b = await rt.commands.state(batchDecider, batchStream(batchId), a);
  return { batchId, sessionId: b.exists && !b.deleted && b.sessionId ? b.sessionId : null };
}

/**
 * A notice a caller may read: the office any of the institute's; a student one of their session (404 otherwise, not
 * theirs to know of).
 */
export async function readableNotice(rt: Runtime, a: AuthContext, noticeId: string): Promise<PlacementNoticeState> {
  const state = await liveNotice(rt, a, noticeId);
  if (!isOffice(a)) {
    const { sessionId } = await studentSession(rt, a);
    if (sessionId !== state.fields!.sessionId) throw notFound(M.noticeMissing);
  }
  return state;
}

export const resumeUrl = (rt: Runtime, fileId: string | null | undefined) => rt.files.signedUrl(fileId, '/api/v1');

/** A notice as the contract shows it; `mine` is the caller's own application (a student), `applicants` the office's count. */
export function noticeView(
  rt: Runtime,
  n: { id: string; fields: PlacementNoticeFields; createdAt: string; applicants: number; sessionTitle: string },
  now: Date,
  mine: { at: string; resumeFileId: string } | null,
): PlacementNotice {
  const f = n.fields;
  return {
    _id: n.id,
    title: f.title,
    qualification: f.qualification,
    session: { _id: f.sessionId, title: n.sessionTitle },
    companyName: f.companyName,
    position: f.position,
    lastDateToApply: new Date(f.lastDateToApply).toISOString(),
    companyDetails: f.companyDetails,
    jobDescription: f.jobDescription,
    jobBenefits: f.jobBenefits,
    howToApply: f.howToApply,
    createdAt: n.createdAt,
    open: isOpen(f, now.toISOString()),
    applicants: n.applicants,
    applied: mine !== null,
    appliedAt: mine?.at ?? null,
    resumeFile: mine ? resumeUrl(rt, mine.resumeFileId) : null,
  };
}

/** The view of a notice from its stream's state, for the caller. */
export async function viewOfState(rt: Runtime, a: AuthContext, state: PlacementNoticeState, now: Date): Promise<PlacementNotice> {
  const f = state.fields!;
  const titles = await sessionTitles(rt, a.instituteId, [f.sessionId]);
  const own = isOffice(a) ? null : state.applications[a.userId];
  return noticeView(
    rt,
    {
      id: state.noticeId!,
      fields: f,
      createdAt: state.createdAt ?? now.toISOString(),
      applicants: isOffice(a) ? Object.keys(state.applications).length : 0,
      sessionTitle: titles.get(f.sessionId) ?? '',
    },
    now,
    own ? { at: own.at ?? now.toISOString(), resumeFileId: own.resumeFileId } : null,
  );
}

export type NoticeRow = {
  id: string;
  session_id: string;
  title: string;
  qualification: string | null;
  company_name: string;
  position: string;
  last_date_to_apply: Date | string;
  company_details: string;
  job_description: string;
  job_benefits: string | null;
  how_to_apply: string;
  created_at: Date | string;
  applicants: number;
};

export const NOTICE_SELECT = sql`select n.id, n.session_id, n.title, n.qualification, n.company_name, n.position,
    n.last_date_to_apply, n.company_details, n.job_description, n.job_benefits, n.how_to_apply, n.created_at,
    (select count(*)::int from placement_application a where a.notice_id = n.id) as applicants
  from placement_notice n`;

export const fieldsOfRow = (r: NoticeRow): PlacementNoticeFields => ({
  title: r.title,
  qualification: r.qualification,
  sessionId: r.session_id,
  companyName: r.company_name,
  position: r.position,
  lastDateToApply: new Date(r.last_date_to_apply).toISOString(),
  companyDetails: r.company_details,
  jobDescription: r.job_description,
  jobBenefits: r.job_benefits,
  howToApply: r.how_to_apply,
});
