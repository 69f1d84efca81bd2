import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageFallback } from './platform/http/error-handler.js';
import staticFiles from '@fastify/static';

/**
 * The panel's Content-Security-Policy: its own scripts only (no inline script, no eval); inline styles, which the UI
 * libraries set; images from itself, data: and blob: (previews of chosen files); the API and its websocket on the
 * same origin; Razorpay's checkout script, frame and calls for online payments; never framed by another site.
 */
export function panelCsp(req: FastifyRequest): string {
  const host = req.headers.host ?? '';
  // 'self' covers the same-origin websocket in current browsers; older ones need ws:/wss: with the host spelt out.
  const ws = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self' https://checkout.razorpay.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.razorpay.com",
    "font-src 'self' data:",
    `connect-src 'self'${ws} https://*.razorpay.com`,
    'frame-src https://api.razorpay.com https://checkout.razorpay.com',
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://api.razorpay.com",
    "frame-ancestors 'none'",
  ].join('; ');
}

const DIST = resolve(import.meta.dirname, '../../client/dist');

/** Serves the built client at `/` when it exists (`client/dist`); every non-API path falls back to index.html. */
export async function clientRoutes(app: FastifyInstance, pages: PageFallback, dist = DIST): Promise<void> {
  if (!existsSync(resolve(dist, 'index.html'))) {
    app.get('/', { config: { access: 'public' } }, async (req, reply) =>
      reply
        .type('text/html')
        .header('content-security-policy', panelCsp(req))
        .send(
          '<!doctype html><title>School platform</title><p>The API is at <a href="/api/v1/docs">/api/v1/docs</a>. ' +
            'The panel is not built yet.</p>',
        ),
    );
    return;
  }
  await app.register(staticFiles, { root: dist, wildcard: false });
  // Every HTML page of the panel (index.html at `/` too) gets the policy; scripts, styles and images need none.
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/') && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', panelCsp(req));
    }
    return payload;
  });
  // Client-side routes (/login, /panel/...) load the app, which routes itself.
  pages.serve = (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
}
