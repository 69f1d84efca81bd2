import { describe, it } from 'vitest';
import { PLACEMENT_NOTICE_MESSAGES as M, type PlacementNoticeEvent, type PlacementNoticeFields } from '@school/contracts';
import { deciderSpec } from '../../../platform/testing/decider-spec.js';
import { placementNoticeDecider, type PlacementNoticeCommand } from './decider.js';

const spec = deciderSpec(placementNoticeDecider);
const fields: PlacementNoticeFields = {
  title: 'Graduate Engineer Trainee',
  qualification: 'B.Tech',
  sessionId: 's1',
  companyName: 'Tata Consultancy Services',
  position: 'Trainee',
  lastDateToApply: '2026-12-10T18:29:59.999Z',
  companyDetails: 'IT services',
  jobDescription: '<p>Build things</p>',
  jobBenefits: null,
  howToApply: 'Apply here',
};
const posted: PlacementNoticeEvent = { type: 'PlacementNoticePosted', data: { noticeId: 'n1', ...fields, recipients: [] } };
const apply = (studentId: string, over: Partial<{ studentSessionId: string | null; now: string }> = {}): PlacementNoticeCommand => ({
  type: 'Apply',
  data: {
    applicationId: `a-${studentId}`,
    studentId,
    batchId: 'b1',
    studentSessionId: 's1',
    description: 'Hire me',
    resumeFileId: 'f1',
    now: '2026-12-01T10:00:00.000Z',
    ...over,
  },
});
const applied = (studentId: string): PlacementNoticeEvent => ({
  type: 'PlacementApplied',
  data: { noticeId: 'n1', applicationId: `a-${studentId}`, studentId, batchId: 'b1', description: 'Hire me', resumeFileId: 'f1' },
});

describe('placement notice decider', () => {
  it('posts a notice whose last day is today or later; refuses one before today', () => {
    spec
      .given()
      .when({ type: 'PostNotice', data: { noticeId: 'n1', fields, recipients: [], lastDay: '2026-12-10', today: '2026-12-10' } })
      .then([posted]);
    spec
      .given()
      .when({ type: 'PostNotice', data: { noticeId: 'n1', fields, recipients: [], lastDay: '2026-12-09', today: '2026-12-10' } })
      .thenThrows({ message: M.lastDatePast, status: 400 });
  });

  it('updates only what changed; an unchanged past date may stay, a new one may not be in the past', () => {
    spec
      .given(posted)
      .when({
        type: 'UpdateNotice',
        data: { noticeId: 'n1', fields: { ...fields, position: 'Analyst' }, lastDay: '2026-12-10', today: '2026-12-20' },
      })
      .then([{ type: 'PlacementNoticeUpdated', data: { noticeId: 'n1', position: 'Analyst', changed: ['position'] } }]);
    spec
      .given(posted)
      .when({
        type: 'UpdateNotice',
        data: {
          noticeId: 'n1',
          fields: { ...fields, lastDateToApply: '2026-12-15T18:29:59.999Z' },
          lastDay: '2026-12-15',
          today: '2026-12-20',
        },
      })
      .thenThrows({ message: M.lastDatePast, status: 400 });
    spec
      .given()
      .when({ type: 'UpdateNotice', data: { noticeId: 'n1', fields, lastDay: '2026-12-10', today: '2026-12-01' } })
      .thenThrows({ message: M.noticeMissing, status: 404 });
  });

  it('takes one application per student, of the session, until the last date', () => {
    spec
      .given(posted)
      .when(apply('st1'))
      .then([applied('st1')]);
    spec.given(posted, applied('st1')).when(apply('st1')).thenThrows({ message: M.alreadyApplied, status: 409 });
    spec
      .given(posted, applied('st1'))
      .when(apply('st2'))
      .then([applied('st2')]);
    spec
      .given(posted)
      .when(apply('st1', { studentSessionId: 's2' }))
      .thenThrows({ message: M.notOfSession, status: 403 });
    spec
      .given(posted)
      .when(apply('st1', { studentSessionId: null }))
      .thenThrows({ message: M.notOfSession, status: 403 });
    spec
      .given(posted)
      .when(apply('st1', { now: '2026-12-10T18:29:59.999Z' }))
      .then([applied('st1')]);
    spec
      .given(posted)
      .when(apply('st1', { now: '2026-12-10T18:30:00.000Z' }))
      .thenThrows({ message: M.closed, status: 409 });
    spec
      .given(posted, { type: 'PlacementNoticeDeleted', data: { noticeId: 'n1' } })
      .when(apply('st1'))
      .thenThrows({ message: M.noticeMissing, status: 404 });
  });

  it('deletes a notice nobody applied to; refuses once students applied', () => {
    spec
      .given(posted)
      .when({ type: 'DeleteNotice', data: { noticeId: 'n1' } })
      .then([{ type: 'PlacementNoticeDeleted', data: { noticeId: 'n1' } }]);
    spec
      .given(posted, applied('st1'))
      .when({ type: 'DeleteNotice', data: { noticeId: 'n1' } })
      .thenThrows({ message: M.hasApplicants, status: 409 });
  });
});
