/**
 * The library catalogue's pages as the admin panel imports them (app/ reaches a feature through its index, its pages/ or
 * its push.ts; the catalogue lives in ../catalogue). Once features/library/index.ts re-exports the catalogue, the panel
 * may import from '@/features/library' and this file can go.
 */
export { AuthorsPage, BookFormPage, BooksPage, PublicationsPage, UpdateStockPage } from '../catalogue';
