import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstituteSummary } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { useInstituteId, useSession } from '@/lib/session';
import { instituteKeys } from './institute-keys';

export type Institute = InstituteSummary;

/** GET institute: the institutes the user belongs to (every institute for a SUPER_ADMIN). */
export const institutesQueryOptions = () =>
  queryOptions({
    queryKey: instituteKeys.list(),
    queryFn: ({ signal }) => api.get<Envelope<Institute[]>>('institute', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const useInstitutes = () => useQuery(institutesQueryOptions());

/** The institute requests act in: the switcher's choice, else the user's default, else the first. */
export function useActiveInstitute() {
  const query = useInstitutes();
  const chosen = useInstituteId();
  const session = useSession();
  const list = query.data ?? [];
  const active = list.find((i) => i._id === chosen) ?? list.find((i) => i._id === session?.user.activeInstitute) ?? list[0] ?? null;
  return { ...query, institutes: list, active };
}
