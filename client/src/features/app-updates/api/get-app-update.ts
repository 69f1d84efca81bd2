import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppUpdate, AppUpdateType } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { appUpdateKeys } from './app-update-keys';

export type { AppUpdate };

/** GET app-update?type=ANDROID (000 §7): the newest notice, or null. */
export const appUpdateQueryOptions = (type: AppUpdateType) =>
  queryOptions({
    queryKey: appUpdateKeys.current(type),
    queryFn: ({ signal }) => api.get<Envelope<AppUpdate | null>>('app-update', { query: { type }, signal }),
  });

export const useAppUpdate = (type: AppUpdateType) => useQuery(appUpdateQueryOptions(type));
