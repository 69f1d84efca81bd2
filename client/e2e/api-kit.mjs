// What flows that set things up through the API share: sign-in and calls with a token, the spec's envelope unwrapped,
// the institute's day, and a small valid PDF.
import { assert } from './support.mjs';

export const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
export const desktop = { viewport: { width: 1440, height: 900 } };
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
export const scrollsSideways = (page) => page.evaluate((w) => document.documentElement.scrollWidth > w, page.viewportSize().width);
/** A small PDF (the server checks the '%PDF-' signature). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The institute's day (Asia/Kolkata), `plus` days on. */
export const instituteDay = (plus = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + plus * 86_400_000),
  );

/** POST auth/login: the reply's data (accessToken, user). */
export async function login(base, email, password = PASSWORD) {
  const r = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert(r.ok, `login ${email}: ${r.status}`);
  return (await r.json()).data;
}

/** A call with the token: JSON bodies, or a FormData as multipart. Resolves to { status, json }. */
export async function api(base, token, method, path, body) {
  const form = body instanceof FormData;
  const r = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !form ? { 'content-type': 'application/json' } : {}) },
    body: body ? (form ? body : JSON.stringify(body)) : undefined,
  });
  const json = await r.json().catch(() => null);
  return { status: r.status, json };
}

/** The reply's data, or a failed assertion naming `what`. */
export const ok = (res, what) => {
  assert(res.status < 300, `${what}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data;
};
