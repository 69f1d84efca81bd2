import type { Static } from '@sinclair/typebox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryChange as HistoryChangeSchema, HistoryEntry } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { historyKeys } from './history-keys';

/** One entry of a `.../history/...` call (docs/api.md "Audit"): one recorded event, oldest first. */
export type { HistoryEntry } from '@school/contracts';
export type HistoryChange = Static<typeof HistoryChangeSchema>;

export { historyKeys };

/** GET <url> (a path without `/api/v1/`, e.g. `student/payment/history/<id>`) → history entries. */
export const historyQueryOptions = (url: string) =>
  queryOptions({
    queryKey: historyKeys.of(url),
    queryFn: ({ signal }) => api.get<Envelope<HistoryEntry[]>>(url, { signal }),
  });

export const useHistory = (url: string, enabled = true) => useQuery({ ...historyQueryOptions(url), enabled: enabled && url !== '' });
