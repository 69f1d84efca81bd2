export interface BookListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
}

/** Authors, publications and book categories: the form's pickers and the config lists. */
export type MasterKind = 'author' | 'publication' | 'category';

export const catalogueKeys = {
  all: ['library-catalogue'] as const,
  books: () => [...catalogueKeys.all, 'books'] as const,
  bookList: (params: BookListParams) => [...catalogueKeys.books(), 'list', params] as const,
  book: (id: string) => [...catalogueKeys.books(), 'one', id] as const,
  masters: (kind: MasterKind) => [...catalogueKeys.all, 'masters', kind] as const,
  masterList: (kind: MasterKind, params: { pageNo: number; perPage: number; searchTitle: string }) =>
    [...catalogueKeys.masters(kind), params] as const,
};
