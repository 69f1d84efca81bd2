import { expect } from 'vitest';
import { multipart, type FormValue, type TestApp } from './harness.js';

export type Res = { statusCode: number; body: string; json(): any; headers: Record<string, unknown> };
type Headers = Record<string, string>;

/**
 * Calls that read their own writes: each reply's log position is kept and sent with the next call (`at`, or
 * `x-min-position` for a multipart form), so a read after a write sees it. `me()` gives the default caller's headers.
 */
export function trackedCalls(t: () => TestApp, me: () => Headers) {
  let at = '';
  const track = (r: Res) => {
    const p = r.headers['x-position'] as string | undefined;
    if (p) at = p;
    return r;
  };
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = me()): Promise<Res> =>
    track(await t().with(headers).send(method, url, payload, { at }));
  const form = async (method: 'POST' | 'PUT', url: string, fields: Record<string, FormValue>, headers = me()): Promise<Res> => {
    const f = multipart(fields);
    return track(
      await t().inject({
        method,
        url: `/api/v1/${url}`,
        headers: { ...headers, ...f.headers, 'x-min-position': at || '0' },
        payload: f.payload,
      }),
    );
  };
  return { call, form };
}

/** The reply's JSON, once it answered 200. */
export const ok = async (p: Promise<Res>) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

/** The reply, once it answered `status` (and `message` as its error, where given). */
export const fails = async (p: Promise<Res>, status: number, message?: string) => {
  const r = await p;
  expect(r.statusCode, r.body).toBe(status);
  if (message) expect(r.json().error).toBe(message);
  return r;
};
