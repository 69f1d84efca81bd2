import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import { ErrorReply, GradeBody, GradeList, GradeReply, IdParams, Ok } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { idFor } from '../../platform/commands.js';
import { notFound } from '../../platform/errors.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok } from '../../platform/http/reply.js';
import { PICKER_MODULES, instituteOf, iso, READERS, text, WRITERS } from './shared.js';
import { gradeDecider, gradeScaleStream } from './grade-decider.js';

const MISSING = 'Grade not found.';
const Written = Ok(Type.Object({ _id: Type.String() }));
type Row = {
  id: string;
  low_percent: string | number;
  high_percent: string | number;
  grade: string;
  created_at: Date | string;
  updated_at: Date | string;
};

/** Percentages to two decimals, as they are stored. */
const band = (b: GradeBody) => ({
  lowPercent: Math.round(b.lowPercent * 100) / 100,
  highPercent: Math.round(b.highPercent * 100) / 100,
  grade: text(b.grade, 'Grade is required.'),
});

export function gradeRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const view = (r: Row) => ({
    _id: r.id,
    lowPercent: Number(r.low_percent),
    highPercent: Number(r.high_percent),
    grade: r.grade,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  });

  app.post(
    '/grade/create',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['grades'], body: GradeBody, response: { 200: GradeReply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const gradeId = idFor(ctx, 'grade');
      const data = { gradeId, ...band(req.body) };
      const res = await rt.commands.handle(gradeDecider, gradeScaleStream(ctx.instituteId), { type: 'AddGrade', data }, ctx);
      const now = ctx.now.toISOString();
      return sendWritten(
        reply,
        res.append,
        'Grade created successfully',
        view({
          id: gradeId,
          low_percent: data.lowPercent,
          high_percent: data.highPercent,
          grade: data.grade,
          created_at: now,
          updated_at: now,
        }),
      );
    },
  );

  app.put(
    '/grade/update/:id',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['grades'], params: IdParams, body: GradeBody, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const data = { gradeId: id, ...band(req.body) };
      // The scale stream is the caller's own institute's: a grade id of another institute is simply not in it.
      const res = await rt.commands.handle(gradeDecider, gradeScaleStream(ctx.instituteId), { type: 'ChangeGrade', data }, ctx, {
        mustExist: MISSING,
      });
      return sendWritten(reply, res.append, 'Grade updated successfully', { _id: id });
    },
  );

  app.delete(
    '/grade/delete/:id',
    {
      config: { access: WRITERS, module: 'academics' },
      schema: { tags: ['grades'], params: IdParams, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const res = await rt.commands.handle(
        gradeDecider,
        gradeScaleStream(ctx.instituteId),
        { type: 'RemoveGrade', data: { gradeId: id } },
        ctx,
        { mustExist: MISSING },
      );
      return sendWritten(reply, res.append, 'Grade deleted successfully', { _id: id });
    },
  );

  const cols = sql`id, low_percent, high_percent, grade, created_at, updated_at`;
  app.get(
    '/grade',
    {
      config: { access: READERS, module: 'academics', readableWith: PICKER_MODULES, readModels: ['grade'] },
      schema: { tags: ['grades'], response: { 200: GradeList, '4xx': ErrorReply } },
    },
    async (req) => {
      const r = await sql<Row>`select ${cols} from grade where institute_id = ${instituteOf(req)} and deleted_at is null
      order by high_percent desc, id`.execute(db);
      return ok('Grades', r.rows.map(view));
    },
  );

  app.get(
    '/grade/:id',
    {
      config: { access: READERS, module: 'academics', readableWith: PICKER_MODULES, readModels: ['grade'] },
      schema: { tags: ['grades'], params: IdParams, response: { 200: GradeReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { id } = req.params;
      const r =
        await sql<Row>`select ${cols} from grade where id = ${id} and institute_id = ${instituteOf(req)} and deleted_at is null`.execute(
          db,
        );
      if (!r.rows[0]) throw notFound(MISSING);
      return ok('Grade', view(r.rows[0]));
    },
  );
}
