import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';

export type WaitFor = (readModels: readonly string[], position: bigint, timeoutMs: number) => Promise<boolean>;

/**
 * Read-your-writes: a command reply carries `X-Position`; a query that sends it back as `X-Min-Position`
 * waits, about 2 s at most, until the read models it reads have applied it.
 */
export function installReadYourWrites(app: FastifyInstance, waitFor: WaitFor, timeoutMs = 2000): void {
  app.addHook('preHandler', async (req, reply) => {
    const models = req.routeOptions.config?.readModels;
    const raw = req.headers['x-min-position'];
    if (!models?.length || raw === undefined) return;
    const v = Array.isArray(raw) ? raw[0] : raw;
    if (!v || !/^\d{1,19}$/.test(v.trim())) throw badRequest('X-Min-Position must be a whole number.');
    const reached = await waitFor(models, BigInt(v.trim()), timeoutMs);
    if (!reached) reply.header('x-stale', 'true');
  });
}
