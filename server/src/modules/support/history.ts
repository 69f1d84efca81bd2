import type { RecordedEvent, SupportEvent } from '@school/contracts';
import { EnquiryIdParams, ErrorReply, HistoryReply, SUPPORT_MESSAGES as M } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import type { TypedApp } from '../../platform/http/typed.js';
import { readHistory, type HistoryDescription } from '../../platform/audit/index.js';
import { authOf } from '../../platform/http/access.js';
import { notFound } from '../../platform/errors.js';
import { ok } from '../../platform/http/reply.js';
import { enquiryDecider, enquiryStream } from './decider.js';
import { OFFICE, SUPPORT_MODULE } from './office.js';

/** An enquiry's events as History entries: opened, each message (who wrote, from which side), resolved, reopened. */
export function describeEnquiry(e: RecordedEvent): HistoryDescription | null {
  const ev = e as unknown as SupportEvent;
  switch (ev.type) {
    case 'EnquiryOpened':
      return { summary: `Enquiry opened: ${ev.data.subject}`, changes: [{ label: 'Status', after: 'Open' }] };
    case 'EnquiryMessagePosted':
      return { summary: ev.data.from === 'STAFF' ? 'Office replied' : 'User replied' };
    case 'EnquiryResolved':
      return { summary: 'Marked resolved', changes: [{ label: 'Status', before: 'Open', after: 'Resolved' }] };
    case 'EnquiryReopened':
      return { summary: 'Reopened by the user’s reply', changes: [{ label: 'Status', before: 'Resolved', after: 'Open' }] };
    default:
      return null;
  }
}

/** `GET enquiry/history/:enquiryId`: the office's History drawer of an enquiry (oldest first). */
export function supportHistoryRoutes(app: TypedApp, rt: Runtime) {
  app.get(
    '/enquiry/history/:enquiryId',
    {
      config: { access: OFFICE, module: SUPPORT_MODULE, readModels: ['enquiry', 'app_user'] },
      schema: { tags: ['support'], params: EnquiryIdParams, response: { 200: HistoryReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const auth = authOf(req);
      const { enquiryId } = req.params;
      const state = await rt.commands.state(enquiryDecider, enquiryStream(enquiryId), auth);
      if (!state.exists) throw notFound(M.notFound);
      const data = await readHistory(rt, { streams: [enquiryStream(enquiryId)], instituteId: auth.instituteId, describe: describeEnquiry });
      return ok('Enquiry history', data);
    },
  );
}
