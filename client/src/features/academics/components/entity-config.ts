import type { TObject } from '@sinclair/typebox';
import type { ReactNode } from 'react';
import type { AnyRow, ResourceDef } from '../api/resources';

export type Values = Record<string, string>;
export type Errors = Record<string, string>;

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'integer' | 'decimal' | 'year' | 'date' | 'file';
  /** The spec's message when left blank (000 §5); absent: optional. */
  required?: string;
  placeholder?: string;
  maxLength?: number;
  /** Shown only when creating (a branch's course) or only when editing. */
  only?: 'create' | 'edit';
  hint?: string;
  min?: string;
}

/** One record type of the configuration area: its fields, checks, body and card. */
export interface EntityConfig {
  def: ResourceDef;
  /** Section heading, e.g. 'Courses'. */
  title: string;
  /** The dialog's title and button: 'Add Course'. */
  addLabel: string;
  editLabel: string;
  /** Singular, for aria labels: 'course'. */
  noun: string;
  fields: FieldSpec[];
  /** The contract's body: the form checks the fields it shows against it, with its messages (then `required` and `validate`). */
  schema?: TObject;
  /** Checks beyond the blanks (ranges, dates). */
  validate?: (v: Values, mode: 'create' | 'edit') => Errors;
  toBody: (v: Values, mode: 'create' | 'edit') => unknown;
  fromRow: (row: AnyRow) => Values;
  cardTitle: (row: AnyRow) => string;
  cardLines?: (row: AnyRow) => string[];
  cardAction?: (row: AnyRow) => ReactNode;
  iconUrl?: (row: AnyRow) => string | null | undefined;
  emptyTitle: string;
  perPage?: number;
  /** Extra list parameters (a course's branches). */
  listParams?: Record<string, string>;
  /** No edit call on the API (holidays). */
  noEdit?: boolean;
  searchable?: boolean;
}

export function validateValues(config: EntityConfig, v: Values, mode: 'create' | 'edit'): Errors {
  const e: Errors = {};
  for (const f of config.fields) {
    if (f.only && f.only !== mode) continue;
    if (f.kind === 'file') continue;
    if (f.required && !(v[f.name] ?? '').trim()) e[f.name] = f.required;
  }
  const extra = config.validate?.(v, mode) ?? {};
  for (const [k, msg] of Object.entries(extra)) if (!e[k]) e[k] = msg;
  return e;
}

/** A JSON body, or multipart when a file was chosen. */
export function bodyOf(fields: Record<string, string | number | File | null | undefined>): unknown {
  const hasFile = Object.values(fields).some((v) => v instanceof File);
  if (!hasFile) {
    const out: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(fields)) if (v !== null && v !== undefined && !(v instanceof File)) out[k] = v;
    return out;
  }
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === null || v === undefined) continue;
    if (v instanceof File) fd.append(k, v, v.name);
    else fd.append(k, String(v));
  }
  return fd;
}
