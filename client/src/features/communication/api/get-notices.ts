import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { noticeKeys, type NoticeListParams } from './notice-keys';

/** docs/api.md (contracts `Notice`): with `createdBy: { _id, displayName }` and `recipients` as a count. */
export interface NoticeItem {
  _id: string;
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  role: string;
  batch: string | null;
  createdAt: string;
  createdBy: { _id: string; displayName: string };
  recipients: number;
}

/**
 * GET notice?perPage&pageNo&searchTitle&active, newest first. Staff-side roles get every notice of the
 * institute; students, parents and teachers the ones addressed to them.
 */
export const noticesQueryOptions = (params: NoticeListParams) =>
  queryOptions({
    queryKey: noticeKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<NoticeItem>>('notice', { query: { ...params, active: params.active ? true : undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export const useNotices = (params: NoticeListParams) => useQuery(noticesQueryOptions(params));
