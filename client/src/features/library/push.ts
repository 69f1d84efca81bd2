import { READ_MODELS, type ReadModel } from '@school/contracts';
import type { PushMap } from '@/lib/push';
import { catalogueKeys } from './catalogue/api/catalogue-keys';

// ---- library circulation (lib-circ-client) ----
/**
 * The read models the library screens show: every `library_*` model the server signals (issues, members, holds, the
 * library dashboard), the books (their available copies), the students (names, photos) and the ledger (a paid fine is a
 * CREDIT: Total Fine Collected). Taken from READ_MODELS, so the map names only models the server signals.
 */
export const LIBRARY_READ_MODELS: readonly ReadModel[] = READ_MODELS.filter(
  (m) => m.startsWith('library_') || m === ('book' as string) || m === 'student' || m === 'finance_entry',
);
/** What a library write changes: the library's own models (issues, holds, fines, the books' copies). */
export const LIBRARY_WRITTEN_MODELS: readonly ReadModel[] = LIBRARY_READ_MODELS.filter(
  (m) => m.startsWith('library_') || m === ('book' as string),
);
/** The root of every library query key (circulation/api/library-keys.ts `libraryKeys.all`; a unit spec holds them equal). */
export const LIBRARY_KEY_ROOT = ['library'] as const;

/** Any library model's signal refetches every library query (dashboard, students, profiles, issues, holds, rules). */
export const libraryPush: PushMap = Object.fromEntries(LIBRARY_READ_MODELS.map((m) => [m, [LIBRARY_KEY_ROOT]]));
// ---- end library circulation ----
// ---- library catalogue (lib-catalogue) ----
/** The catalogue's read models: the book grid and form, the pickers and the config lists. */
export const libraryCataloguePush: PushMap = {
  library_book: [catalogueKeys.books()],
  library_author: [catalogueKeys.masters('author'), catalogueKeys.books()],
  library_publication: [catalogueKeys.masters('publication'), catalogueKeys.books()],
  book_category: [catalogueKeys.masters('category'), catalogueKeys.books()],
};
// ---- end library catalogue ----
