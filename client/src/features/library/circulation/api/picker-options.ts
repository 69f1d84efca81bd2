import { useQuery } from '@tanstack/react-query';
import type { Book, StudentRow } from '@school/contracts';
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

/** The student picker: GET student?perPage=20&pageNo=1&searchTitle= (name, registration or library card number). */
export const useStudentOptions = (searchTitle: string) =>
  useQuery({
    queryKey: libraryKeys.studentOptions(searchTitle),
    queryFn: async ({ signal }): Promise<Option[]> => {
      const res = await api.get<PagedEnvelope<StudentRow>>('student', {
        query: { perPage: 20, pageNo: 1, searchTitle: searchTitle || undefined },
        signal,
      });
      return res.data.map((s) => ({
        _id: s._id,
        label: s.displayName,
        detail:
          [s.academicDetails.registrationNumber, s.academicDetails.libraryCardNumber && `Card ${s.academicDetails.libraryCardNumber}`]
            .filter(Boolean)
            .join(' · ') ||
          (s.email ?? undefined),
      }));
    },
  });
