import { useQuery } from '@tanstack/react-query';
import type { UserRow } from '@school/contracts';
import type { Option } from '@/components/option-picker';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { ridersKeys } from './riders-keys';

/** The Assign student picker: GET user?role=STUDENT&perPage=15&pageNo=1&searchTitle= (name or e-mail). */
export const useStudentOptions = (searchTitle: string) =>
  useQuery({
    queryKey: ridersKeys.students(searchTitle),
    queryFn: async ({ signal }): Promise<Option[]> => {
      const res = await api.get<PagedEnvelope<UserRow>>('user', {
        query: { role: 'STUDENT', perPage: 15, pageNo: 1, searchTitle: searchTitle || undefined },
        signal,
      });
      return res.data.map((u) => ({ _id: u._id, label: u.displayName, detail: u.email ?? undefined }));
    },
  });
