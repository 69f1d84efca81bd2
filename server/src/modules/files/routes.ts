import { Type } from '@sinclair/typebox';
import { ErrorReply, FileReply } from '@school/contracts';
import type { TypedApp } from '../../platform/http/typed.js';
import type { Runtime } from '../../platform/runtime.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { PUBLIC_PURPOSES } from '../../platform/files/file-store.js';

/**
 * Serves a stored file to whoever holds a valid signed URL, and nothing else: the read that listed the record (a
 * profile, a batch's materials) checked who may see it and handed the link out, which lives minutes. A bearer token
 * alone opens no file, so one user cannot fetch another's Aadhaar image by guessing or keeping its id. Public files
 * (an institute's logo) need no signature.
 */
export async function fileRoutes(app: TypedApp, rt: Runtime) {
  app.get(
    '/files/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        params: Type.Object({ id: Type.String({ pattern: '^[0-9a-f-]{36}$' }) }),
        querystring: Type.Object({ exp: Type.Optional(Type.Integer()), sig: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: FileReply('The file'), '4xx': ErrorReply },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const { exp, sig } = req.query;
      const signed = exp !== undefined && sig !== undefined && rt.files.signedBy(id, exp, sig);
      const info = await rt.files.info(id);
      // Unsigned or forged: the same answer whether or not the file exists.
      if (!info || (!signed && !PUBLIC_PURPOSES.includes(info.purpose))) throw notFound('File not found.');
      const left = signed ? exp! - Math.floor(Date.now() / 1000) : null;
      if (left !== null && left < 0 && !PUBLIC_PURPOSES.includes(info.purpose)) {
        throw forbidden('This file link has expired. Reload the page for a new one.');
      }
      const file = await rt.files.get(id);
      if (!file) throw notFound('File not found.');
      // The browser keeps a private file no longer than its link lives.
      const cache = left === null ? 'public, max-age=3600' : `private, max-age=${Math.max(0, Math.min(left, 3600))}`;
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', cache)
        .send(file.data);
    },
  );
}
