import { READ_MODELS, type ReadModel } from '@school/contracts';

/**
 * The read models the circulation screens show: every `library_*` model the server signals (issues, members, holds,
 * the library dashboard), and the books (their available copies). Taken from READ_MODELS so the map only names models
 * the server signals; the student list's names and photos come with `student`.
 */
export const LIBRARY_READ_MODELS: readonly ReadModel[] = READ_MODELS.filter(
  (m) => m.startsWith('library_') || m === ('book' as string) || m === 'student',
);
