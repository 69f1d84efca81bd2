import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PageFallback } from './platform/http/error-handler.js';
import staticFiles from '@fastify/static';

/** Serves the built client at `/` when it exists (`client/dist`); every non-API path falls back to index.html. */
export async function clientRoutes(app: FastifyInstance, pages: PageFallback): Promise<void> {
  const dist = resolve(import.meta.dirname, '../../client/dist');
  if (!existsSync(resolve(dist, 'index.html'))) {
    app.get('/', { config: { access: 'public' } }, async (_req, reply) =>
      reply.type('text/html').send('<!doctype html><title>School platform</title><p>The API is at <a href="/api/v1/docs">/api/v1/docs</a>. The panel is not built yet.</p>'),
    );
    return;
  }
  await app.register(staticFiles, { root: dist, wildcard: false });
  // Client-side routes (/login, /panel/...) load the app, which routes itself.
  pages.serve = (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
}
