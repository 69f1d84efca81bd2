import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { historyKeys } from './history-keys';

/** One change inside a history entry: a labelled value before and after (either may be absent). */
export interface HistoryChange {
  label: string;
  before?: string | number | boolean | null;
  after?: string | number | boolean | null;
}

/** One entry of a `.../history/...` call (docs/api.md "Audit"): one recorded event, oldest first. */
export interface HistoryEntry {
  _id: string;
  position: string | number;
  type: string;
  summary: string;
  actor: { _id: string; displayName: string; role: string };
  occurredAt: string;
  reason?: string;
  amount?: number;
  changes?: HistoryChange[];
}

export { historyKeys };

/** GET <url> (a path without `/api/v1/`, e.g. `student/payment/history/<id>`) → history entries. */
export const historyQueryOptions = (url: string) =>
  queryOptions({
    queryKey: historyKeys.of(url),
    queryFn: ({ signal }) => api.get<Envelope<HistoryEntry[]>>(url, { signal }),
  });

export const useHistory = (url: string, enabled = true) => useQuery({ ...historyQueryOptions(url), enabled: enabled && url !== '' });
