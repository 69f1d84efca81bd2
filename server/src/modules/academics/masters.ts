import { sql } from 'kysely';
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import {
  CategoryBody,
  CategoryList,
  CategoryReply,
  DesignationBody,
  DesignationList,
  DesignationReply,
  ErrorReply,
  FeeBody,
  FeeList,
  FeeReply,
  IdParams,
  Ok,
  PageQuery,
  SubjectBody,
  SubjectList,
  SubjectReply,
  type PermissionModule,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { idFor } from '../../platform/commands.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { isRupeeAmount } from '../../platform/money.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { ok, paged } from '../../platform/http/reply.js';
import { PICKER_MODULES, instituteOf, iso, liveState, pageOf, READERS, search, text, WRITERS } from './shared.js';
import { masterDecider, type MasterFields } from './master-decider.js';

type Row = Record<string, unknown> & { id: string; created_at: Date | string; updated_at: Date | string };

/** One master record type: its calls, events, read model and unique values. */
export interface MasterSpec {
  kind: string;
  /** The permission module its routes belong to. */
  module: PermissionModule;
  /** Other modules that may read its lists (the pickers of their screens). */
  readableWith?: PermissionModule[];
  idKey: string;
  label: string;
  table: string;
  tag: string;
  create: string;
  update: string;
  remove: string;
  lists: string[];
  one: string;
  body: TObject;
  reply: TSchema;
  list: TSchema;
  clean(body: Record<string, unknown>): MasterFields;
  unique: { key: string; field: string; message: string }[];
  /** field name -> read-model column. */
  columns: Record<string, string>;
}

const titled = (message: string) => (b: Record<string, unknown>) => ({ title: text(b.title as string, message) });
const described = (b: Record<string, unknown>) => ({
  title: text(b.title as string, 'Category Name is required.'),
  description: text(b.description as string, 'Description is required.'),
});

/** Rupees with at most 2 decimals (paise); checked on the number as sent, not on a float product. */
export const rupees = (amount: number): number => {
  if (!isRupeeAmount(amount)) throw badRequest('Amount must be more than 0 rupees, with at most 2 decimals.');
  return Math.round(amount * 100) / 100;
};

export const MASTERS: MasterSpec[] = [
  {
    kind: 'Subject',
    module: 'academics',
    readableWith: PICKER_MODULES,
    idKey: 'subjectId',
    label: 'Subject',
    table: 'subject',
    tag: 'subjects',
    create: '/subject/create',
    update: '/subject/update/:id',
    remove: '/subject/delete/:id',
    lists: ['/subject'],
    one: '/subject/:id',
    body: SubjectBody,
    reply: SubjectReply,
    list: SubjectList,
    clean: (b) => ({
      title: text(b.title as string, 'Subject name is required.'),
      subjectCode: text(b.subjectCode as string, 'Subject code is required.'),
    }),
    unique: [{ key: 'subject-code', field: 'subjectCode', message: 'A subject with this code already exists.' }],
    columns: { title: 'title', subjectCode: 'subject_code' },
  },
  {
    kind: 'Designation',
    module: 'academics',
    idKey: 'designationId',
    label: 'Designation',
    table: 'designation',
    tag: 'designations',
    create: '/designation/create',
    update: '/designation/update/:id',
    remove: '/designation/delete/:id',
    lists: ['/designation'],
    one: '/designation/:id',
    body: DesignationBody,
    reply: DesignationReply,
    list: DesignationList,
    clean: titled('Designation is required.'),
    unique: [{ key: 'designation-title', field: 'title', message: 'A designation with this name already exists.' }],
    columns: { title: 'title' },
  },
  {
    kind: 'BookCategory',
    module: 'library',
    idKey: 'bookCategoryId',
    label: 'Book category',
    table: 'book_category',
    tag: 'library',
    create: '/book-category/create',
    update: '/book-category/update/:id',
    remove: '/book-category/delete/:id',
    lists: ['/book-Category', '/book-category'],
    one: '/book-category/:id',
    body: CategoryBody,
    reply: CategoryReply,
    list: CategoryList,
    clean: described,
    unique: [{ key: 'book-category-title', field: 'title', message: 'A book category with this name already exists.' }],
    columns: { title: 'title', description: 'description' },
  },
  {
    kind: 'InventoryCategory',
    module: 'inventory',
    idKey: 'inventoryCategoryId',
    label: 'Inventory category',
    table: 'inventory_category',
    tag: 'inventory',
    create: '/inventory/category/create',
    update: '/inventory/category/update/:id',
    remove: '/inventory/category/delete/:id',
    lists: ['/inventory/category'],
    one: '/inventory/category/:id',
    body: CategoryBody,
    reply: CategoryReply,
    list: CategoryList,
    clean: described,
    unique: [{ key: 'inventory-category-title', field: 'title', message: 'An inventory category with this name already exists.' }],
    columns: { title: 'title', description: 'description' },
  },
  {
    kind: 'Fee',
    module: 'fees',
    idKey: 'feeId',
    label: 'Fee',
    table: 'fee',
    tag: 'fees',
    create: '/fee/create',
    update: '/fee/update/:id',
    remove: '/fee/delete/:id',
    lists: ['/fees', '/fee'],
    one: '/fee/:id',
    body: FeeBody,
    reply: FeeReply,
    list: FeeList,
    clean: (b) => ({ title: text(b.title as string, 'Fee name is required.'), amount: rupees(b.amount as number) }),
    unique: [{ key: 'fee-title', field: 'title', message: 'A fee with this name already exists.' }],
    columns: { title: 'title', amount: 'amount' },
  },
];

const Written = Ok(Type.Object({ _id: Type.String() }));

export function masterRoutes(app: TypedApp, rt: Runtime, m: MasterSpec) {
  const db = rt.database.db;
  const decider = masterDecider(m.kind, m.idKey, m.label);
  const stream = (id: string) => `${m.table}-${id}`;
  const missing = `${m.label} not found.`;
  const scope = (key: string, inst: string) => `${key}:${inst}`;
  const reads = { readModels: [m.table] };
  const cols = Object.entries(m.columns);
  const view = (r: Row) => ({
    _id: r.id,
    ...Object.fromEntries(cols.map(([f, c]) => [f, f === 'amount' ? Number(r[c]) : r[c]])),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  });
  const select = sql.join(['id', 'created_at', 'updated_at', ...cols.map(([, c]) => c)].map((c) => sql.ref(c)));

  /** Reserves the unique values that change (all on create); undoes what it took if one is refused. */
  const reserveAll = async (inst: string, id: string, next: MasterFields, old: MasterFields | null) => {
    const taken: { key: string; value: string }[] = [];
    try {
      for (const u of m.unique) {
        const value = String(next[u.field]);
        if (old && String(old[u.field]).toLowerCase() === value.toLowerCase()) continue;
        await rt.reservations.reserve(scope(u.key, inst), value, id, u.message);
        taken.push({ key: u.key, value });
      }
    } catch (err) {
      for (const t of taken) await rt.reservations.release(scope(t.key, inst), t.value, id);
      throw err;
    }
    return taken;
  };
  const releaseAll = async (inst: string, id: string, values: { key: string; value: string }[]) => {
    for (const t of values) await rt.reservations.release(scope(t.key, inst), t.value, id);
  };
  const uniqueValues = (f: MasterFields, changed: { key: string; value: string }[]) =>
    m.unique.filter((u) => changed.some((c) => c.key === u.key)).map((u) => ({ key: u.key, value: String(f[u.field]) }));

  app.post(
    m.create,
    {
      config: { access: WRITERS, module: m.module },
      schema: { tags: [m.tag], body: m.body, response: { 200: m.reply, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const fields = m.clean(req.body);
      const id = idFor(ctx, m.table);
      const taken = await reserveAll(ctx.instituteId, id, fields, null);
      try {
        const res = await rt.commands.handle(decider, stream(id), { type: 'Create', id, fields }, ctx);
        const now = ctx.now.toISOString();
        return sendWritten(reply, res.append, `${m.label} created successfully`, { _id: id, ...fields, createdAt: now, updatedAt: now });
      } catch (err) {
        await releaseAll(ctx.instituteId, id, taken);
        throw err;
      }
    },
  );

  app.put(
    m.update,
    {
      config: { access: WRITERS, module: m.module },
      schema: { tags: [m.tag], params: IdParams, body: m.body, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const fields = m.clean(req.body);
      const old = (await liveState(rt, decider, stream(id), ctx.instituteId, missing)).fields;
      const taken = await reserveAll(ctx.instituteId, id, fields, old);
      try {
        const res = await rt.commands.handle(decider, stream(id), { type: 'Update', id, fields }, ctx, { mustExist: missing });
        await releaseAll(ctx.instituteId, id, uniqueValues(old, taken));
        return sendWritten(reply, res.append, `${m.label} updated successfully`, { _id: id });
      } catch (err) {
        await releaseAll(ctx.instituteId, id, taken);
        throw err;
      }
    },
  );

  app.delete(
    m.remove,
    {
      config: { access: WRITERS, module: m.module },
      schema: { tags: [m.tag], params: IdParams, response: { 200: Written, '4xx': ErrorReply } },
    },
    async (req, reply) => {
      const ctx = commandContext(req);
      const { id } = req.params;
      const old = (await liveState(rt, decider, stream(id), ctx.instituteId, missing)).fields;
      const res = await rt.commands.handle(decider, stream(id), { type: 'Delete', id }, ctx, { mustExist: missing });
      await releaseAll(
        ctx.instituteId,
        id,
        m.unique.map((u) => ({ key: u.key, value: String(old[u.field]) })),
      );
      return sendWritten(reply, res.append, `${m.label} deleted successfully`, { _id: id });
    },
  );

  for (const path of m.lists) {
    app.get(
      path,
      {
        config: { access: READERS, module: m.module, readableWith: m.readableWith, ...reads },
        schema: { tags: [m.tag], querystring: PageQuery, response: { 200: m.list, '4xx': ErrorReply } },
      },
      async (req) => {
        const inst = instituteOf(req);
        const q = req.query;
        const { perPage, pageNo, offset } = pageOf(q, 20);
        const where = sql`where institute_id = ${inst} and deleted_at is null ${search(q, ...cols.filter(([f]) => f !== 'amount').map(([, c]) => c))}`;
        const rows = await sql<Row>`select ${select} from ${sql.table(m.table)} ${where}
        order by created_at desc, id limit ${perPage} offset ${offset}`.execute(db);
        const count = await sql<{ n: string }>`select count(*) as n from ${sql.table(m.table)} ${where}`.execute(db);
        return paged(`${m.label} list`, rows.rows.map(view), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
      },
    );
  }

  app.get(
    m.one,
    {
      config: { access: READERS, module: m.module, readableWith: m.readableWith, ...reads },
      schema: { tags: [m.tag], params: IdParams, response: { 200: m.reply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { id } = req.params;
      const r = await sql<Row>`select ${select} from ${sql.table(m.table)}
      where id = ${id} and institute_id = ${instituteOf(req)} and deleted_at is null`.execute(db);
      if (!r.rows[0]) throw notFound(missing);
      return ok(m.label, view(r.rows[0]));
    },
  );
}
