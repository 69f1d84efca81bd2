import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';

export type WaitFor = (readModels: readonly string[], position: bigint, timeoutMs: number) => Promise<boolean>;

/**
 * Read-your-writes: a command reply carries `X-Position`; a query that sends it back as `X-Min-Position`
 * waits, about 2 s at most, until the read models it reads have applied it.
 */
export function installReadYourWrites(app: FastifyInstance, waitFor: WaitFor, timeoutMs = 2000): void {
  // Only on the routes that read a read model, and a promise only for a request that sends the header: most reads pay
  // nothing for it (issue #13: a public route near a bare one).
  const hook = (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const raw = req.headers['x-min-position'];
    if (raw === undefined) return done();
    const models = req.routeOptions.config?.readModels ?? [];
    const v = Array.isArray(raw) ? raw[0] : raw;
    if (!v || !/^\d{1,19}$/.test(v.trim())) return done(badRequest('X-Min-Position must be a whole number.'));
    waitFor(models, BigInt(v.trim()), timeoutMs).then(
      (reached) => {
        if (!reached) reply.header('x-stale', 'true');
        done();
      },
      (err: Error) => done(err),
    );
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.readModels?.length) return;
    const before = route.preHandler;
    route.preHandler = (
      before === undefined ? [hook] : Array.isArray(before) ? [hook, ...before] : [hook, before]
    ) as typeof route.preHandler;
  });
}
