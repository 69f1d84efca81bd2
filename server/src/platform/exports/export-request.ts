import { type TProperties, Type } from '@sinclair/typebox';
import { badRequest } from '../errors.js';
import { DOWNLOAD_TYPES, type DownloadType, type ExportFile } from './table-file.js';

/** 001 §5 Export: a PDF takes at most 3 fields, and not all of them (the spec's two messages). */
export const PDF_MAX_FIELDS = 3;
export const PDF_MESSAGES = {
  tooMany: 'A maximum of 3 field can be choose in PDF type.',
  all: "Can't select all the field in pdf type.",
};

const Fields = Type.Union([Type.String({ maxLength: 64 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 64 })]);

/**
 * The query of an export route: perPage (1 to the file's row limit; absent: every row), pageNo, downloadType, fields
 * (repeated, comma separated or as fields[]) and the list's own filters (`filters`).
 */
export function exportQuery<F extends TProperties>(maxRows: number, filters: F) {
  return Type.Object({
    perPage: Type.Optional(
      Type.Integer({ minimum: 1, maximum: maxRows, 'x-invalid': `perPage must be a whole number from 1 to ${maxRows}.` }),
    ),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, 'x-invalid': 'pageNo must be a whole number from 1.' })),
    ...filters,
    downloadType: Type.Optional(Type.String({ maxLength: 16 })),
    fields: Type.Optional(Fields),
    'fields[]': Type.Optional(Fields),
  });
}

export interface ExportChoiceQuery {
  downloadType?: string;
  fields?: string | string[];
  'fields[]'?: string | string[];
}

/**
 * The download type (default excel) and the chosen field keys (each once, in the order asked), or a 400 saying what is
 * wrong. `pdf.all: null` skips the 'all fields' check (a list with more fields than a PDF takes says `tooMany`).
 */
export function exportChoice(
  q: ExportChoiceQuery,
  known: readonly string[],
  pdf: { tooMany: string; all: string | null } = PDF_MESSAGES,
): { type: DownloadType; keys: string[] } {
  const type = (q.downloadType?.trim().toLowerCase() || 'excel') as DownloadType;
  if (!DOWNLOAD_TYPES.includes(type)) throw badRequest('Download type must be pdf, csv or excel.');
  const keys = [
    ...new Set(
      [q.fields ?? [], q['fields[]'] ?? []]
        .flat()
        .flatMap((f) => f.split(','))
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  ];
  if (keys.length === 0) throw badRequest('Choose at least one field to export.');
  const unknown = keys.filter((k) => !known.includes(k));
  if (unknown.length > 0) throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
  if (type === 'pdf' && pdf.all !== null && keys.length === known.length) throw badRequest(pdf.all);
  if (type === 'pdf' && keys.length > PDF_MAX_FIELDS) throw badRequest(pdf.tooMany);
  return { type, keys };
}

/**
 * The rows to read: without perPage every matching row. A file never silently holds fewer rows than asked: more than
 * `maxRows` is a 400 ending with `narrow` (what the caller can do about it).
 */
export function exportWindow(
  q: { perPage?: number; pageNo?: number },
  matching: number,
  maxRows: number,
  narrow: string,
): { perPage: number; offset: number } {
  const perPage = q.perPage ?? Math.max(1, matching);
  const offset = ((q.pageNo ?? 1) - 1) * perPage;
  const asked = Math.max(0, Math.min(perPage, matching - offset));
  if (asked > maxRows) {
    throw badRequest(
      `This export would hold ${asked.toLocaleString('en-IN')} rows; one file holds at most ${maxRows.toLocaleString('en-IN')}. ${narrow}`,
    );
  }
  return { perPage, offset };
}

/** The headers of an export download: its type, the list's total, the rows in the file, the file name, no caching. */
export function exportHeaders(file: ExportFile, o: { name: string; total: number; exported: number }): Record<string, string> {
  return {
    'content-type': file.contentType,
    'x-total-count': String(o.total),
    'x-exported-rows': String(o.exported),
    'content-disposition': `attachment; filename="${o.name}"`,
    'cache-control': 'no-store',
  };
}
