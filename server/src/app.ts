import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Runtime } from './platform/runtime.js';
import { installErrorHandler, type PageFallback } from './platform/http/error-handler.js';
import { installFormBodyMark, typeboxValidatorCompiler } from './platform/http/validation.js';
import { installAccess } from './platform/http/access.js';
import { installIdempotency } from './platform/http/idempotency.js';
import { installReadYourWrites } from './platform/http/read-your-writes.js';
import { SharedReads } from './platform/http/shared-read.js';
import { websocketRoute } from './platform/http/websocket.js';
import { WsHub } from './platform/push/ws-hub.js';
import { modules } from './modules/index.js';
import { createAuthenticator } from './modules/identity/index.js';
import { SAMPLE_PATHS, sampleReply } from './modules/bulk-upload/index.js';
import { createModuleGate, grantedModules } from './modules/permissions/index.js';
import { PERMISSION_MODULES } from '@school/contracts';
import type { Clock } from './platform/clock.js';

export const API_PREFIX = '/api/v1';

export interface AppOptions {
  logger?: boolean | { level: string };
  heartbeatMs?: number;
  /** Hooks installed before any route (tests check each reply against its route's response schema). */
  instrument?: (app: FastifyInstance) => void;
  /** Extra routes outside the API (the built client). */
  extra?: (app: FastifyInstance, pages: PageFallback) => Promise<void>;
}

/** Keeps tokens out of logs: the websocket carries one in its query string. */
const redact = (url: string) => url.replace(/([?&]token=)[^&]*/g, '$1[redacted]').replace(/([?&]sig=)[^&]*/g, '$1[redacted]');

/**
 * TRUST_PROXY (docs/operations.md): a number is how many proxies stand in front (the client address is the entry that
 * many hops back in X-Forwarded-For, which a client cannot forge); else a list of proxy addresses or CIDRs. Unset or 0:
 * the socket's address. Never `true`, which would take the left-most entry, the one a client writes itself.
 */
export function trustProxy(value: string | undefined): ((address: string, hop: number) => boolean) | string | false {
  const v = (value ?? '').trim();
  if (!v || v === '0' || v.toLowerCase() === 'false') return false;
  const hops = v.toLowerCase() === 'true' ? 1 : /^\d+$/.test(v) ? Number(v) : null;
  return hops === null ? v : (_address, hop) => hop < hops;
}

export async function buildApp(rt: Runtime, opts: AppOptions = {}) {
  const app = Fastify({
    logger: opts.logger
      ? {
          ...(typeof opts.logger === 'object' ? opts.logger : {}),
          serializers: { req: (req) => ({ method: req.method, url: redact(req.url) }) },
        }
      : false,
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    trustProxy: trustProxy(process.env.TRUST_PROXY),
    // Errors raised before routing (a path that is not valid URL encoding) get the same `{ error }` envelope.
    frameworkErrors: (err, _req, reply) =>
      (reply as FastifyReply)
        .status(400)
        .send({ error: (err as { code?: string }).code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : 'Bad request.' }),
  });
  app.setValidatorCompiler(typeboxValidatorCompiler as never);
  // Response schemas document the API; replies are plain JSON (no silent field dropping).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const pages: PageFallback = {};
  installErrorHandler(app, pages);
  opts.instrument?.(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'School platform API', version: '1.0.0', description: 'The spec calls plus those in docs/api.md.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 60, parts: 70, fieldSize: 100 * 1024 },
    async onFile(part) {
      (part as unknown as { value: unknown }).value = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
    },
  });
  installFormBodyMark(app);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  const authenticator = createAuthenticator(rt);
  const hub = new WsHub({
    heartbeatMs: opts.heartbeatMs,
    authenticate: (token, inst) => authenticator.authenticate(token, inst),
    modulesOf: (auth) => grantedModules(rt.database.db, auth, PERMISSION_MODULES),
  });
  const unsubscribe = rt.push.subscribe((env) => hub.deliver(env));
  app.addHook('onClose', async () => {
    unsubscribe();
    hub.close();
  });
  app.decorate('hub', hub);
  app.decorate('clock', rt.clock);
  app.decorate('sharedReads', new SharedReads(rt.epochs, rt.database.db));

  // Baseline browser protections for every reply (the panel is never framed; tokens live in script only).
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    // API replies carry tokens and personal data: no browser or proxy keeps them (a route may say otherwise, files do).
    if (req.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  installAccess(app, authenticator, API_PREFIX, createModuleGate(rt));
  installIdempotency(app, rt.database.db);
  installReadYourWrites(app, (models, pos, ms) => rt.runner.waitFor(models, pos, ms));

  await app.register(
    async (plain) => {
      const api = plain.withTypeProvider<TypeBoxTypeProvider>();
      websocketRoute(api, hub);
      for (const m of modules) await m.routes(api, rt);
      api.get('/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  // The bulk-upload pages' Download Sample links point at the site root (001 §2): /UploadStudentSample.xlsx, /StaffBulkUpload.xlsx.
  for (const path of SAMPLE_PATHS)
    app.get(path, { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) =>
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await sampleReply(path)),
    );
  if (opts.extra) await opts.extra(app, pages);
  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: WsHub;
    /** The runtime's clock: commands take their time from it (platform/clock.ts). */
    clock: Clock;
  }
}
