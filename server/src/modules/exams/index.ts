import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { ServerModule } from '../types.js';
import { examRoutes } from './exam-routes.js';
import { questionRoutes } from './question-routes.js';
import { questionImportRoutes } from './import-routes.js';
import { QUESTION_IMPORT_JOB, runQuestionImport } from './question-import-job.js';
import { defineJob } from '../../platform/queue/jobs.js';
import { subjectExamRoutes } from './subject-routes.js';
import { sheetTakeRoutes } from './sheet-take-routes.js';
import { sheetMarkRoutes } from './sheet-mark-routes.js';
import { EXAM_DEADLINE_JOB, runDeadlineSweep } from './sheet-deadline.js';
import { resultDashboardRoutes } from './result-dashboard-routes.js';
import { resultRoutes } from './result-routes.js';
import { reportCardRoutes } from './report-card-routes.js';

export { examDecider, examStream, OFFLINE_SETTINGS, type ExamActor } from './decider.js';
export { submitOverdueAttempts, EXAM_DEADLINE_JOB } from './sheet-deadline.js';
export { ensureSheetsOpened, loadPaper, runSheet } from './sheet-store.js';
export { subjectExamsOfExamsTitled } from './sheet-queries.js';
export { examTotals } from './result-counters.js';

/** Exams, subject exams and the question bank (002 §2 Exams; issue 14 parts 1, 2 and the Students tab of 5). */
async function examsRoutes(app: TypedApp, rt: Runtime) {
  examRoutes(app, rt);
  subjectExamRoutes(app, rt);
  questionRoutes(app, rt);
  await questionImportRoutes(app, rt);
  sheetTakeRoutes(app, rt);
  sheetMarkRoutes(app, rt);
  resultDashboardRoutes(app, rt);
  resultRoutes(app, rt);
  reportCardRoutes(app, rt);
}

// Declared at load: the worker process runs the import without building the HTTP app.
defineJob(QUESTION_IMPORT_JOB, runQuestionImport);
// Every EXAM_DEADLINE_EVERY_SECONDS (10 s) where jobs run: open attempts of ended subject exams are submitted by DEADLINE.
defineJob(EXAM_DEADLINE_JOB, (rt) => runDeadlineSweep(rt), {
  everyMs: (config) => config.examDeadlineEverySeconds * 1000,
  firstAfterMs: 5_000,
});

export const examsModule: ServerModule = { name: 'exams', routes: examsRoutes };
// The assignments' questions follow the same rules and the same HTML cleaning (issue 15).
export { assertQuestion, QUESTION_MESSAGES } from './question-rules.js';
export { sanitiseHtml } from './safe-html.js';
