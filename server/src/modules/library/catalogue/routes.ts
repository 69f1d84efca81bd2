import type { TypedApp } from '../../../platform/http/typed.js';
import type { Runtime } from '../../../platform/runtime.js';
import { bookExportRoutes } from './book-export.js';
import { bookReadRoutes } from './book-reads.js';
import { bookWriteRoutes } from './book-routes.js';
import { catalogueMasterRoutes } from './masters-routes.js';

/**
 * Catalogue routes (issue 17 §1): authors and publications, books and their copies, export. `book/export` and
 * `book/history/:id` are static or longer paths, so the router matches them before `book/:id`.
 */
export function catalogueRoutes(app: TypedApp, rt: Runtime): void {
  catalogueMasterRoutes(app, rt);
  bookExportRoutes(app, rt);
  bookWriteRoutes(app, rt);
  bookReadRoutes(app, rt);
}
