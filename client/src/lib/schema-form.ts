import { typeboxResolver } from '@hookform/resolvers/typebox';
import { FormatRegistry, Type, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import { DefaultErrorFunction, SetErrorFunction, ValueErrorType, type ErrorFunctionParameter } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { MESSAGE } from '@school/contracts';
import type { FieldErrors, FieldValues, Path, PathValue, Resolver, UseFormReturn } from 'react-hook-form';

// The server's formats (server/src/platform/http/validation.ts), so a contract schema checks the same here.
const formats: Record<string, (v: string) => boolean> = {
  'date-time': (v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}/.test(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  binary: () => true,
};
for (const [name, check] of Object.entries(formats)) if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The spec's message for a failed check, as the server words it (messageFor in validation.ts): `x-message` when the
 * value is missing or empty, `x-invalid` when it is present but wrong, `x-pattern-invalid` for a pattern.
 */
export function specMessage(p: Pick<ErrorFunctionParameter, 'schema' | 'value' | 'errorType'>, fallback: string): string {
  const s = p.schema as Record<string, unknown>;
  if (isEmpty(p.value) && typeof s[MESSAGE] === 'string') return s[MESSAGE];
  if (p.errorType === ValueErrorType.StringPattern && typeof s['x-pattern-invalid'] === 'string') return s['x-pattern-invalid'];
  if (typeof s['x-invalid'] === 'string') return s['x-invalid'];
  return fallback;
}
SetErrorFunction((p) => specMessage(p, DefaultErrorFunction(p)));

/** Form values as the server reads them: text trimmed (the API calls send it trimmed), numbers converted as in a multipart body. */
export function asSent(schema: TSchema, values: FieldValues): unknown {
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
  return Value.Convert(schema, trimmed);
}

/** Checks a schema cannot say (one field against another, a client-only rule): field name → message. */
export type FormCheck<T> = (values: T, context?: unknown) => Partial<Record<string, string | undefined>>;

/** How a form's values meet a body schema when their shapes differ (a picked person for an id, a nicer field name). */
export interface BodyMap<T> {
  /** The body the API call sends, built from the form's values (before the check, so the schema sees what is sent). */
  toBody: (values: T) => Record<string, unknown>;
  /** The form field that shows a body field's error, where the names differ (`{ staff: 'employee' }`). */
  fieldOf?: Partial<Record<string, keyof T & string>>;
}

/**
 * react-hook-form's TypeBox resolver on a contract schema (or the fields a form shows: `pick(Body, [...])`), with the
 * spec's messages; `check` adds what the schema cannot say, on fields the schema accepted. Values stay as the form holds them.
 */
export function schemaResolver<T extends FieldValues>(schema: TObject, check?: FormCheck<T>, map?: BodyMap<T>): Resolver<T> {
  const typebox = typeboxResolver(schema);
  return async (values, context, options) => {
    const body = map ? map.toBody(values) : values;
    const result = await typebox(asSent(schema, body) as never, context, options as never);
    const errors: Record<string, unknown> = {};
    for (const [name, error] of Object.entries(result.errors)) errors[map?.fieldOf?.[name] ?? name] = error;
    for (const [name, message] of Object.entries(check?.(values, context) ?? {})) {
      if (message && !errors[name]) errors[name] = { type: 'check', message };
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<T> } : { values, errors: {} };
  };
}

/** The fields of a contract schema that a form shows (a body's file parts and server-filled fields left out). */
export const pick = <P extends TProperties, K extends keyof P & string>(schema: TObject<P>, keys: K[]) => Type.Pick(schema, keys);

/** No contract fields: a form whose body has no schema of its own checks with `check` alone (the server checks again). */
export const NO_SCHEMA = Type.Object({});

/** The message of a field's error, for a Field's `error` prop. */
export const errorOf = (errors: FieldErrors, name: string): string | undefined => {
  const e = errors[name];
  return e && typeof e.message === 'string' ? e.message : undefined;
};

/**
 * A controlled input (a picker, a file input, radio cards) bound to a field: its value, and a change that re-checks the
 * field once the form was submitted, as a registered input does.
 */
export function bind<T extends FieldValues, K extends Path<T>>(form: UseFormReturn<T>, name: K) {
  return {
    value: form.watch(name),
    onChange: (value: PathValue<T, K>) => form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  };
}

/** A registered input whose text is filtered as it is typed (an amount keeps digits and a dot). */
export function filtered<R extends { onChange: (e: { target: unknown; type?: unknown }) => Promise<unknown> | void }>(
  registered: R,
  keep: (text: string) => string,
): R {
  return {
    ...registered,
    onChange: (e: { target: { value: string }; type?: unknown }) => {
      e.target.value = keep(e.target.value);
      return registered.onChange(e);
    },
  };
}
