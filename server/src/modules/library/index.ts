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
import { defineJob } from '../../platform/queue/jobs.js';
import { todayOf } from '../../platform/clock.js';
import { LIBRARY_REMINDER_JOB, remindLoans } from './circulation/reminders.js';

export { circulationDecider, bookStream as circulationBookStream, type CirculationCommand } from './circulation/decider.js';
export { fineOf } from './circulation/fine.js';
export { issueCopy, returnCopy, onBook as onCirculationBook } from './circulation/loans.js';
export { librarySettingsDecider, librarySettingsStream } from './circulation/settings-decider.js';
export { reckoningFor as libraryReckoning, rulesFor as libraryRules } from './circulation/shared.js';
export { LIBRARY_REMINDER_JOB, libraryDemoPool, remindLoans } from './circulation/reminders.js';

// Return-date reminders and "your held copy is ready" go hourly (first ~10 minutes after start) as of the institute's
// today: idempotent (the book's decider reminds once per loan, kind and return date), so reruns add nothing.
defineJob(LIBRARY_REMINDER_JOB, (rt) => remindLoans(rt, { today: todayOf(rt.clock) }), { everyMs: 60 * 60_000, firstAfterMs: 10 * 60_000 });
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
