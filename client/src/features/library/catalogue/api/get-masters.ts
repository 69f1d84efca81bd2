import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api, type PagedEnvelope } from '@/lib/api-client';
import type { Option } from '@/components/option-picker';
import { catalogueKeys, type MasterKind } from './catalogue-keys';
import { MASTER, masterRow, type MasterRow } from './masters';

export interface MasterListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
}

/** GET author | publication | book-Category ?perPage&pageNo&searchTitle, in one row shape. */
export const mastersQueryOptions = (kind: MasterKind, params: MasterListParams) =>
  queryOptions({
    queryKey: catalogueKeys.masterList(kind, params),
    queryFn: async ({ signal }) => {
      const r = await api.get<PagedEnvelope<Record<string, unknown>>>(MASTER[kind].list, { query: { ...params }, signal });
      return { ...r, data: r.data.map((x) => masterRow(kind, x)) } as PagedEnvelope<MasterRow>;
    },
    placeholderData: (previous) => previous,
  });

export const useMasters = (kind: MasterKind, params: MasterListParams) => useQuery(mastersQueryOptions(kind, params));

const optionsQuery = (kind: MasterKind, search: string) => ({
  ...mastersQueryOptions(kind, { pageNo: 1, perPage: 20, searchTitle: search }),
  select: (r: PagedEnvelope<MasterRow>): Option[] =>
    r.data.map((m) => ({ _id: m._id, label: m.name, ...(m.detail ? { detail: m.detail } : {}) })),
});
const useAuthorOptions = (search: string) => useQuery(optionsQuery('author', search));
const usePublicationOptions = (search: string) => useQuery(optionsQuery('publication', search));
const useCategoryOptions = (search: string) => useQuery(optionsQuery('category', search));

/** The pickers' options: 20 matching the search (001 §7 pickers). */
export const MASTER_OPTIONS: Record<MasterKind, (search: string) => UseQueryResult<Option[]>> = {
  author: useAuthorOptions,
  publication: usePublicationOptions,
  category: useCategoryOptions,
};
