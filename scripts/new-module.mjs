#!/usr/bin/env node
/**
 * npm run new-module -- <name> [--entity <entity>]
 *
 * Writes a compiling, tested slice for one entity with create, list and delete, shaped like the finance slice
 * (docs/new-module.md walks through the same files): contracts, server module, projection, push audience, client
 * feature, an int spec and the access-matrix rows. Names are kebab-case; `--entity` defaults to the module's name.
 * Access starts at SUPER_ADMIN and ADMIN with no permission module; the steps that need a person (the panel route,
 * a permission module, the demo seed, docs/api.md) are printed at the end.
 *
 * It refuses a name whose folders, read model, stream or contract names exist, and it edits shared files only by
 * anchors (a line it finds, then inserts beside); a missing anchor stops it before anything is written.
 *
 * How it was verified (by hand, in a worktree; too slow for a test that copies the tree):
 *   npm run new-module -- library --entity book
 *   npx tsc -p tsconfig.json --noEmit && npx tsc -p client/tsconfig.json --noEmit
 *   npx vitest run server/src/modules/library projections/src/library tests/library.int.spec.ts \
 *     tests/architecture.spec.ts tests/architecture-client.spec.ts tests/access-matrix.int.spec.ts \
 *     tests/push-audience.unit.spec.ts client/src/app/push-map.unit.spec.ts
 *   git checkout -- . && git clean -fd    (then the same with a module whose entity is its name: `npm run new-module -- hostel`)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function fail(message) {
  console.error(`new-module: ${message}`);
  process.exit(1);
}

// ---- arguments and names ----
const args = process.argv.slice(2);
const at = args.indexOf('--entity');
const entityArg = at >= 0 ? args[at + 1] : undefined;
const rest = args.filter((_, i) => i !== at && i !== at + 1);
if (rest.length !== 1 || (at >= 0 && !entityArg)) fail('usage: npm run new-module -- <name> [--entity <entity>] (kebab-case)');
const name = rest[0];
const entity = entityArg ?? name;
for (const n of [name, entity]) if (!KEBAB.test(n)) fail(`"${n}" is not kebab-case (a-z, 0-9, single dashes)`);

const words = (k) => k.split('-');
const pascal = (k) => words(k).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const camel = (k) => pascal(k)[0].toLowerCase() + pascal(k).slice(1);
const snake = (k) => words(k).join('_');
const plural = (k) => (/(s|x|ch|sh)$/.test(k) ? `${k}es` : /[^aeiou]y$/.test(k) ? `${k.slice(0, -1)}ies` : `${k}s`);

const N = pascal(name); // Library
const n = camel(name); // library
const E = pascal(entity); // Book
const e = camel(entity); // book
const ek = entity; // book (file names)
const pk = plural(entity); // books
const P = pascal(pk); // Books
const p = camel(pk); // books
const rm = snake(entity); // the read model and its table: book
const label = words(entity).join(' '); // book
const Label = label[0].toUpperCase() + label.slice(1); // Book
const Plural = words(pk).join(' ')[0].toUpperCase() + words(pk).join(' ').slice(1); // Books
const base = name === entity ? name : `${name}/${entity}`; // the routes: library/book
const keyRoot = name === entity ? `'${name}'` : `'${name}', '${entity}'`;
const ROLES = `${snake(name).toUpperCase()}_ROLES`;

/** A template: `\`` and `\${` stand for a backtick and `${` of the generated code; backslashes stay as written. */
const t = (s, ...v) => String.raw(s, ...v).replace(/\\`/g, '`').replace(/\\\$\{/g, '${');

// ---- refusals ----
const read = (rel) => readFileSync(join(ROOT, rel), 'utf8');
const folders = [`contracts/src/${name}`, `server/src/modules/${name}`, `projections/src/${name}`, `client/src/features/${name}`];
for (const f of [...folders, `tests/${name}.int.spec.ts`]) if (existsSync(join(ROOT, f))) fail(`${f} exists: pick another name`);
if (new RegExp(`'${rm}'`).test(read('contracts/src/push.ts'))) fail(`the read model ${rm} exists (contracts/src/push.ts): pick another entity`);
const contractNames = [E, `Create${E}Body`, `${E}Recorded`, `${E}Deleted`, `${E}List`, `${E}Reply`, `${N}Event`];
const grep = (pattern, dir) => {
  try {
    return execFileSync('grep', ['-rlE', pattern, join(ROOT, dir)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};
const taken = grep(`export (const|interface|type) (${contractNames.join('|')})\\b`, 'contracts/src');
if (taken) fail(`contracts already export one of ${contractNames.join(', ')} (${taken}): pick another entity`);
if (grep(`\`${e}-\\$\\{`, 'server/src')) fail(`a stream named ${e}-… exists in server/src: pick another entity`);

// ---- edits of shared files, all checked before anything is written ----
const writes = new Map();
const current = (rel) => writes.get(rel) ?? read(rel);

/**
 * Inserts `text` (lines) beside the first line matching `anchor` (or the last, with `last`): after it, or before it; with
 * `then`, beside the first line matching `then` that follows the anchor (the end of a list the anchor opens).
 */
function insert(rel, { anchor, then, where = 'after', last = false }, text) {
  const lines = current(rel).split('\n');
  const hits = lines.flatMap((l, i) => (anchor.test(l) ? [i] : []));
  if (hits.length === 0) fail(`anchor ${anchor} not found in ${rel}: the file changed; update scripts/new-module.mjs`);
  let i = last ? hits[hits.length - 1] : hits[0];
  if (then) {
    const j = lines.findIndex((l, k) => k > i && then.test(l));
    if (j < 0) fail(`anchor ${then} (after ${anchor}) not found in ${rel}: update scripts/new-module.mjs`);
    i = j;
  }
  lines.splice(where === 'after' ? i + 1 : i, 0, ...text.split('\n'));
  writes.set(rel, lines.join('\n'));
}
const create = (rel, text) => writes.set(rel, text.startsWith('\n') ? text.slice(1) : text);

// contracts
create(`contracts/src/${name}/index.ts`, t`
import { Type, type Static } from '@sinclair/typebox';
import { Ok, Paged, PageQuery } from '../envelope.js';

/** What \`POST ${base}/create\` takes: put the spec's fields and messages here (\`x-message\`, \`x-invalid\`, dates' \`x-window\`). */
export const Create${E}Body = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200, 'x-message': '${Label} title is required.' }),
});
export type Create${E}Body = Static<typeof Create${E}Body>;

export const ${E} = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  title: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.String(),
});
export type ${E} = Static<typeof ${E}>;

/** Paging and a title search; filters join it with \`Type.Composite\` (see finance). */
export const ${E}ListQuery = PageQuery;
export const ${E}Reply = Ok(${E});
export const ${E}List = Paged(${E});

export interface ${E}Recorded {
  type: '${E}Recorded';
  data: { ${e}Id: string; title: string };
}
export interface ${E}Deleted {
  type: '${E}Deleted';
  data: { ${e}Id: string };
}
export type ${N}Event = ${E}Recorded | ${E}Deleted;
`);
insert('contracts/src/index.ts', { anchor: /^export \* from '\.\/[a-z-]+\/index\.js';$/, last: true }, `export * from './${name}/index.js';`);
insert('contracts/src/push.ts', { anchor: /^export const READ_MODELS = \[/, then: /^\] as const;/, where: 'before' }, `  '${rm}',`);

// server
const mod = `server/src/modules/${name}`;
create(`${mod}/decider.ts`, t`
import type { ${N}Event } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

export interface ${E}State {
  exists: boolean;
  deleted: boolean;
}

export type ${E}Command =
  | { type: 'Record${E}'; data: { ${e}Id: string; title: string } }
  | { type: 'Delete${E}'; data: { ${e}Id: string } };

export const ${e}Stream = (id: string) => \`${e}-\${id}\`;

export const ${e}Decider: Decider<${E}State, ${E}Command, ${N}Event> = {
  initialState: () => ({ exists: false, deleted: false }),
  evolve(state, event) {
    switch (event.type) {
      case '${E}Recorded':
        return { ...state, exists: true };
      case '${E}Deleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Record${E}':
        if (state.exists) throw conflict('This ${label} already exists.');
        // The rules of a ${label} live here only: the route hands the input over as it came (trimmed).
        if (!command.data.title.trim()) throw badRequest('${Label} title is required.');
        return [{ type: '${E}Recorded', data: command.data }];
      case 'Delete${E}':
        if (!state.exists || state.deleted) throw notFound('${Label} not found.');
        return [{ type: '${E}Deleted', data: command.data }];
    }
  },
};
`);
create(`${mod}/decider.unit.spec.ts`, t`
import { describe, it } from 'vitest';
import type { ${N}Event } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { ${e}Decider } from './decider.js';

const spec = deciderSpec(${e}Decider);
const recorded: ${N}Event = { type: '${E}Recorded', data: { ${e}Id: 'x1', title: 'First' } };
const deleted: ${N}Event = { type: '${E}Deleted', data: { ${e}Id: 'x1' } };

describe('${label} decider', () => {
  it('records a ${label}, once', () => {
    spec.given().when({ type: 'Record${E}', data: recorded.data }).then([recorded]);
    spec.given(recorded).when({ type: 'Record${E}', data: recorded.data }).thenThrows({ status: 409 });
  });
  it('holds the rules of a ${label} itself, as client errors (the route does not repeat them)', () => {
    spec.given().when({ type: 'Record${E}', data: { ${e}Id: 'x1', title: '  ' } })
      .thenThrows({ message: '${Label} title is required.', status: 400 });
  });
  it('deletes by a new event, once', () => {
    spec.given(recorded).when({ type: 'Delete${E}', data: { ${e}Id: 'x1' } }).then([deleted]);
    spec.given(recorded, deleted).when({ type: 'Delete${E}', data: { ${e}Id: 'x1' } }).thenThrows({ message: 'not found', status: 404 });
    spec.given().when({ type: 'Delete${E}', data: { ${e}Id: 'x1' } }).thenThrows({ status: 404 });
  });
});
`);
create(`${mod}/routes.ts`, t`
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { Create${E}Body, ErrorReply, IdParams, Ok, ${E}List, ${E}ListQuery, ${E}Reply, type Role } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { authOf } from '../../platform/http/access.js';
import { commandContext, sendWritten } from '../../platform/http/context.js';
import { likePattern, pageOf, paged } from '../../platform/http/reply.js';
import { idFor } from '../../platform/commands.js';
import { ${e}Decider, ${e}Stream } from './decider.js';

/**
 * Who may call the routes. With a permission module (contracts' PERMISSION_MODULES): add MANAGER (and STAFF to read),
 * \`module\` in each route's config, the same in SIGNAL_AUDIENCE and in tests/access-matrix.expected.json.
 */
export const ${ROLES}: Role[] = ['SUPER_ADMIN', 'ADMIN'];

type Row = { id: string; title: string; created_at: Date | string; created_by: string };

export async function ${n}Routes(app: TypedApp, rt: Runtime) {
  const db = rt.database.db;
  const view = (r: Row) => ({
    _id: r.id,
    id: r.id,
    title: r.title,
    createdAt: new Date(r.created_at).toISOString(),
    createdBy: r.created_by,
  });

  app.post('/${base}/create', {
    config: { access: ${ROLES} },
    schema: { tags: ['${name}'], body: Create${E}Body, response: { 200: ${E}Reply, '4xx': ErrorReply } },
  }, async (req, reply) => {
    const ctx = commandContext(req);
    const title = req.body.title.trim();
    const ${e}Id = idFor(ctx, '${entity}');
    const res = await rt.commands.handle(${e}Decider, ${e}Stream(${e}Id), { type: 'Record${E}', data: { ${e}Id, title } }, ctx);
    return sendWritten(reply, res.append, '${Label} added successfully', view({
      id: ${e}Id, title, created_at: ctx.now, created_by: ctx.actor.userId,
    }));
  });

  app.delete('/${base}/delete/:id', {
    config: { access: ${ROLES} },
    schema: { tags: ['${name}'], params: IdParams, response: { 200: Ok(Type.Object({ _id: Type.String() })), '4xx': ErrorReply } },
  }, async (req, reply) => {
    const ctx = commandContext(req);
    const { id } = req.params;
    const res = await rt.commands.handle(${e}Decider, ${e}Stream(id), { type: 'Delete${E}', data: { ${e}Id: id } }, ctx, {
      mustExist: '${Label} not found.',
    });
    return sendWritten(reply, res.append, '${Label} deleted successfully', { _id: id });
  });

  app.get('/${base}', {
    config: { access: ${ROLES}, readModels: ['${rm}'] },
    schema: { tags: ['${name}'], querystring: ${E}ListQuery, response: { 200: ${E}List, '4xx': ErrorReply } },
  }, async (req) => {
    const q = req.query;
    const { perPage, pageNo, offset } = pageOf(q, 20);
    const where = sql.join(
      [
        sql\`institute_id = \${authOf(req).instituteId}\`,
        sql\`deleted_at is null\`,
        ...(q.searchTitle?.trim() ? [sql\`title ilike \${likePattern(q.searchTitle)}\`] : []),
      ],
      sql\` and \`,
    );
    const [rows, count] = await Promise.all([
      sql<Row>\`select id, title, created_at, created_by from ${rm} where \${where}
        order by created_at desc, id limit \${perPage} offset \${offset}\`.execute(db),
      sql<{ n: string }>\`select count(*) as n from ${rm} where \${where}\`.execute(db),
    ]);
    return paged('${Plural}', rows.rows.map(view), Number(count.rows[0]?.n ?? 0), perPage, pageNo);
  });
}
`);
create(`${mod}/index.ts`, t`
import type { ServerModule } from '../types.js';
import { ${n}Routes } from './routes.js';

export { ${e}Decider, ${e}Stream } from './decider.js';
export const ${n}Module: ServerModule = { name: '${name}', routes: ${n}Routes };
`);
insert('server/src/modules/index.ts', { anchor: /^import type \{ ServerModule \} from '\.\/types\.js';$/, where: 'before' },
  `import { ${n}Module } from './${name}/index.js';`);
insert('server/src/modules/index.ts', { anchor: /^export const modules: readonly ServerModule\[\] = \[$/, then: /^\];$/, where: 'before' },
  `  ${n}Module,`);
insert('server/src/platform/push/audience.ts', { anchor: /^\} satisfies Record<ReadModel, SignalAudience>;$/, where: 'before' },
  `  ${rm}: { all: ['SUPER_ADMIN', 'ADMIN'] },`);

// projections
create(`projections/src/${name}/${pk}.ts`, t`
import { sql } from 'kysely';
import type { ${N}Event } from '@school/contracts';
import type { Projection } from '../types.js';

/** \`${rm}\`: the institute's ${pk}. A deleted one stays, marked, so history and audit agree. */
export const ${p}Projection: Projection = {
  name: '${rm}',
  version: 1,
  tables: {
    ${rm}: (t) => sql\`create table \${t} (
      id text primary key, institute_id text not null, title text not null, created_by text not null,
      created_at timestamptz not null, deleted_at timestamptz, deleted_by text)\`,
  },
  indexes: {
    '${rm}.institute': (t, i) => sql\`create index \${i} on \${t} (institute_id, created_at desc)\`,
  },
  handles: ['${E}Recorded', '${E}Deleted'],
  async apply(ctx, event) {
    const e = event as unknown as ${N}Event;
    const m = event.metadata;
    switch (e.type) {
      case '${E}Recorded':
        await sql\`insert into \${ctx.table('${rm}')} (id, institute_id, title, created_by, created_at)
          values (\${e.data.${e}Id}, \${m.instituteId}, \${e.data.title}, \${m.actorId}, \${m.occurredAt})
          on conflict (id) do nothing\`.execute(ctx.tx);
        return;
      case '${E}Deleted':
        await sql\`update \${ctx.table('${rm}')} set deleted_at = \${m.occurredAt}, deleted_by = \${m.actorId}
          where id = \${e.data.${e}Id} and deleted_at is null\`.execute(ctx.tx);
        return;
    }
  },
};
`);
create(`projections/src/${name}/${pk}.int.spec.ts`, t`
import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { ${p}Projection } from './${pk}.js';

const spec = projectionSpec(${p}Projection);
const { event } = spec;

describe('${rm} projection', () => {
  it('keeps a ${label} and marks its deletion once, with who and when', async () => {
    const recorded = event('${E}Recorded', { ${e}Id: 'x1', title: 'First' });
    const deleted = event('${E}Deleted', { ${e}Id: 'x1' }, { actorId: 'u2' });
    const rows = await spec.given(recorded).when(deleted).then('${rm}');
    expect(rows).toMatchObject([{ id: 'x1', institute_id: 'i1', title: 'First', created_by: 'u1', deleted_by: 'u2' }]);
    expect(rows[0]!.deleted_at).toEqual(new Date(deleted.metadata.occurredAt));
  });

  it('writes nothing for the deletion of a ${label} it does not know', async () => {
    expect(await spec.when(event('${E}Deleted', { ${e}Id: 'unknown' })).then('${rm}')).toEqual([]);
  });
});
`);
insert('projections/src/index.ts', { anchor: /^import type \{ Projection \} from '\.\/types\.js';$/, where: 'before' },
  `import { ${p}Projection } from './${name}/${pk}.js';`);
insert('projections/src/index.ts', { anchor: /^export \* from '\.\/runner\.js';$/ }, `export { ${p}Projection };`);
insert('projections/src/index.ts', { anchor: /^export const allProjections: readonly Projection\[\] = \[$/, then: /^\];$/, where: 'before' },
  `  ${p}Projection,`);

// client
const feat = `client/src/features/${name}`;
create(`${feat}/api/${ek}-keys.ts`, t`
export interface ${E}ListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
}

export const ${e}Keys = {
  all: [${keyRoot}] as const,
  lists: () => [...${e}Keys.all, 'list'] as const,
  list: (params: ${E}ListParams) => [...${e}Keys.lists(), params] as const,
};
`);
create(`${feat}/api/get-${pk}.ts`, t`
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ${E} } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { ${e}Keys, type ${E}ListParams } from './${ek}-keys';

export type { ${E} };

/** GET ${base}?perPage&pageNo&searchTitle: newest first. */
export const ${p}QueryOptions = (params: ${E}ListParams) =>
  queryOptions({
    queryKey: ${e}Keys.list(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<${E}>>('${base}', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const use${P} = (params: ${E}ListParams) => useQuery(${p}QueryOptions(params));
`);
create(`${feat}/api/create-${ek}.ts`, t`
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Create${E}Body, ${E} } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST ${base}/create { title }. */
export function useCreate${E}() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Create${E}Body) => api.post<Envelope<${E}>>('${base}/create', body),
    onSuccess: () => invalidateUnlessPushed(qc, ['${rm}']),
  });
}
`);
create(`${feat}/api/delete-${ek}.ts`, t`
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** DELETE ${base}/delete/:id. */
export function useDelete${E}() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<{ _id: string }>>(\`${base}/delete/\${encodeURIComponent(id)}\`),
    onSuccess: () => invalidateUnlessPushed(qc, ['${rm}']),
  });
}
`);
create(`${feat}/push.ts`, t`
import type { PushMap } from '@/lib/push';
import { ${e}Keys } from './api/${ek}-keys';

export const ${n}Push: PushMap = { ${rm}: [${e}Keys.all] };
`);
create(`${feat}/components/add-${ek}-dialog.tsx`, t`
import { Create${E}Body } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/field';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import { useCreate${E} } from '../api/create-${ek}';

interface Values {
  title: string;
}

const empty: Values = { title: '' };
/** The contract's fields and messages, checked before the server checks them again. */
const resolver = schemaResolver<Values>(Create${E}Body);

/** POST ${base}/create; closes, resets and refreshes on success. */
export function Add${E}Dialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const create = useCreate${E}();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add ${label}"
      submitLabel="Add ${label}"
      form={form}
      submit={(v) => create.mutateAsync({ title: v.title.trim() })}
      onSuccess={() => {
        form.reset();
        onClose();
      }}
    >
      <TextField label="Title" required maxLength={200} {...form.register('title')} error={errorOf(form.formState.errors, 'title')} autoFocus />
    </FormDialog>
  );
}
`);
create(`${feat}/pages/${pk}-page.tsx`, t`
import { useState } from 'react';
import { Button, IconButton } from '@/components/button';
import { PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useDelete${E} } from '../api/delete-${ek}';
import type { ${E}ListParams } from '../api/${ek}-keys';
import { use${P}, type ${E} } from '../api/get-${pk}';
import { Add${E}Dialog } from '../components/add-${ek}-dialog';

/** The ${pk} of the institute, newest first, with Add and Delete; the list's page and search live in the URL. */
export function ${P}Page() {
  useDocumentTitle('${Plural}');
  const [params, setParams] = useListParams<${E}ListParams>({ pageNo: 1, perPage: 10, searchTitle: '' });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<${E} | null>(null);
  const list = use${P}(params);
  const remove = useDelete${E}();
  const rows = list.data?.data;

  const columns: Column<${E}>[] = [
    { key: 'title', header: 'Title', cell: (x) => <span className="font-medium break-words text-slate-900">{x.title}</span> },
    { key: 'date', header: 'Added', className: 'hidden sm:table-cell whitespace-nowrap text-slate-600', cell: (x) => formatDateTime(x.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      className: 'w-12 text-right',
      cell: (x) => (
        <IconButton label={\`Delete \${x.title}\`} tone="danger" onClick={() => setDeleting(x)}>
          <TrashIcon className="size-[1.1rem]" />
        </IconButton>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="${Plural}"
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon className="size-4" />
            Add ${label}
          </Button>
        }
      />
      <DataTable
        caption="${Plural}"
        columns={columns}
        rows={rows}
        rowKey={(x) => x._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((q) => ({ ...q, pageNo }))}
        searchLabel="Search ${words(pk).join(' ')}"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((q) => ({ ...q, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        emptyTitle="No data found"
        emptyText={params.searchTitle ? 'No ${label} matches this search.' : 'Add the first ${label}.'}
      />
      <Add${E}Dialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const res = await remove.mutateAsync(deleting!._id);
          if (rows?.length === 1 && params.pageNo > 1) setParams((q) => ({ ...q, pageNo: q.pageNo - 1 }));
          return res;
        }}
      />
    </>
  );
}
`);
create(`${feat}/index.ts`, t`
export { ${e}Keys } from './api/${ek}-keys';
`);
insert('client/src/app/push-invalidation.ts', { anchor: /^import \{ emitJob \} from '@\/lib\/job-events';$/, where: 'before' },
  `import { ${n}Push } from '@/features/${name}/push';`);
insert('client/src/app/push-invalidation.ts', { anchor: /^export const keysByReadModel = composePushMaps\(\[$/ }, `  ${n}Push,`);
insert('client/src/app/push-map.unit.spec.ts', { anchor: /^import \{ composePushMaps \} from '\.\.\/lib\/push-map';$/, where: 'before' },
  `import { ${n}Push } from '../features/${name}/push';`);
insert('client/src/app/push-map.unit.spec.ts', { anchor: /^const composed = composePushMaps\(\[$/ }, `  ${n}Push,`);

// tests
create(`tests/${name}.int.spec.ts`, t`
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@school/contracts';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** The log position a write reached: a read sent with it (\`at\`) waits for the read model. */
const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;

describe('${base}', () => {
  it('lets an admin add, list and delete a ${label}', async () => {
    const created = await t.as('ADMIN').post('${base}/create', { title: ' First ' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ message: '${Label} added successfully', data: { title: 'First', createdBy: t.schoolA.users.get('ADMIN') } });
    const id = created.json().data._id as string;
    const listed = await t.as('ADMIN').get('${base}?searchTitle=First', { at: pos(created) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((x: { _id: string }) => x._id)).toEqual([id]);
    const deleted = await t.as('ADMIN').delete(\`${base}/delete/\${id}\`);
    expect(deleted.json()).toEqual({ message: '${Label} deleted successfully', data: { _id: id } });
    expect((await t.as('ADMIN').get('${base}?searchTitle=First', { at: pos(deleted) })).json().data).toEqual([]);
    expect((await t.as('ADMIN').delete(\`${base}/delete/\${id}\`)).statusCode).toBe(404);
  });

  it('answers a missing or blank title with 400 and the message, and writes nothing', async () => {
    for (const body of [{}, { title: '' }, { title: '   ' }]) {
      const before = await t.rt.store.head();
      const r = await t.as('ADMIN').post('${base}/create', body);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: '${Label} title is required.' });
      expect(await t.rt.store.head()).toBe(before);
    }
  });

  it('refuses the roles below ADMIN and callers without a token, before anything is written', async () => {
    const before = await t.rt.store.head();
    for (const role of ['MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as Role[]) {
      expect((await t.as(role).post('${base}/create', { title: 'No' })).statusCode, role).toBe(403);
      expect((await t.as(role).get('${base}')).statusCode, role).toBe(403);
    }
    expect((await t.with().post('${base}/create', { title: 'No' })).statusCode).toBe(401);
    expect(await t.rt.store.head()).toBe(before);
  });

  it("keeps another institute's ${pk} out of its lists and out of its reach (404, nothing written)", async () => {
    const created = await t.as('ADMIN').post('${base}/create', { title: 'Only A' });
    const id = created.json().data._id as string;
    const listed = await t.as('ADMIN', 'b').get('${base}?searchTitle=Only', { at: pos(created) });
    expect(listed.json().data).toEqual([]);
    const before = await t.rt.store.head();
    expect((await t.as('ADMIN', 'b').delete(\`${base}/delete/\${id}\`)).statusCode).toBe(404);
    expect(await t.rt.store.head()).toBe(before);
  });
});
`);
const allow = '{ "allow": ["SUPER_ADMIN", "ADMIN"] },';
insert('tests/access-matrix.expected.json', { anchor: /^ {2}"routes": \{$/ }, [
  `    "POST /api/v1/${base}/create": ${allow}`,
  `    "DELETE /api/v1/${base}/delete/{id}": ${allow}`,
  `    "GET /api/v1/${base}": ${allow}`,
].join('\n'));
try {
  JSON.parse(current('tests/access-matrix.expected.json'));
} catch (err) {
  fail(`tests/access-matrix.expected.json would not parse after the insert: ${err.message}`);
}

// ---- write ----
for (const [rel, text] of writes) {
  mkdirSync(dirname(join(ROOT, rel)), { recursive: true });
  writeFileSync(join(ROOT, rel), text);
  console.log(`  wrote ${rel}`);
}

console.log(t`
Module ${name} (entity ${entity}, read model ${rm}, routes /api/v1/${base}) is in place. Check it:
  npx tsc -p tsconfig.json --noEmit && npx tsc -p client/tsconfig.json --noEmit
  npx vitest run ${mod} projections/src/${name} tests/${name}.int.spec.ts tests/access-matrix.int.spec.ts

Left to you:
  1. Fields: replace the placeholder \`title\` with the spec's fields and messages in contracts/src/${name}/index.ts, the
     decider's rules, the projection's table (bump its version) and the routes' view; dates declare \`x-window\`.
  2. Panel: a path in client/src/lib/routes.ts (\`paths\` and \`pageAccess\`: ['SUPER_ADMIN', 'ADMIN']), a
     <Route path={paths.${n}} component={${P}Page} /> in client/src/app/panels/admin-panel.tsx (import from
     '@/features/${name}/pages/${pk}-page'), and a sidebar entry in client/src/app/layout/nav-items.tsx.
  3. Permission module, if MANAGER or STAFF are to use it: add it to PERMISSION_MODULES (contracts/src/permissions),
     add MANAGER (STAFF to read) to ${ROLES} and \`module\` to each route's config (${mod}/routes.ts), \`modules\` to
     ${rm} in server/src/platform/push/audience.ts, \`"module"\` and the roles to its rows in
     tests/access-matrix.expected.json, \`module\` to its nav item, and a test that grants it (harness \`grant\`).
  4. Demo seed: server/src/demo/${name}-seed.ts writing through ${e}Decider (rt.commands.handle), called from seed.ts.
  5. docs/api.md: a section for ${name} (the three calls, their fields and messages, who may call them).
  6. Owners: if a ${label} belongs to a person, \`ownersOf\` on the projection and \`own\` roles in SIGNAL_AUDIENCE;
     a read that returns people asks the people module's \`profileView\` (docs/security.md).
`);
