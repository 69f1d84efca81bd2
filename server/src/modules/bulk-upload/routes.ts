import type { TypedApp } from '../../platform/http/typed.js';
import {
  BulkJobParams,
  BulkJobReply,
  BulkUploadAccepted,
  BulkUploadBody,
  ErrorReply,
  type BulkKind,
  type PermissionModule,
  type Role,
} from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { commandContext } from '../../platform/http/context.js';
import { authOf } from '../../platform/http/access.js';
import { filePart } from '../../platform/http/multipart.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { createJob, jobReply, loadJob, migrateJobs } from './job-store.js';
import { IMPORT_JOB, type ImportJobData } from './import-job.js';
import { SAMPLE_FILES, sampleOf } from './samples.js';
import { looksLikeXlsx } from './sheet.js';

const UPLOADERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
const MAX_BYTES = 10 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spec's bulk calls (001 §7): people, inventory, books, transport and finance. */
const CALLS: [string, BulkKind, string, PermissionModule?][] = [
  ['/student-register/upload-excel', 'student', 'Student'],
  ['/staff/bulk', 'staff', 'Staff'],
  // ---- inventory (inv-server) ----
  // A storekeeper (MANAGER or STAFF with module inventory) uploads items without the people bulk-upload module.
  ['/inventory/bulk', 'inventory', 'Inventory', 'inventory'],
  // ---- end inventory ----
  // ---- books (lib-catalogue) ----
  // A librarian (MANAGER with module library) uploads books without the people bulk-upload module.
  ['/book/bulk', 'book', 'Book', 'library'],
  // ---- end books ----
  // ---- transport fleet (fleet-server) ----
  // The transport office (MANAGER with module transport) uploads vehicles and routes without the people bulk-upload module.
  ['/transport/bulk', 'transport', 'Transport', 'transport'],
  // ---- end transport fleet ----
  // The office with the finance module records ledger entries from a sheet (issue 19 §7).
  ['/finance/bulk', 'finance', 'Finance', 'finance'],
];

/** GET /<sample>.xlsx outside the API (the page's Download Sample links point at the site root). */
export async function sampleReply(name: string): Promise<Buffer | null> {
  const kind = (Object.keys(SAMPLE_FILES) as BulkKind[]).find((k) => `/${SAMPLE_FILES[k]}` === name);
  return kind ? sampleOf(kind) : null;
}
export const SAMPLE_PATHS = Object.values(SAMPLE_FILES).map((f) => `/${f}`);

export async function bulkUploadRoutes(app: TypedApp, rt: Runtime) {
  await migrateJobs(rt.database.db);

  for (const [kind, file] of Object.entries(SAMPLE_FILES) as [BulkKind, string][]) {
    app.get(
      `/${file}`,
      {
        config: { access: 'public' },
        schema: { tags: ['bulk-upload'], summary: `The ${kind} bulk-upload sample (also served at /${file})` },
      },
      async (_req, reply) =>
        reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename="${file}"`)
          .send(await sampleOf(kind)),
    );
  }

  for (const [url, kind, title, module] of CALLS) {
    app.post(
      url,
      {
        config: { access: UPLOADERS, module: module ?? 'bulkUpload' },
        bodyLimit: MAX_BYTES + 64 * 1024,
        schema: {
          tags: ['bulk-upload'],
          summary: `Upload ${title} Data: validates every row and imports the good ones as a job`,
          consumes: ['multipart/form-data'],
          body: BulkUploadBody,
          response: { 202: BulkUploadAccepted, '4xx': ErrorReply },
        },
      },
      async (req, reply) => {
        const ctx = commandContext(req);
        const body = req.body;
        const part = filePart(body.file, 'File');
        if (!part || part.data.length === 0) throw badRequest('File required.');
        if (part.data.length > MAX_BYTES) throw badRequest('The file is larger than 10 MiB.');
        if (!looksLikeXlsx(part.data)) throw badRequest('Only .xlsx files can be uploaded.');
        const jobId = newId();
        await createJob(rt.database.db, {
          id: jobId,
          instituteId: ctx.instituteId,
          userId: ctx.actor.userId,
          kind,
          dryRun: body.dryRun === true,
          fileName: part.filename.slice(0, 200) || `${kind}.xlsx`,
          file: part.data,
        });
        const data: ImportJobData = { jobId, actorRole: authOf(req).role };
        await rt.queue.enqueue(IMPORT_JOB, data);
        return reply.status(202).send({
          message: body.dryRun ? `${title} file received: checking it` : `${title} file received: importing it`,
          data: { jobId },
        });
      },
    );
  }

  app.get(
    '/bulk-upload/job/:jobId',
    {
      config: {
        access: UPLOADERS,
        module: 'bulkUpload',
        // ---- books (lib-catalogue) ----
        // The uploads of other modules (books) are followed by who may upload them.
        readableWith: CALLS.flatMap(([, , , m]) => (m ? [m] : [])),
        // ---- end books ----
      },
      schema: { tags: ['bulk-upload'], params: BulkJobParams, response: { 200: BulkJobReply, '4xx': ErrorReply } },
    },
    async (req) => {
      const { jobId } = req.params;
      const auth = authOf(req);
      const job = await loadJob(rt.database.db, jobId);
      // Another institute's job does not exist for the caller.
      if (!job || job.institute_id !== auth.instituteId) throw notFound('Job not found.');
      return { message: 'Job fetched successfully', data: jobReply(job) };
    },
  );
}
