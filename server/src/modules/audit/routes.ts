import { ChainReportReply, ErrorReply } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { verifyChain } from '../../platform/audit/index.js';
import { conflict } from '../../platform/errors.js';
import { ok } from '../../platform/http/reply.js';

/** Operator call: verify the event log's hash chain (docs/api.md "Audit"), SUPER_ADMIN only. */
export async function auditRoutes(app: TypedApp, rt: Runtime) {
  app.get(
    '/audit/verify',
    {
      config: { access: ['SUPER_ADMIN'] },
      schema: { tags: ['operations'], response: { 200: ChainReportReply, '4xx': ErrorReply } },
    },
    async () => {
      if (rt.config.eventstoreUrl)
        throw conflict('The events are in EventStoreDB, which is append-only; chain verification applies to the PostgreSQL event store.');
      const report = await verifyChain(rt.database.db, { batch: 2000 });
      return ok(report.ok ? 'Chain intact' : 'Chain broken', report);
    },
  );
}
