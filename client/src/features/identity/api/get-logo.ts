import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Logo } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export type { Logo };

/** GET logo (public): the sign-in page's logo; `logoUrl` null means the fallback is shown. */
export const logoQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.logo(),
    queryFn: ({ signal }) => api.get<Envelope<Logo>>('logo', { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
    retry: 1,
  });

export const useLogo = () => useQuery(logoQueryOptions());
