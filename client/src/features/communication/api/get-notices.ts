import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { noticeKeys, type NoticeListParams } from './notice-keys';

/** docs/api.md: with `createdBy: { _id, displayName }` and `recipients` as a count. */
export type NoticeItem = Notice;

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
