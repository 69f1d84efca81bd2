import { getInstituteId, getSession } from './session';
import { lastPosition, rememberPosition } from './positions';
import { uuid } from './uuid';

export const API_BASE = '/api/v1';
const FALLBACK_ERROR = 'Oops! something went wrong.';
const OFFLINE_ERROR = 'Cannot reach the server. Check your connection and try again.';

/** The spec's envelope (000 §7): `{ message, data }`; lists add paging fields; failures carry `error`. */
export interface Envelope<T> {
  message: string;
  data: T;
}
export interface PagedEnvelope<T> extends Envelope<T[]> {
  totalCount: number;
  perPage: number;
  pageNo: number;
  isLastChunk: boolean;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

interface RequestOptions {
  query?: Query;
  /** A plain object goes as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

let unauthorizedHandler: (() => void) | null = null;
/** The app decides what a 401 means for the screen (back to /login); the helper only reports it. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

function urlOf(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item !== undefined && item !== null && item !== '') params.append(k, String(item));
    }
  }
  const qs = params.toString();
  return `${API_BASE}/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  const session = getSession();
  if (session) headers.set('authorization', `Bearer ${session.token}`);
  const institute = getInstituteId();
  if (institute) headers.set('x-institute-id', institute);
  const isWrite = method !== 'GET';
  if (!isWrite) {
    const pos = lastPosition();
    if (pos) headers.set('x-min-position', pos);
  }
  // One key per logical request: a retry after a lost reply is recognised by the server, not recorded twice.
  if (method === 'POST' || method === 'PUT') headers.set('idempotency-key', uuid());

  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(opts.body);
  }

  const url = urlOf(path, opts.query);
  let res: Response | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      res = await fetch(url, { method, headers, body, signal: opts.signal });
      break;
    } catch (err) {
      if (opts.signal?.aborted) throw err;
      // Network failure: writes are safe to resend thanks to the Idempotency-Key; reads are retried by the query layer.
      if (!isWrite || method === 'DELETE' || attempt >= 2) throw new ApiError(OFFLINE_ERROR, 0);
      await sleep(400 * (attempt + 1));
    }
  }

  if (isWrite) rememberPosition(res.headers.get('x-position'));
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  const error = json && typeof json === 'object' && 'error' in json ? String((json as { error: unknown }).error) : null;
  if (res.status === 401 && session) {
    unauthorizedHandler?.();
    throw new ApiError(error ?? 'Your session has expired. Please sign in again.', 401);
  }
  if (!res.ok || error) throw new ApiError(error ?? FALLBACK_ERROR, res.status);
  if (json === null || typeof json !== 'object') throw new ApiError(FALLBACK_ERROR, res.status);
  return json as T;
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/** A thrown value as the text a user should read (000 §8). */
export const errorMessage = (err: unknown, fallback = 'Something went wrong!'): string =>
  err instanceof Error && err.message ? err.message : fallback;
