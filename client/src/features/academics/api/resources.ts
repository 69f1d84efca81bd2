import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isReadModel } from '@school/contracts';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { academicKeys } from './academic-keys';

/** Where one academic record lives on the API (docs/api.md "Academics"). */
export interface ResourceDef {
  /** The read model / key name. */
  name: string;
  list: string;
  create: string;
  update: (id: string) => string;
  remove: (id: string) => string;
  /** Lists that are not paged (grades). */
  unpaged?: boolean;
  /** Other read models whose keys a write here makes stale (a course delete frees branches…). */
  alsoInvalidates?: string[];
}

const crud = (name: string, base: string, list = base, extra: Partial<ResourceDef> = {}): ResourceDef => ({
  name,
  list,
  create: `${base}/create`,
  update: (id) => `${base}/update/${encodeURIComponent(id)}`,
  remove: (id) => `${base}/delete/${encodeURIComponent(id)}`,
  ...extra,
});

export const resources = {
  course: crud('course', 'course', 'course', { alsoInvalidates: ['branch', 'batch'] }),
  branch: crud('branch', 'branch', 'branch', { alsoInvalidates: ['course', 'batch'] }),
  session: crud('academic_session', 'session', 'session', { alsoInvalidates: ['batch'] }),
  batch: crud('batch', 'batch'),
  subject: crud('subject', 'subject'),
  designation: crud('designation', 'designation'),
  grade: crud('grade', 'grade', 'grade', { unpaged: true }),
  holiday: { ...crud('holiday', 'holiday'), create: 'holiday' },
  bookCategory: crud('book_category', 'book-category'),
  inventoryCategory: crud('inventory_category', 'inventory/category'),
  fee: crud('fee', 'fee'),
} satisfies Record<string, ResourceDef>;

export interface ListParams {
  pageNo: number;
  perPage: number;
  searchTitle?: string;
  [key: string]: string | number | boolean | undefined;
}

export type AnyRow = { _id: string } & Record<string, unknown>;

export const resourceListOptions = <T extends AnyRow>(def: ResourceDef, params: ListParams) =>
  queryOptions({
    queryKey: academicKeys.list(def.name, params),
    queryFn: ({ signal }) =>
      def.unpaged
        ? api
            .get<Envelope<T[]>>(def.list, { signal })
            .then((r): PagedEnvelope<T> => ({ ...r, totalCount: r.data.length, perPage: r.data.length || 1, pageNo: 1, isLastChunk: true }))
        : api.get<PagedEnvelope<T>>(def.list, { query: params, signal }),
    placeholderData: (previous) => previous,
  });

export const useResourceList = <T extends AnyRow>(def: ResourceDef, params: ListParams, enabled = true) =>
  useQuery({ ...resourceListOptions<T>(def, params), enabled });

export const useResourceItem = <T extends AnyRow>(def: ResourceDef, id: string | undefined) =>
  useQuery({
    queryKey: academicKeys.one(def.name, id ?? ''),
    queryFn: ({ signal }) => api.get<Envelope<T>>(`${def.list}/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });

function useInvalidate(def: ResourceDef) {
  const qc = useQueryClient();
  // The record's own signal refreshes its list; the others (a course renamed in the batches' titles) are refreshed here.
  const names = [def.name, ...(def.alsoInvalidates ?? [])];
  return () =>
    invalidateUnlessPushed(
      qc,
      isReadModel(def.name) ? [def.name] : [],
      names.map((name) => academicKeys.resource(name)),
    );
}

/** Create (no id) or update (with id): JSON or FormData. */
export function useSaveResource(def: ResourceDef) {
  const invalidate = useInvalidate(def);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
      id ? api.put<Envelope<{ _id: string }>>(def.update(id), body) : api.post<Envelope<{ _id: string }>>(def.create, body),
    onSuccess: invalidate,
  });
}

export function useDeleteResource(def: ResourceDef) {
  const invalidate = useInvalidate(def);
  return useMutation({
    mutationFn: (id: string) => api.delete<Envelope<{ _id: string }>>(def.remove(id)),
    onSuccess: invalidate,
  });
}
