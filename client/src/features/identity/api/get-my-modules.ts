import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/** GET user/modules: the modules the caller may open (MANAGER and STAFF depend on grants). */
export const myModulesQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.modules(),
    queryFn: ({ signal }) => api.get<Envelope<{ modules: string[] }>>('user/modules', { signal }).then((r) => r.data.modules),
    staleTime: 60_000,
  });

export const useMyModules = () => useQuery(myModulesQueryOptions());
