import { sql } from 'kysely';
import type { PlacementNoticeEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `placement_notice`: one row per placement notice (issue 18 §4), its fields as last set, soft-deleted. The office lists
 * all; a student those of their batch's session.
 */
export const placementNoticesProjection: Projection = {
  name: 'placement_notice',
  version: 1,
  tables: {
    placement_notice: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, session_id text not null, title text not null, qualification text,
      company_name text not null, position text not null, last_date_to_apply timestamptz not null, company_details text not null,
      job_description text not null, job_benefits text, how_to_apply text not null, created_at timestamptz not null,
      deleted_at timestamptz, last_position bigint not null default 0)`,
  },
  indexes: {
    'placement_notice.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)`,
    'placement_notice.session': (t, i) => sql`create index ${i} on ${t} (institute_id, session_id, created_at desc)`,
  },
  handles: ['PlacementNoticePosted', 'PlacementNoticeUpdated', 'PlacementNoticeDeleted'],
  idsOf: (e) => [String((e.data as { noticeId?: string }).noticeId ?? '')],
  async apply({ tx, table }, event) {
    const m = event.metadata;
    const pos = sql`${event.position.toString()}::bigint`;
    const t = table('placement_notice');
    const e = event as unknown as PlacementNoticeEvent;
    switch (e.type) {
      case 'PlacementNoticePosted': {
        const d = e.data;
        await sql`insert into ${t} (id, institute_id, session_id, title, qualification, company_name, position, last_date_to_apply,
            company_details, job_description, job_benefits, how_to_apply, created_at, last_position)
          values (${d.noticeId}, ${m.instituteId}, ${d.sessionId}, ${d.title}, ${d.qualification}, ${d.companyName}, ${d.position},
            ${d.lastDateToApply}, ${d.companyDetails}, ${d.jobDescription}, ${d.jobBenefits}, ${d.howToApply}, ${m.occurredAt}, ${pos})
          on conflict (id) do nothing`.execute(tx);
        return;
      }
      case 'PlacementNoticeUpdated': {
        const d = e.data;
        const has = (k: string) => d.changed.includes(k);
        await sql`update ${t} set
            title = ${has('title') ? sql`${d.title}` : sql`title`},
            qualification = ${has('qualification') ? sql`${d.qualification ?? null}` : sql`qualification`},
            session_id = ${has('sessionId') ? sql`${d.sessionId}` : sql`session_id`},
            company_name = ${has('companyName') ? sql`${d.companyName}` : sql`company_name`},
            position = ${has('position') ? sql`${d.position}` : sql`position`},
            last_date_to_apply = ${has('lastDateToApply') ? sql`${d.lastDateToApply}::timestamptz` : sql`last_date_to_apply`},
            company_details = ${has('companyDetails') ? sql`${d.companyDetails}` : sql`company_details`},
            job_description = ${has('jobDescription') ? sql`${d.jobDescription}` : sql`job_description`},
            job_benefits = ${has('jobBenefits') ? sql`${d.jobBenefits ?? null}` : sql`job_benefits`},
            how_to_apply = ${has('howToApply') ? sql`${d.howToApply}` : sql`how_to_apply`},
            last_position = ${pos}
          where id = ${d.noticeId} and last_position < ${pos}`.execute(tx);
        return;
      }
      case 'PlacementNoticeDeleted':
        await sql`update ${t} set deleted_at = ${m.occurredAt}, last_position = ${pos}
          where id = ${e.data.noticeId} and last_position < ${pos}`.execute(tx);
        return;
      default:
        return;
    }
  },
};

/** `placement_application`: one row per student's application to a notice; the student owns it. */
export const placementApplicationsProjection: Projection = {
  name: 'placement_application',
  version: 1,
  tables: {
    placement_application: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, notice_id text not null, student_id text not null, batch_id text not null,
      description text not null, resume_file_id text not null, created_at timestamptz not null, unique (notice_id, student_id))`,
  },
  indexes: {
    'placement_application.notice': (t, i) => sql`create index ${i} on ${t} (institute_id, notice_id, created_at desc)`,
    'placement_application.student': (t, i) => sql`create index ${i} on ${t} (institute_id, student_id)`,
  },
  handles: ['PlacementApplied'],
  idsOf: (e) => [String((e.data as { applicationId?: string }).applicationId ?? '')],
  ownersOf: (e) => [String((e.data as { studentId?: string }).studentId ?? '')],
  async apply({ tx, table }, event) {
    const e = event as unknown as PlacementNoticeEvent;
    if (e.type !== 'PlacementApplied') return;
    const d = e.data;
    await sql`insert into ${table('placement_application')} (id, institute_id, notice_id, student_id, batch_id, description,
        resume_file_id, created_at)
      values (${d.applicationId}, ${event.metadata.instituteId}, ${d.noticeId}, ${d.studentId}, ${d.batchId}, ${d.description},
        ${d.resumeFileId}, ${event.metadata.occurredAt})
      on conflict do nothing`.execute(tx);
  },
};

export const placementNoticeProjections: readonly Projection[] = [placementNoticesProjection, placementApplicationsProjection];
