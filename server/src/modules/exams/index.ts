import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import type { ServerModule } from '../types.js';
import { examRoutes } from './exam-routes.js';
import { questionRoutes } from './question-routes.js';
import { questionImportRoutes } from './import-routes.js';
import { QUESTION_IMPORT_JOB, runQuestionImport } from './question-import-job.js';
import { defineJob } from '../../platform/queue/jobs.js';
import { subjectExamRoutes } from './subject-routes.js';

export { examDecider, examStream, OFFLINE_SETTINGS, type ExamActor } from './decider.js';

/** Exams, subject exams and the question bank (002 §2 Exams; issue 14 parts 1, 2 and the Students tab of 5). */
async function examsRoutes(app: TypedApp, rt: Runtime) {
  examRoutes(app, rt);
  subjectExamRoutes(app, rt);
  questionRoutes(app, rt);
  await questionImportRoutes(app, rt);
}

// Declared at load: the worker process runs the import without building the HTTP app.
defineJob(QUESTION_IMPORT_JOB, runQuestionImport);

export const examsModule: ServerModule = { name: 'exams', routes: examsRoutes };
