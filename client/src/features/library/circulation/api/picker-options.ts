import { useQuery } from '@tanstack/react-query';
import type { Book, LibraryStudent } from '@school/contracts';
import type { Option } from '@/components/option-picker';
import { api, type PagedEnvelope } from '@/lib/api-client';
import { libraryKeys } from './library-keys';

/** A book choice, with its available copies (0: the dialog offers a hold instead). */
export interface BookOption extends Option {
  available: number;
}

/** The book picker: GET book?perPage=20&pageNo=1&searchTitle= (the catalogue's list). */
export const useBookOptions = (searchTitle: string) =>
  useQuery({
    queryKey: libraryKeys.bookOptions(searchTitle),
    queryFn: async ({ signal }): Promise<BookOption[]> => {
      const res = await api.get<PagedEnvelope<Book>>('book', {
        query: { perPage: 20, pageNo: 1, searchTitle: searchTitle || undefined },
        signal,
      });
      return res.data.map((b) => ({
        _id: b._id,
        label: b.title,
        detail: `${b.author?.name ?? 'Unknown author'} · ${b.available} of ${b.quantity} available`,
        available: b.available,
      }));
    },
  });

/**
 * The student picker: GET library/student?perPage=20&pageNo=1&searchTitle= (name, registration or library card number).
 * The library's own list, not GET student: a librarian (STAFF with only the `library` module) may not read the student
 * list, and a picker that answers 403 would leave the Issue and Return dialogs unusable.
 */
export const useStudentOptions = (searchTitle: string) =>
  useQuery({
    queryKey: libraryKeys.studentOptions(searchTitle),
    queryFn: async ({ signal }): Promise<Option[]> => {
      const res = await api.get<PagedEnvelope<LibraryStudent>>('library/student', {
        query: { perPage: 20, pageNo: 1, searchTitle: searchTitle || undefined },
        signal,
      });
      return res.data.map(({ user: s }) => ({
        _id: s._id,
        label: s.displayName,
        detail: [s.registrationNumber, s.libraryCardNumber && `Card ${s.libraryCardNumber}`].filter(Boolean).join(' · ') || undefined,
      }));
    },
  });
