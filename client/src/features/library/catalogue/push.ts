import type { PushMap } from '@/lib/push';
import { catalogueKeys } from './api/catalogue-keys';

/** The catalogue's read models: the book grid and form, the pickers and the config lists. */
export const libraryCataloguePush: PushMap = {
  library_book: [catalogueKeys.books()],
  library_author: [catalogueKeys.masters('author'), catalogueKeys.books()],
  library_publication: [catalogueKeys.masters('publication'), catalogueKeys.books()],
  book_category: [catalogueKeys.masters('category'), catalogueKeys.books()],
};
