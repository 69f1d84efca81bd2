import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import { BatchMaterialBody, BatchMaterialList, BatchMaterialReply, ErrorReply, IdParams, Ok, PageQuery } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { idFor } from '../../platform/commands.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { filePart, MULTIPART } from '../../platform/http/multipart.js';
import { likePattern, pageOf, paged } from '../../platform/http/reply.js';
import { badRequest } from '../../platform/errors.js';
import { DOCUMENT_TYPES } from '../../platform/files/file-store.js';
import { iso, liveState } from './shared.js';
import { batchAudience, TAB_READERS, TAB_WRITERS } from './batch-tabs-access.js';
import { MATERIAL_MISSING, materialDecider, materialStream } from './batch-materials-decider.js';

const MAX_BYTES = 10 * 1024 * 1024;
const BatchParams = Type.Object({ batchId: Type.String({ minLength: 1, maxLength: 64 }) });

type Row = {
  id: string;
  batch_id: string;
  title: string;
  description: string;
  file_id: string;
  file_name: string;
  content_type: string;
  size: number;
  created_by: string;
  created_by_name: string;
  created_at: Date | string;
};

/** A file's name as shown: the last path segment, without control characters, at most 200 characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200) || 'material';

/** The Materials tab (001 §7 shows only the delete; upload and list are designed, docs/api.md "Batch tabs"). */
export function batchMaterialRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const who = batchAudience(rt);
  const view = (r: Row) => ({
    _id: r.id,
    batch: r.batch_id,
    title: r.title,
    description: r.description,
    fileName: r.file_name,
    contentType: r.content_type,
    size: r.size,
    fileUrl: rt.files.signedUrl(r.file_id, '/api/v1'),
    createdAt: iso(r.created_at),
    createdBy: { _id: r.created_by, displayName: r.created_by_name },
  });

  app.post(
    '/batch/material/:batchId',
    {
      config: { access: TAB_WRITERS },
      schema: {
        tags: ['batches'],
        consumes: MULTIPART,
        params: BatchParams,
        body: BatchMaterialBody,
        response: { 200: BatchMaterialReply, '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const a = authOf(req);
      const { batchId } = req.params;
      const body = req.body;
      await who.mayTeach(a, batchId, ['batch']);
      const title = body.title.trim();
      if (!title) throw badRequest('Title is required.');
      const part = filePart(body.file, 'File');
      if (!part) throw badRequest('File is required.');
      const file = await rt.files.put(part, {
        instituteId: ctx.instituteId,
        ownerId: ctx.actor.userId,
        purpose: 'batch-material',
        maxBytes: MAX_BYTES,
        types: DOCUMENT_TYPES,
        label: 'File',
      });
      const materialId = idFor(ctx, 'batch-material');
      const data = {
        materialId,
        batchId,
        title,
        description: (body.description ?? '').trim(),
        fileId: file.id,
        fileName: cleanName(part.filename),
        contentType: file.contentType,
        size: file.size,
        createdByName: a.displayName,
      };
      const res = await rt.commands.handle(materialDecider, materialStream(materialId), { type: 'AddMaterial', data }, ctx);
      return sendWritten(
        reply,
        res.append,
        'Material uploaded successfully',
        view({
          id: materialId,
          batch_id: batchId,
          title,
          description: data.description,
          file_id: file.id,
          file_name: data.fileName,
          content_type: file.contentType,
          size: file.size,
          created_by: ctx.actor.userId,
          created_by_name: a.displayName,
          created_at: ctx.now,
        }),
      );
    },
  );

  app.get(
    '/batch/:batchId/materials',
    {
      config: { access: TAB_READERS, readModels: ['batch_material', 'batch', 'batch_teacher', 'timetable_slot', 'student'] },
      schema: { tags: ['batches'], params: BatchParams, querystring: PageQuery, response: { 200: BatchMaterialList, '4xx': ErrorReply } },
    },
    async (req) => {
      const a = authOf(req);
      const { batchId } = req.params;
      await who.mayRead(a, batchId, ['batch']);
      const q = req.query;
      const { perPage, pageNo, offset } = pageOf(q, 10);
      const where = sql`institute_id = ${a.instituteId} and batch_id = ${batchId} and deleted_at is null
      ${q.searchTitle?.trim() ? sql`and title ilike ${likePattern(q.searchTitle)}` : sql``}`;
      const [rows, n] = await Promise.all([
        sql<Row>`select * from batch_material where ${where} order by created_at desc, id limit ${perPage} offset ${offset}`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from batch_material where ${where}`.execute(db),
      ]);
      return paged('Batch materials', rows.rows.map(view), n.rows[0]?.n ?? 0, perPage, pageNo);
    },
  );

  app.delete(
    '/batch/material-delete/:id',
    {
      config: { access: TAB_WRITERS },
      schema: { tags: ['batches'], params: IdParams, response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const state = await liveState(rt, materialDecider, materialStream(id), ctx.instituteId, MATERIAL_MISSING);
      await who.mayTeach(authOf(req), state.batchId, ['batch']);
      const res = await rt.commands.handle(materialDecider, materialStream(id), { type: 'DeleteMaterial', data: { materialId: id } }, ctx, {
        mustExist: MATERIAL_MISSING,
      });
      return sendWritten(reply, res.append, 'Material deleted successfully', { _id: id });
    },
  );
}
