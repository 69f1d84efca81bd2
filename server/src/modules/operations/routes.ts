import { ErrorReply, MailOutboxReply, Ok, ProjectionStatusReply, RebuildBody } from '@school/contracts';
import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { badRequest } from '../../platform/errors.js';
import { ok } from '../../platform/http/reply.js';

/** Operator calls: projection status and rebuild, for SUPER_ADMIN only (docs/api.md). */
export async function operationsRoutes(app: TypedApp, rt: Runtime) {
  app.get(
    '/projection/status',
    {
      config: { access: ['SUPER_ADMIN'] },
      schema: { tags: ['operations'], response: { 200: ProjectionStatusReply, '4xx': ErrorReply } },
    },
    async () => {
      const rows = await rt.runner.status();
      return ok(
        'Projection status',
        rows.map((r) => ({
          name: r.name,
          version: r.version,
          // The table generation served: an operator sees a finished rebuild by it moving on.
          generation: r.generation,
          checkpoint: r.checkpoint.toString(),
          head: r.head.toString(),
          lag: r.lag.toString(),
          status: r.status,
          rebuild: r.rebuild
            ? {
                version: r.rebuild.version,
                generation: r.rebuild.generation,
                checkpoint: r.rebuild.checkpoint.toString(),
                startedAt: r.rebuild.startedAt,
              }
            : null,
        })),
      );
    },
  );

  app.get(
    '/mail/outbox',
    {
      config: { access: ['SUPER_ADMIN'] },
      schema: {
        tags: ['operations'],
        querystring: Type.Object({
          to: Type.Optional(Type.String({ maxLength: 320 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: { 200: MailOutboxReply, '4xx': ErrorReply },
      },
    },
    async (req) => {
      const q = req.query;
      // Without the tokens of reset and invitation links: reading the outbox must not let anyone take over an account.
      return ok('Mail outbox', await rt.mailer.latestRedacted(q.limit ?? 20, q.to));
    },
  );

  app.post(
    '/projection/rebuild',
    {
      config: { access: ['SUPER_ADMIN'] },
      schema: {
        tags: ['operations'],
        body: RebuildBody,
        response: { 202: Ok(Type.Object({ names: Type.Array(Type.String()) })), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const { name } = req.body;
      const names = name === '--all' || name === 'all' ? rt.runner.names : [name];
      for (const n of names)
        if (!rt.runner.names.includes(n)) throw badRequest(`Unknown projection: ${n}. Known: ${rt.runner.names.join(', ')}.`);
      // One job for all of them: the rebuild reads the log once for every read model it rebuilds.
      await rt.queue.enqueue('projections.rebuild', { names }, { dedupeId: `rebuild-${names.join(',')}`, dedupeMs: 5_000 });
      return reply.status(202).send(ok('Rebuild started; follow it with GET projection/status', { names }));
    },
  );
}
