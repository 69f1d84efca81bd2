import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WrongExpectedVersion } from '@school/contracts';
import { AppError } from '../errors.js';

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_PARTS_LIMIT: 'Too many parts in the form.',
  FST_FILES_LIMIT: 'Too many files in the form.',
  FST_FIELDS_LIMIT: 'Too many fields in the form.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
  FST_ERR_VALIDATION: 'Invalid request.',
};

/**
 * PostgreSQL errors caused by what a client sent (bad number, too long text, a NUL character in text or JSON,
 * which PostgreSQL cannot store: 22021, 22P05): a 400, not a 500.
 */
const CLIENT_SQLSTATES = new Set(['22P02', '22001', '22003', '22007', '22008', '22023', '2201X', '22026', '22021', '22P05']);

/**
 * busboy reports a malformed multipart body (no boundary, a boundary it cannot use, a body cut short) with plain
 * Errors that carry neither code nor status: recognised by their text, they are the client's fault.
 */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|The needle cannot .*|.*unexpected end of multipart data)$/i;

/** One error handler: the spec's `{ error }` envelope with the right 4xx; a 5xx only for our own faults. */
export interface PageFallback {
  /** Set once the built client is there: answers non-API paths with the single-page app. */
  serve?: (req: FastifyRequest, reply: FastifyReply) => unknown;
}

export function installErrorHandler(app: FastifyInstance, pages: PageFallback = {}): void {
  app.setErrorHandler((err: FastifyError & { sqlState?: string }, req, reply) => {
    if (err instanceof AppError) return reply.status(err.statusCode).send({ error: err.message });
    if (err instanceof WrongExpectedVersion) {
      return reply.status(409).send({ error: 'This record was changed at the same time by someone else. Reload and try again.' });
    }
    const code = (err as { code?: string }).code;
    if (code && CLIENT_SQLSTATES.has(code)) return reply.status(400).send({ error: 'A value in the request is not valid.' });
    if (!err.statusCode && MALFORMED_MULTIPART.test(err.message))
      return reply.status(400).send({ error: 'The multipart form is malformed.' });
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = err.code === 'FST_ERR_VALIDATION' ? err.message : (FRIENDLY[err.code] ?? err.message);
      return reply.status(status).send({ error: message || 'Bad request.' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong!' });
  });
  app.setNotFoundHandler((req, reply) => {
    if (pages.serve && req.method === 'GET' && !req.url.startsWith('/api/')) return pages.serve(req, reply);
    return reply.status(404).send({ error: `No route for ${req.method} ${req.url.split('?')[0]}` });
  });
}
