import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { DB } from '../db/database.js';
import { AppError, badRequest } from '../errors.js';

export interface StoredFile {
  id: string;
  instituteId: string;
  contentType: string;
  size: number;
  purpose: string;
}

export interface UploadedPart {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Kinds we accept, recognised by their first bytes (the declared type and the name are not trusted). */
const SIGNATURES: { type: string; ext: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    ext: 'gif',
    test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'application/pdf', ext: 'pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  // Office Open XML: a ZIP holding `[Content_Types].xml` and the part folder of its kind.
  { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', test: (b) => ooxml(b, 'word/') },
  { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', test: (b) => ooxml(b, 'xl/') },
  { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx', test: (b) => ooxml(b, 'ppt/') },
];

function ooxml(b: Buffer, folder: string): boolean {
  if (b.length < 4 || b.readUInt32LE(0) !== 0x04034b50) return false;
  return b.includes('[Content_Types].xml', 0, 'latin1') && b.includes(folder, 0, 'latin1');
}

/** Documents a class may share (batch materials): PDF, images and Office Open XML files. */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** How long a signed file link lives (docs/operations.md "File links"): minutes, not a day. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

/** Files anyone may fetch by id without a signature: an institute's logo is on its public sign-in page. */
export const PUBLIC_PURPOSES: readonly string[] = ['institute-logo'];

export function sniff(data: Buffer): { type: string; ext: string } | null {
  const s = SIGNATURES.find((x) => x.test(data));
  return s ? { type: s.type, ext: s.ext } : null;
}

/**
 * The file-store port's local-disk adapter: generated names under `<dir>/<yyyy-mm>/`, metadata in
 * `stored_file`, served only through a signed URL that expires in minutes, or without one when its purpose is public.
 */
export class LocalFileStore {
  constructor(
    private readonly db: DB,
    private readonly dir: string,
    private readonly secret: string,
  ) {}

  static async migrate(db: DB): Promise<void> {
    await sql`create table if not exists stored_file (
      id text primary key, institute_id text not null, owner_id text not null, content_type text not null,
      size integer not null, purpose text not null, path text not null, created_at timestamptz not null default now())`.execute(db);
  }

  /** Checks size and kind, stores the bytes, and returns the new file's id. */
  async put(
    part: UploadedPart,
    opts: { instituteId: string; ownerId: string; purpose: string; maxBytes: number; types: string[]; label: string },
  ): Promise<StoredFile> {
    if (part.data.length === 0) throw badRequest(`${opts.label} is empty.`);
    if (part.data.length > opts.maxBytes) {
      throw new AppError(413, `${opts.label} is too large (at most ${Math.round(opts.maxBytes / 1024 / 1024)} MiB).`);
    }
    const kind = sniff(part.data);
    if (!kind || !opts.types.includes(kind.type)) {
      const names = opts.types
        .map((t) => (t.includes('openxml') ? SIGNATURES.find((x) => x.type === t)!.ext : t.split('/')[1]!).toUpperCase())
        .join(', ');
      throw new AppError(415, `${opts.label} must be one of: ${names}.`);
    }
    const id = randomUUID();
    const month = new Date().toISOString().slice(0, 7);
    const rel = join(month, `${id}.${kind.ext}`);
    await mkdir(join(this.dir, month), { recursive: true });
    await writeFile(join(this.dir, rel), part.data, { flag: 'wx' });
    await sql`insert into stored_file (id, institute_id, owner_id, content_type, size, purpose, path)
      values (${id}, ${opts.instituteId}, ${opts.ownerId}, ${kind.type}, ${part.data.length}, ${opts.purpose}, ${rel})`.execute(this.db);
    return { id, instituteId: opts.instituteId, contentType: kind.type, size: part.data.length, purpose: opts.purpose };
  }

  /** The file's metadata without its bytes. */
  async info(id: string): Promise<StoredFile | null> {
    const r = await sql<{ id: string; institute_id: string; content_type: string; size: number; purpose: string }>`
      select id, institute_id, content_type, size, purpose from stored_file where id = ${id}`.execute(this.db);
    const row = r.rows[0];
    return row ? { id: row.id, instituteId: row.institute_id, contentType: row.content_type, size: row.size, purpose: row.purpose } : null;
  }

  async get(id: string): Promise<(StoredFile & { data: Buffer }) | null> {
    const r = await sql<{ id: string; institute_id: string; content_type: string; size: number; purpose: string; path: string }>`
      select id, institute_id, content_type, size, purpose, path from stored_file where id = ${id}`.execute(this.db);
    const row = r.rows[0];
    if (!row) return null;
    const data = await readFile(join(this.dir, row.path));
    return { id: row.id, instituteId: row.institute_id, contentType: row.content_type, size: row.size, purpose: row.purpose, data };
  }

  /**
   * A URL that serves the file until `ttlSeconds` from now: the capability handed out by a read the caller was allowed to
   * make. The expiry is rounded up to the next five minutes so a list fetched twice in a row gives the same (cacheable)
   * URLs; a link therefore lives 15 to 20 minutes by default, long enough for a page between its refetches.
   */
  signedUrl(id: string | null | undefined, prefix: string, ttlSeconds = SIGNED_URL_TTL_SECONDS): string | null {
    if (!id) return null;
    const step = 300;
    const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / step) * step;
    return `${prefix}/files/${id}?exp=${exp}&sig=${this.#sign(id, exp)}`;
  }

  /** The unsigned URL of a public file (an institute's logo, shown on the sign-in page); served to anyone. */
  publicUrl(id: string | null | undefined, prefix: string): string | null {
    return id ? `${prefix}/files/${id}` : null;
  }

  /** Whether `sig` was made by `signedUrl` for this file and expiry (expired or not: see `expired`). */
  signedBy(id: string, exp: number, sig: string): boolean {
    if (!Number.isFinite(exp)) return false;
    const want = Buffer.from(this.#sign(id, exp));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  verify(id: string, exp: number, sig: string): boolean {
    return exp * 1000 >= Date.now() && this.signedBy(id, exp, sig);
  }

  #sign(id: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${id}:${exp}`).digest('base64url');
  }
}
