import { useQuery } from '@tanstack/react-query';
import type { UserRow } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { instituteKeys } from './institute-keys';

/** GET user?role=ADMIN&perPage=100: who may be made an institute's admin (the institute form). */
export const useInstituteAdmins = () =>
  useQuery({
    queryKey: instituteKeys.admins(),
    queryFn: ({ signal }) =>
      api.get<PagedEnvelope<UserRow>>('user', { query: { role: ['ADMIN'], pageNo: 1, perPage: 100, searchTitle: '' }, signal }),
  });
