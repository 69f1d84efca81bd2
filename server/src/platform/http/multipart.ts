import { badRequest } from '../errors.js';
import type { UploadedPart } from '../files/file-store.js';

/** A file field of a multipart body: the uploaded part, or null when the field was left empty. */
export function filePart(value: unknown, label: string): UploadedPart | null {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) throw badRequest(`Send one ${label.toLowerCase()} only.`);
  const v = value as Partial<UploadedPart>;
  if (typeof v === 'object' && Buffer.isBuffer(v.data)) {
    return { filename: String(v.filename ?? ''), mimetype: String(v.mimetype ?? ''), data: v.data };
  }
  throw badRequest(`${label} must be an uploaded file.`);
}

export const MULTIPART = ['multipart/form-data', 'application/json'];
