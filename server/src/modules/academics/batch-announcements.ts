import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import {
  BatchAnnouncementBody,
  BatchAnnouncementList,
  BatchAnnouncementReply,
  ErrorReply,
  IdParams,
  Ok,
  PageQuery,
  type Role,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { batchStudentsAndParents } from '../people/index.js';
import { idFor } from '../../platform/commands.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { pageOf, paged } from '../../platform/http/reply.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { batchNotices, noticeDecider, noticeStream, type BatchNoticeRow } from '../communication/index.js';
import { caughtUp, iso } from './shared.js';
import { batchAudience, TAB_READERS, TAB_WRITERS } from './batch-tabs-access.js';

/** 002 §6, 001 §6: deleting a (batch) notice needs ADMIN or STAFF. */
const DELETERS: Role[] = ['ADMIN', 'STAFF'];
/** An announcement stays on the notice board for this long (the tab lists it until it is deleted). */
const SHOWN_DAYS = 30;
const MISSING = 'Announcement not found.';
const BatchParams = Type.Object({ batchId: Type.String({ minLength: 1, maxLength: 64 }) });

type Row = BatchNoticeRow;

/**
 * The Announcements tab: a batch announcement is a notice for the batch's students (and their parents), so it
 * reaches their notices and notification inboxes like any other notice (the communication module's decider).
 */
export function batchAnnouncementRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const who = batchAudience(rt);
  const view = (r: Row) => ({
    _id: r.id,
    batch: r.batch,
    title: r.title,
    description: r.description,
    createdAt: iso(r.created_at),
    createdBy: { _id: r.created_by, displayName: r.created_by_name },
    recipients: r.recipients.length,
  });

  app.post(
    '/batch/announcement/:batchId',
    {
      config: { access: TAB_WRITERS },
      schema: {
        tags: ['notices'],
        params: BatchParams,
        body: BatchAnnouncementBody,
        response: { 200: BatchAnnouncementReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const a = authOf(req);
      const { batchId } = req.params;
      const body = req.body;
      await who.mayTeach(a, batchId, ['notice', 'batch']);
      const title = body.title.trim();
      if (title.length < 3 || title.length > 50) throw badRequest('Title must be 3 to 50 characters.');
      const description = body.description.trim();
      if (description.length < 3) throw badRequest('Description must be at least 3 characters.');
      await caughtUp(rt, ['student']);
      // The batch's students and the parents linked to them, resolved now so a replay notifies the same people.
      const recipients = await batchStudentsAndParents(db, ctx.instituteId, batchId, ctx.actor.userId);
      const noticeId = idFor(ctx, 'batch-announcement');
      const end = new Date(ctx.now.getTime() + SHOWN_DAYS * 86_400_000);
      const data = {
        noticeId,
        title,
        description,
        startTime: ctx.now.toISOString(),
        endTime: end.toISOString(),
        role: 'STUDENT' as const,
        batch: batchId,
        createdByName: a.displayName,
        recipients,
      };
      const res = await rt.commands.handle(
        noticeDecider,
        noticeStream(noticeId),
        { type: 'PublishNotice', data, now: ctx.now.toISOString() },
        ctx,
      );
      return sendWritten(
        reply,
        res.append,
        'Announcement posted successfully',
        view({
          id: noticeId,
          batch: batchId,
          title,
          description,
          created_by: ctx.actor.userId,
          created_by_name: a.displayName,
          created_at: ctx.now,
          recipients,
        }),
      );
    },
  );

  app.get(
    '/batch/:batchId/announcements',
    {
      config: { access: TAB_READERS, readModels: ['notice', 'batch', 'batch_teacher', 'timetable_slot', 'student'] },
      schema: {
        tags: ['notices'],
        params: BatchParams,
        querystring: PageQuery,
        response: { 200: BatchAnnouncementList, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const a = authOf(req);
      const { batchId } = req.params;
      await who.mayRead(a, batchId, ['notice', 'batch']);
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 10);
      const page = await batchNotices(db, { instituteId: a.instituteId, batchId, searchTitle: q.searchTitle, perPage, offset });
      return paged('Batch announcements', page.rows.map(view), page.total, perPage, pageNo);
    },
  );

  app.delete(
    '/batch/announcement/delete/:id',
    {
      config: { access: DELETERS, module: 'notice' },
      schema: { tags: ['notices'], params: IdParams, response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const events = await rt.store.readStream(noticeStream(id));
      const published = events.find((e) => e.type === 'NoticePublished');
      // Only a notice of a batch of this institute is an announcement (the stream check makes others' ids a 404).
      if (!published || published.metadata.instituteId !== ctx.instituteId || !(published.data as { batch: string | null }).batch)
        throw notFound(MISSING);
      const res = await rt.commands.handle(noticeDecider, noticeStream(id), { type: 'DeleteNotice', data: { noticeId: id } }, ctx, {
        mustExist: MISSING,
      });
      return sendWritten(reply, res.append, 'Announcement deleted successfully', { _id: id });
    },
  );
}
