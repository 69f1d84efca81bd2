import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type ValueError } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { MESSAGE } from '@school/contracts';

FormatRegistry.Set('date-time', (v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v));
FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)));
FormatRegistry.Set('email', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v));
FormatRegistry.Set('binary', () => true);

export class ValidationFailure extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The message for the first failure: the spec's own (`x-message`, `x-invalid`) where the schema names one. */
export function messageFor(err: ValueError, part: string): string {
  const s = err.schema as Record<string, unknown>;
  const field = err.path.replace(/^\//, '').replace(/\//g, '.') || part;
  if (isEmpty(err.value) && typeof s[MESSAGE] === 'string') return s[MESSAGE] as string;
  if (typeof s['x-invalid'] === 'string') return s['x-invalid'] as string;
  if (typeof s[MESSAGE] === 'string' && isEmpty(err.value)) return s[MESSAGE] as string;
  if (isEmpty(err.value)) return `${field} is required.`;
  return `${field} ${err.message.replace(/^Expected/, 'must be').toLowerCase()}.`.replace(/\.\.$/, '.');
}

/**
 * Fastify validator compiler on TypeBox: converts query strings and multipart text to the schema's types,
 * applies defaults, and reports the first failure with the spec's message.
 */
export function typeboxValidatorCompiler({ schema, httpPart }: { schema: TSchema; httpPart?: string }) {
  const check = TypeCompiler.Compile(schema);
  return (data: unknown) => {
    let value = data;
    if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      value = Value.Default(schema, keepInexactIntegers(schema, value, Value.Convert(schema, structuredCloneShallow(value))));
    }
    if (check.Check(value)) return { value };
    const first = check.Errors(value).First();
    return { error: new ValidationFailure(first ? messageFor(first, httpPart ?? 'body') : 'Invalid request.') };
  };
}

/**
 * Convert reads an integer with parseInt or truncation: `perPage=1e9` became 1 and `1.5` became 1. A value that
 * is not written as a whole number is left as sent, so the check refuses it instead of reading another number.
 */
function keepInexactIntegers(schema: TSchema, raw: object, converted: unknown): unknown {
  const props = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!props || converted === null || typeof converted !== 'object' || Array.isArray(raw)) return converted;
  for (const [k, s] of Object.entries(props)) {
    const v = (raw as Record<string, unknown>)[k];
    const inexact = (typeof v === 'string' && !/^\s*[+-]?\d+\s*$/.test(v)) || (typeof v === 'number' && !Number.isInteger(v));
    if (s.type === 'integer' && inexact) (converted as Record<string, unknown>)[k] = v;
  }
  return converted;
}

/** Multipart file parts hold Buffers; a shallow copy keeps them intact while Convert builds new objects. */
function structuredCloneShallow(v: object): object {
  return Array.isArray(v) ? [...v] : { ...v };
}

/** Validates a value against a schema outside a route (multipart fields, CLI input). */
export function validate<T>(schema: TSchema, data: unknown): T {
  const r = typeboxValidatorCompiler({ schema })(data);
  if ('error' in r) throw r.error;
  return r.value as T;
}
