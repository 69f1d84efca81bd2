import { Type } from '@sinclair/typebox';
import { ErrorReply } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../../platform/runtime.js';
import { notFound } from '../../platform/errors.js';
import { createAuthenticator } from '../identity/index.js';

/**
 * Serves a stored file to whoever holds a valid signed URL (handed out only by reads the caller was allowed
 * to make), or to a signed-in user of the file's institute.
 */
export async function fileRoutes(app: FastifyInstance, rt: Runtime) {
  const auth = createAuthenticator(rt);
  app.get('/files/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['files'],
      params: Type.Object({ id: Type.String({ pattern: '^[0-9a-f-]{36}$' }) }),
      querystring: Type.Object({ exp: Type.Optional(Type.Integer()), sig: Type.Optional(Type.String({ maxLength: 100 })) }),
      response: { '4xx': ErrorReply },
    },
  }, async (req, reply) => {
    const { id } = req.params as { id: string };
    const { exp, sig } = req.query as { exp?: number; sig?: string };
    const file = await rt.files.get(id);
    if (!file) throw notFound('File not found.');
    let allowed = exp !== undefined && sig !== undefined && rt.files.verify(id, exp, sig);
    if (!allowed) {
      const h = req.headers.authorization;
      if (typeof h === 'string' && /^Bearer\s+\S+$/i.test(h)) {
        const a = await auth.authenticate(h.replace(/^Bearer\s+/i, ''), undefined).catch(() => null);
        allowed = !!a && (a.role === 'SUPER_ADMIN' || a.institutes.includes(file.instituteId));
      }
    }
    if (!allowed) throw notFound('File not found.');
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'private, max-age=3600')
      .send(file.data);
  });
}
