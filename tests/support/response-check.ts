import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { FastifyInstance } from 'fastify';

/**
 * Item 1 of issue #10: every reply a test receives is checked against its route's response schema (the contract).
 * The schema is picked by status code, then by its range ('2xx', '4xx'), then 'default'; a route without one for
 * that status is not checked. Only JSON replies are checked (files and spreadsheets are not JSON).
 * Mismatches are collected on the app and thrown by `assertResponsesMatch` when the test app closes.
 */
const found = new WeakMap<FastifyInstance, string[]>();
const compiled = new WeakMap<object, TypeCheck<TSchema>>();

function schemaFor(response: Record<string, unknown> | undefined, status: number): TSchema | undefined {
  if (!response) return undefined;
  const s = response[String(status)] ?? response[`${String(status)[0]}xx`] ?? response.default;
  return s && typeof s === 'object' ? (s as TSchema) : undefined;
}

const checkerOf = (schema: TSchema) => {
  let c = compiled.get(schema);
  if (!c) compiled.set(schema, (c = TypeCompiler.Compile(schema)));
  return c;
};

/** Compares one reply with its schema; the mismatch as a line, or null. */
export function responseMismatch(schema: TSchema | undefined, status: number, payload: unknown, where: string): string | null {
  if (!schema || typeof payload !== 'string') return null;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return `${where} ${status}: the reply is not JSON`;
  }
  const check = checkerOf(schema);
  if (check.Check(body)) return null;
  const errors = [...check.Errors(body)]
    .slice(0, 3)
    .map((e) => `${e.path || '/'} ${e.message} (got ${JSON.stringify(e.value)?.slice(0, 80)})`);
  return `${where} ${status}: ${errors.join('; ')}`;
}

/** Installs the check (pass it as `instrument` to buildApp, so it is in place before the routes are). */
export function checkResponses(app: FastifyInstance) {
  const mismatches: string[] = [];
  found.set(app, mismatches);
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.includes('json')) return payload;
    const schema = schemaFor(req.routeOptions.schema?.response as Record<string, unknown> | undefined, reply.statusCode);
    const m = responseMismatch(schema, reply.statusCode, payload, `${req.method} ${req.routeOptions.url ?? req.url}`);
    if (m) mismatches.push(m);
    return payload;
  });
}

/** Throws the mismatches seen on this app (each once), so a reply that drifts from its contract fails the test file. */
export function assertResponsesMatch(app: FastifyInstance) {
  const m = [...new Set(found.get(app) ?? [])];
  if (m.length) throw new Error(`Replies that do not match their route's response schema:\n${m.join('\n')}`);
}
