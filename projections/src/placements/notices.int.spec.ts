import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { placementApplicationsProjection, placementNoticesProjection } from './notices.js';

const spec = projectionSpec(placementNoticesProjection, placementApplicationsProjection);
const { event } = spec;
const s = { streamId: 'placementNotice-n1' };
const fields = {
  title: 'Graduate Engineer Trainee',
  qualification: null,
  sessionId: 's1',
  companyName: 'Infosys',
  position: 'Systems Engineer',
  lastDateToApply: '2026-11-27T18:29:59.999Z',
  companyDetails: 'IT services',
  jobDescription: '<p>Projects</p>',
  jobBenefits: null,
  howToApply: 'Apply here',
};
const posted = () => event('PlacementNoticePosted', { noticeId: 'n1', ...fields, recipients: ['st1'] }, s);
const applied = (studentId: string) =>
  event(
    'PlacementApplied',
    { noticeId: 'n1', applicationId: `a-${studentId}`, studentId, batchId: 'b1', description: 'Hi', resumeFileId: `f-${studentId}` },
    s,
  );

describe('placement notice projections', () => {
  it('notices: posted, only the changed fields edited, deleted (idempotent)', async () => {
    const rows = await spec
      .when(
        posted(),
        event(
          'PlacementNoticeUpdated',
          { noticeId: 'n1', position: 'Analyst', lastDateToApply: '2026-11-28T18:29:59.999Z', changed: ['position', 'lastDateToApply'] },
          s,
        ),
        event('PlacementNoticeUpdated', { noticeId: 'n1', jobBenefits: 'Laptop', changed: ['jobBenefits'] }, s),
      )
      .then('placement_notice');
    expect(
      rows.map((r) => [r.title, r.position, new Date(r.last_date_to_apply as string).toISOString(), r.job_benefits, r.deleted_at]),
    ).toEqual([['Graduate Engineer Trainee', 'Analyst', '2026-11-28T18:29:59.999Z', 'Laptop', null]]);
    const gone = await spec
      .given(posted())
      .when(event('PlacementNoticeDeleted', { noticeId: 'n1' }, s))
      .then('placement_notice');
    expect(gone[0]?.deleted_at).not.toBeNull();
  });

  it('applications: one row per student and notice, owned by the student', async () => {
    const rows = await spec.given(posted()).when(applied('st1'), applied('st2')).then('placement_application', 'student_id');
    expect(rows.map((r) => [r.notice_id, r.student_id, r.resume_file_id])).toEqual([
      ['n1', 'st1', 'f-st1'],
      ['n1', 'st2', 'f-st2'],
    ]);
    expect(placementApplicationsProjection.ownersOf?.(applied('st3'), {} as never)).toEqual(['st3']);
  });
});
