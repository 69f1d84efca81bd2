import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Book } from '@school/contracts';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { catalogueKeys, type BookListParams } from './catalogue-keys';

export type { Book };

/** GET book?perPage=12|20&pageNo&searchTitle: newest first. */
export const booksQueryOptions = (params: BookListParams) =>
  queryOptions({
    queryKey: catalogueKeys.bookList(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<Book>>('book', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });

export const useBooks = (params: BookListParams) => useQuery(booksQueryOptions(params));
