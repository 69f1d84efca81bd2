import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { ServerModule } from '../types.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { circulationRoutes } from './circulation/routes.js';

// ---- library catalogue (lib-catalogue) ----
export { bookCounts } from './catalogue/book-view.js';
export { importBookSheet, type BookSheetRow, type BookImportResult } from './catalogue/bulk-import.js';
export { bookDecider, bookStream, type BookState } from './catalogue/book-decider.js';
export { authorDecider, authorStream, publicationDecider, publicationStream } from './catalogue/masters-decider.js';
// ---- end library catalogue ----
// ---- library circulation (lib-circulation) ----
// ---- end library circulation ----

/**
 * Library (issue 17): the catalogue (books, authors, publications, copies, export, bulk upload) and circulation (issues,
 * returns, renewals, fines, holds, reminders). Both fold the book's stream, `book-<bookId>` (contracts/src/library).
 */
async function libraryRoutes(app: TypedApp, rt: Runtime) {
  catalogueRoutes(app, rt);
  circulationRoutes(app, rt);
}

export const libraryModule: ServerModule = { name: 'library', routes: libraryRoutes };
