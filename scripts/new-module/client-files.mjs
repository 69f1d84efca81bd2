import { t } from './names.mjs';

/** The client feature and the int spec of a new module, as [path, text] pairs (see scripts/new-module.mjs). */
export function clientFiles(x) {
  const { n, E, e, ek, pk, P, p, rm, label, Label, Plural, base, keyRoot, name } = x;
  const feat = `client/src/features/${name}`;
  return [
    [
      `${feat}/api/${ek}-keys.ts`,
      t`
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
`,
    ],
    [
      `${feat}/api/get-${pk}.ts`,
      t`
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
`,
    ],
    [
      `${feat}/api/create-${ek}.ts`,
      t`
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
`,
    ],
    [
      `${feat}/api/delete-${ek}.ts`,
      t`
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
`,
    ],
    [
      `${feat}/push.ts`,
      t`
import type { PushMap } from '@/lib/push';
import { ${e}Keys } from './api/${ek}-keys';

export const ${n}Push: PushMap = { ${rm}: [${e}Keys.all] };
`,
    ],
    [
      `${feat}/components/add-${ek}-dialog.tsx`,
      t`
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
      <TextField
        label="Title"
        required
        maxLength={200}
        {...form.register('title')}
        error={errorOf(form.formState.errors, 'title')}
        autoFocus
      />
    </FormDialog>
  );
}
`,
    ],
    [
      `${feat}/pages/${pk}-page.tsx`,
      t`
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
    {
      key: 'date',
      header: 'Added',
      className: 'hidden sm:table-cell whitespace-nowrap text-slate-600',
      cell: (x) => formatDateTime(x.createdAt),
    },
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
        searchLabel="Search ${Plural.toLowerCase()}"
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
`,
    ],
    [
      `${feat}/index.ts`,
      t`
export { ${e}Keys } from './api/${ek}-keys';
`,
    ],
    [
      `tests/${name}.int.spec.ts`,
      t`
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
    expect(created.json()).toMatchObject({
      message: '${Label} added successfully',
      data: { title: 'First', createdBy: t.schoolA.users.get('ADMIN') },
    });
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
`,
    ],
  ];
}
