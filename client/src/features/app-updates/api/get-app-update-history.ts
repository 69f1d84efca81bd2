import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppUpdate, AppUpdateType } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { appUpdateKeys, type AppUpdateHistoryParams } from './app-update-keys';

/** GET app-update/history?type&perPage&pageNo: every notice published, newest first. */
export const appUpdateHistoryQueryOptions = (type: AppUpdateType, params: AppUpdateHistoryParams) =>
  queryOptions({
    queryKey: appUpdateKeys.history(type, params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<AppUpdate>>('app-update/history', { query: { type, ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const useAppUpdateHistory = (type: AppUpdateType, params: AppUpdateHistoryParams) =>
  useQuery(appUpdateHistoryQueryOptions(type, params));
