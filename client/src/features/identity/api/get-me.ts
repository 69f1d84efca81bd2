import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSummary } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/** GET auth/me: the signed-in user as the server sees it now (name, role, institutes). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => api.get<Envelope<UserSummary>>('auth/me', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());
