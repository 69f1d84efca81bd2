import type { ServerModule } from '../types.js';
import { defineJob } from '../../platform/queue/jobs.js';
import { bulkUploadRoutes } from './routes.js';
import { IMPORT_JOB, runImportJob } from './import-job.js';

export { sampleReply, SAMPLE_PATHS } from './routes.js';
export { runImportJob as runBulkImportJob, IMPORT_JOB as BULK_IMPORT_JOB } from './import-job.js';
export { buildSample, writeSheet as writeBulkSheet } from './samples.js';
export { createJob as createBulkUploadJob, loadJob as loadBulkUploadJob } from './job-store.js';

// Declared at load: the worker process runs this job without building the HTTP app.
defineJob(IMPORT_JOB, runImportJob);

/** Bulk upload of students and staff from the spec's sample sheets (001 §2, §5, §7). */
export const bulkUploadModule: ServerModule = { name: 'bulk-upload', routes: bulkUploadRoutes };
/** Reading an uploaded sheet by its header names (the exams module's question import reads its sheet the same way). */
export { looksLikeXlsx, readSheet, type SheetRow } from './sheet.js';
