import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, ValueErrorType, type ValueError } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import { MESSAGE, WINDOW, dayOfValue, windowMessage, windowOf, type DateWindow } from '@school/contracts';
import { instituteDay } from '../days.js';
import { AMOUNT, amountCapMessage, maxAmount } from '../money.js';

FormatRegistry.Set('date-time', (v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v));
FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)));
FormatRegistry.Set('email', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v));
FormatRegistry.Set('binary', () => true);

export class ValidationFailure extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The message for the first failure: the spec's own (`x-message`, `x-invalid`) where the schema names one; a pattern
 * may have its own (`x-pattern-invalid`) beside the format's.
 */
export function messageFor(err: ValueError, part: string): string {
  const s = err.schema as Record<string, unknown>;
  const field = err.path.replace(/^\//, '').replace(/\//g, '.') || part;
  if (isEmpty(err.value) && typeof s[MESSAGE] === 'string') return s[MESSAGE] as string;
  if (err.type === ValueErrorType.StringPattern && typeof s['x-pattern-invalid'] === 'string') return s['x-pattern-invalid'] as string;
  if (typeof s['x-invalid'] === 'string') return s['x-invalid'] as string;
  if (typeof s[MESSAGE] === 'string' && isEmpty(err.value)) return s[MESSAGE] as string;
  if (isEmpty(err.value)) return `${field} is required.`;
  return `${field} ${err.message.replace(/^Expected/, 'must be').toLowerCase()}.`.replace(/\.\.$/, '.');
}

/** Bodies read from a multipart form: their fields are text, so numbers and flags arrive as strings. */
const formBodies = new WeakSet<object>();
/** Marks multipart bodies for the validator (registered after @fastify/multipart, whose hook builds the body). */
export function installFormBodyMark(app: FastifyInstance) {
  // A callback hook: it runs on every request and has nothing to wait for.
  app.addHook('preValidation', (req, _reply, done) => {
    if (req.isMultipart() && req.body !== null && typeof req.body === 'object') formBodies.add(req.body);
    done();
  });
}

/**
 * Fastify validator compiler on TypeBox: converts query strings and multipart text to the schema's types (never a
 * boolean to a number, and in a JSON body nothing to a number), applies defaults, reports the first failure with
 * the spec's message, then holds dates to their window (`x-window`; the message `x-window-invalid` where the spec
 * names one) and amounts to the cap (`x-amount`).
 */
export function typeboxValidatorCompiler({ schema, httpPart }: { schema: TSchema; httpPart?: string }) {
  const check = TypeCompiler.Compile(schema);
  // Most reads send no query at all: what an empty object becomes (defaults applied, or the refusal) is the same every
  // time, so it is worked out once and copied (a fresh object per request: a handler may add to its query).
  let empty: { value?: unknown; error?: Error; flat?: boolean } | null = null;
  const validate = (data: unknown) => {
    let value = data;
    if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const text = (httpPart !== undefined && httpPart !== 'body') || formBodies.has(value);
      value = Value.Default(schema, keepUnconverted(schema, value, Value.Convert(schema, structuredCloneShallow(value)), text));
    }
    if (!check.Check(value)) {
      const first = check.Errors(value).First();
      return { error: new ValidationFailure(first ? messageFor(first, httpPart ?? 'body') : 'Invalid request.') };
    }
    const bound = boundsFailure(schema, value);
    return bound ? { error: new ValidationFailure(bound) } : { value };
  };
  return (data: unknown) => {
    const isEmpty =
      data !== null && typeof data === 'object' && !Buffer.isBuffer(data) && !Array.isArray(data) && Object.keys(data).length === 0;
    if (!isEmpty || formBodies.has(data)) return validate(data);
    if (!empty) {
      const first: { value?: unknown; error?: Error; flat?: boolean } = validate({});
      first.flat = flat(first.value);
      empty = first;
    }
    // A refusal is worked out again: its error object goes to the error handler of that request only.
    if (empty.error) return validate({});
    return { value: empty.flat ? { ...(empty.value as object) } : structuredClone(empty.value) };
  };
}

const isNumeric = (s: TSchema) => s.type === 'number' || s.type === 'integer';
const DECIMAL = /^\s*[+-]?(\d+(\.\d+)?|\.\d+)\s*$/;

/**
 * Convert turns `true` into 1 (`amount: true` became ₹1), and `1.5` or `1e9` into 1 for an integer. A numeric field
 * keeps what was sent, so the check refuses it, unless it was sent as a number (JSON) or as plain decimal digits in
 * text (a query string, a multipart form); an integer only as a whole number.
 */
function keepUnconverted(schema: TSchema, raw: object, converted: unknown, text: boolean): unknown {
  const props = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!props || converted === null || typeof converted !== 'object' || Array.isArray(raw)) return converted;
  for (const [k, s] of Object.entries(props)) {
    if (!isNumeric(s) || !(k in raw)) continue;
    const v = (raw as Record<string, unknown>)[k];
    const asSent = typeof v === 'number' || (text && typeof v === 'string' && DECIMAL.test(v));
    const whole = typeof v === 'number' ? Number.isInteger(v) : typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v);
    if (!asSent || (s.type === 'integer' && !whole)) (converted as Record<string, unknown>)[k] = v;
  }
  return converted;
}

const labelOf = (s: Record<string, unknown>, field: string): string => {
  if (typeof s['x-label'] === 'string') return s['x-label'];
  return typeof s[MESSAGE] === 'string' ? (s[MESSAGE] as string).replace(/ is required\.?$/, '') : field;
};

/** A date outside its window, or an amount over the cap: the message, or null. Checks the top-level fields. */
function boundsFailure(schema: TSchema, value: unknown): string | null {
  const props = (schema as { properties?: Record<string, Record<string, unknown>> }).properties;
  if (!props || value === null || typeof value !== 'object') return null;
  for (const [k, field] of Object.entries(props)) {
    const v = (value as Record<string, unknown>)[k];
    // A nullable field (`Type.Union([DateField(…), Type.Null()])`) carries the keyword on its member.
    const s = (field.anyOf as Record<string, unknown>[] | undefined)?.find((m) => m[WINDOW] || m[AMOUNT]) ?? field;
    if (typeof s[WINDOW] === 'string' && typeof v === 'string' && v.trim() !== '') {
      const day = dayOfValue(v, instituteDay);
      const today = instituteDay(new Date());
      const { from, to } = windowOf(s[WINDOW] as DateWindow, today);
      const own = s['x-window-invalid'];
      if (day && (day < from || day > to)) {
        return typeof own === 'string' ? own : windowMessage(s[WINDOW] as DateWindow, labelOf(s, k), today);
      }
    }
    if (s[AMOUNT] === true && typeof v === 'number' && v > maxAmount()) return amountCapMessage(labelOf(s, k));
  }
  return null;
}

/** Multipart file parts hold Buffers; a shallow copy keeps them intact while Convert builds new objects. */
/** An object of plain values only (most queries with their defaults): a spread copies it whole. */
const flat = (v: unknown): boolean =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => x === null || typeof x !== 'object');

function structuredCloneShallow(v: object): object {
  return Array.isArray(v) ? [...v] : { ...v };
}

/** Validates a value against a schema outside a route (multipart fields, CLI input). */
export function validate<T>(schema: TSchema, data: unknown): T {
  const r = typeboxValidatorCompiler({ schema })(data);
  if ('error' in r) throw r.error;
  return r.value as T;
}
