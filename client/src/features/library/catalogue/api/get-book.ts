import { useQuery } from '@tanstack/react-query';
import type { Book } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET book/:id (the edit form, the stock page). */
export const useBook = (id: string | null) =>
  useQuery({
    queryKey: catalogueKeys.book(id ?? ''),
    queryFn: ({ signal }) => api.get<Envelope<Book>>(`book/${encodeURIComponent(id!)}`, { signal }),
    enabled: !!id,
  });
