import { sql } from 'kysely';
import {
  AuthorBody,
  AuthorList,
  AuthorReply,
  CATALOGUE_MESSAGES,
  ErrorReply,
  IdParams,
  PageQuery,
  PublicationBody,
  PublicationList,
  PublicationReply,
} from '@school/contracts';
import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { authOf } from '../../../platform/http/access.js';
import { commandContext, sendWritten } from '../../../platform/http/context.js';
import { likePattern, ok, pageOf, paged } from '../../../platform/http/reply.js';
import { idFor } from '../../../platform/commands.js';
import { conflict, notFound } from '../../../platform/errors.js';
import { authorDecider, authorStream, publicationDecider, publicationStream, type NamedMasterState } from './masters-decider.js';
import { liveState, MASTER_READERS, OFFICE, optText } from './lookups.js';

type Row = { id: string; name: string; bio: string | null; created_at: Date | string; updated_at: Date | string };
const view = (r: Row) => ({
  _id: r.id,
  name: r.name,
  bio: r.bio,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

interface NamedSpec {
  label: 'Author' | 'Publication';
  path: 'author' | 'publication';
  table: 'library_author' | 'library_publication';
  /** The book column that names it (a delete is refused while a book does). */
  bookColumn: 'author_id' | 'publication_id';
  decider: typeof authorDecider;
  stream: (id: string) => string;
  missing: string;
  inUse: string;
}

const SPECS: NamedSpec[] = [
  {
    label: 'Author',
    path: 'author',
    table: 'library_author',
    bookColumn: 'author_id',
    decider: authorDecider,
    stream: authorStream,
    missing: CATALOGUE_MESSAGES.authorMissing,
    inUse: CATALOGUE_MESSAGES.authorInUse,
  },
  {
    label: 'Publication',
    path: 'publication',
    table: 'library_publication',
    bookColumn: 'publication_id',
    decider: publicationDecider as unknown as typeof authorDecider,
    stream: publicationStream,
    missing: CATALOGUE_MESSAGES.publicationMissing,
    inUse: CATALOGUE_MESSAGES.publicationInUse,
  },
];

/** Authors and publications (000 §5, 001 §2 add dialogs and pickers, 000 §2 config pages; issue 17 §1). */
export function catalogueMasterRoutes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  for (const m of SPECS) {
    const body = m.path === 'author' ? AuthorBody : PublicationBody;
    const reply1 = m.path === 'author' ? AuthorReply : PublicationReply;
    const list = m.path === 'author' ? AuthorList : PublicationList;
    const written = (id: string, s: NamedMasterState, created: string, updated: string) =>
      view({ id, name: s.name, bio: s.bio, created_at: created, updated_at: updated });

    app.post(
      `/${m.path}/create`,
      { config: { access: OFFICE, module: 'library' }, schema: { tags: ['library'], body, response: { 200: reply1, '4xx': ErrorReply } } },
      async (req, reply) => {
        const ctx = commandContext(req);
        const id = idFor(ctx, m.path);
        const res = await rt.commands.handle(
          m.decider,
          m.stream(id),
          { type: 'Record', id, name: req.body.name, bio: optText(req.body.bio), create: true },
          ctx,
        );
        const now = ctx.now.toISOString();
        return sendWritten(reply, res.append, `${m.label} created successfully`, written(id, res.state, now, now));
      },
    );

    app.put(
      `/${m.path}/update/:id`,
      {
        config: { access: OFFICE, module: 'library' },
        schema: { tags: ['library'], params: IdParams, body, response: { 200: reply1, '4xx': ErrorReply } },
      },
      async (req, reply) => {
        const ctx = commandContext(req);
        const { id } = req.params;
        await liveState(rt, m.decider, m.stream(id), ctx.instituteId, m.missing);
        const res = await rt.commands.handle(
          m.decider,
          m.stream(id),
          { type: 'Record', id, name: req.body.name, bio: optText(req.body.bio), create: false },
          ctx,
          { mustExist: m.missing },
        );
        const now = ctx.now.toISOString();
        return sendWritten(reply, res.append, `${m.label} updated successfully`, written(id, res.state, now, now));
      },
    );

    app.delete(
      `/${m.path}/delete/:id`,
      {
        config: { access: OFFICE, module: 'library', readModels: ['library_book'] },
        schema: { tags: ['library'], params: IdParams, response: { 200: reply1, '4xx': ErrorReply } },
      },
      async (req, reply) => {
        const ctx = commandContext(req);
        const { id } = req.params;
        const before = await liveState(rt, m.decider, m.stream(id), ctx.instituteId, m.missing);
        const used = await sql<{ n: string | number }>`select count(*) as n from library_book
          where institute_id = ${ctx.instituteId} and deleted_at is null and ${sql.ref(m.bookColumn)} = ${id}`.execute(db);
        if (Number(used.rows[0]?.n ?? 0) > 0) throw conflict(m.inUse);
        const res = await rt.commands.handle(m.decider, m.stream(id), { type: 'Delete', id }, ctx, { mustExist: m.missing });
        const now = ctx.now.toISOString();
        return sendWritten(reply, res.append, `${m.label} deleted successfully`, written(id, before, now, now));
      },
    );

    app.get(
      `/${m.path}`,
      {
        config: { access: MASTER_READERS, module: 'library', readModels: [m.table] },
        schema: { tags: ['library'], querystring: PageQuery, response: { 200: list, '4xx': ErrorReply } },
      },
      async (req) => {
        const inst = authOf(req).instituteId;
        const q = req.query;
        const { perPage, pageNo, offset } = pageOf(q, 20);
        const search = q.searchTitle?.trim() ? sql`and name ilike ${likePattern(q.searchTitle)}` : sql``;
        const where = sql`where institute_id = ${inst} and deleted_at is null ${search}`;
        const [rows, count] = await Promise.all([
          sql<Row>`select id, name, bio, created_at, updated_at from ${sql.table(m.table)} ${where}
            order by lower(name), id limit ${perPage} offset ${offset}`.execute(db),
          sql<{ n: string | number }>`select count(*) as n from ${sql.table(m.table)} ${where}`.execute(db),
        ]);
        return paged(`${m.label} list`, rows.rows.map(view), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
      },
    );

    app.get(
      `/${m.path}/:id`,
      {
        config: { access: MASTER_READERS, module: 'library', readModels: [m.table] },
        schema: { tags: ['library'], params: IdParams, response: { 200: reply1, '4xx': ErrorReply } },
      },
      async (req) => {
        const r = await sql<Row>`select id, name, bio, created_at, updated_at from ${sql.table(m.table)}
          where id = ${req.params.id} and institute_id = ${authOf(req).instituteId} and deleted_at is null`.execute(db);
        if (!r.rows[0]) throw notFound(m.missing);
        return ok(m.label, view(r.rows[0]));
      },
    );
  }
}
