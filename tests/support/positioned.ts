import { expect } from 'vitest';
import type { Method, TestApp } from './harness.js';

// biome-ignore lint/suspicious/noExplicitAny: a reply's JSON is whatever the route sends; the specs assert its shape.
export type Res = { statusCode: number; body: string; json(): any; headers: Record<string, unknown> };

/**
 * Calls that carry the position of the last write they saw (read-your-writes, as the panel does): `call` sends and
 * remembers, `ok` expects a 200, `id` gives the created object's `_id`. `app` is read at call time (set in beforeAll).
 */
export function positionedCalls(app: () => TestApp) {
  const last = { at: '' };
  const call = async (method: Method, url: string, headers: Record<string, string>, payload?: object): Promise<Res> => {
    const r = await app().with(headers).send(method, url, payload, { at: last.at });
    if (r.headers['x-position']) last.at = r.headers['x-position'] as string;
    return r as unknown as Res;
  };
  const ok = async (p: Promise<Res>) => {
    const r = await p;
    expect(r.statusCode, r.body).toBe(200);
    return r;
  };
  const id = async (p: Promise<Res>) => (await ok(p)).json().data._id as string;
  return { call, ok, id, last };
}
