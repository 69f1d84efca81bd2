import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png, startTestApp, type FormValue, type TestApp } from './support/harness.js';

/**
 * Throws malformed input at every route the API documents (read from its own OpenAPI description, so a new
 * route is covered the day it lands), with no token, an ADMIN's and a SUPER_ADMIN's. The rule under test
 * (ARCHITECTURE, Security): whatever a client sends gets a status below 500, and a 4xx carries `{ error }`.
 */

type JsonSchema = {
  type?: string;
  format?: string;
  'x-window'?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
};
type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
interface Route {
  method: string;
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: Record<string, JsonSchema>;
  multipart: boolean;
}

let t: TestApp;
let routes: Route[] = [];
const auths: [string, Record<string, string>][] = [];

beforeAll(async () => {
  t = await startTestApp();
  auths.push(['no token', {}], ['ADMIN', await t.as('ADMIN')], ['SUPER_ADMIN', await t.as('SUPER_ADMIN')]);
  const doc = (await t.inject({ method: 'GET', url: '/api/v1/docs' })).json() as { paths: Record<string, Record<string, Operation>> };
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const bodySchema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: bodySchema?.properties ?? {},
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  // The websocket route is hidden from the description (it is not a REST call) but answers plain GETs too.
  routes.push({ method: 'GET', path: '/api/v1/ws', pathParams: [], query: { token: { type: 'string' } }, body: {}, multipart: false });
});
afterAll(async () => t?.close());

/** A value the schema accepts, so that one bad field at a time reaches past validation into the handler. */
function sample(name: string, s: JsonSchema): unknown {
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return sample(name, s.anyOf[0]!);
  if (s.type === 'number' || s.type === 'integer') return 1;
  if (s.type === 'boolean') return true;
  if (s.type === 'array') return [];
  if (s.format === 'email' || /email/i.test(name)) return 'admin@a.test';
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'date' || s['x-window']) return s['x-window'] === 'birth' ? '2000-01-01' : new Date().toISOString().slice(0, 10);
  if (s.format === 'binary') return undefined;
  if (/password/i.test(name)) return 'secret123';
  return `fuzz ${name} ${Math.random().toString(36).slice(2, 8)}`;
}

const validBody = (r: Route) =>
  Object.fromEntries(
    Object.entries(r.body)
      .map(([k, s]) => [k, sample(k, s)])
      .filter(([, v]) => v !== undefined),
  );

const urlOf = (r: Route, param = 'fuzz-id', query = '') => r.path.replace(/\{[^}]+\}/g, param) + (query ? `?${query}` : '');

const failures: string[] = [];
/** Statuses seen: proves the probes got past the guard and validation into handlers, not only bounced off. */
const seen = new Set<number>();

/**
 * Signing out ends the session it is called with: the sign-out route gets a fresh session of the same user, so the
 * shared tokens of the other probes keep working.
 */
function endsNoSharedSession(opts: InjectOptions): InjectOptions {
  const auth = (opts.headers as Record<string, string> | undefined)?.authorization;
  if (!auth || !String(opts.url).startsWith('/api/v1/auth/logout')) return opts;
  const claims = JSON.parse(Buffer.from(auth.split('.')[1] ?? '', 'base64url').toString() || '{}');
  if (!claims.sub) return opts;
  const fresh = t.rt.tokens.issue({ sub: claims.sub, role: claims.role, tv: claims.tv }).token;
  return { ...opts, headers: { ...opts.headers, authorization: `Bearer ${fresh}` } };
}

/** Sends one request; a 5xx, a 4xx without `{ error }` or a crash of inject itself is a failure. */
async function probe(label: string, opts: InjectOptions): Promise<number> {
  let r;
  try {
    r = await t.inject(endsNoSharedSession(opts));
  } catch (err) {
    failures.push(`${label}: inject threw ${(err as Error).message}`);
    return 0;
  }
  seen.add(r.statusCode);
  if (r.statusCode >= 500) failures.push(`${label}: ${r.statusCode} ${r.body.slice(0, 200)}`);
  else if (r.statusCode >= 400 && opts.method !== 'HEAD') {
    let body: unknown;
    try {
      body = r.json();
    } catch {
      body = null;
    }
    const error = (body as { error?: unknown } | null)?.error;
    if (typeof error !== 'string' || error.length === 0)
      failures.push(`${label}: ${r.statusCode} without {error}: ${r.body.slice(0, 200)}`);
  }
  return r.statusCode;
}

/** Runs the probes a few at a time: these cases are many, and each is independent. */
async function inChunks(probes: (() => Promise<unknown>)[], size = 24) {
  for (let i = 0; i < probes.length; i += size) await Promise.all(probes.slice(i, i + size).map((p) => p()));
}

/** Runs `send` for every route and caller, several routes at once, then reports every failure at once. */
async function everyRoute(send: (r: Route, headers: Record<string, string>, who: string) => Promise<void>) {
  failures.length = 0;
  seen.clear();
  expect(routes.length).toBeGreaterThan(10);
  await inChunks(
    routes.flatMap((r) =>
      auths.map(
        ([who, headers]) =>
          () =>
            send(r, headers, who),
      ),
    ),
    8,
  );
  expect(failures).toEqual([]);
  return seen;
}

const WEIRD_VALUES: [string, unknown][] = [
  ['null', null],
  ['a number', 12345],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['a boolean', true],
  ['an empty array', []],
  ['an array of strings', ['a', 'b']],
  ['an empty object', {}],
  ['an object', { $gt: '' }],
  ['a huge string', 'x'.repeat(200_000)],
  ['a NUL character', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
  ['blanks', ' \t\n '],
  ['emoji', '\u{1F600}'.repeat(50)],
  ['markup', '<script>alert(1)</script>'],
  ['SQL', "' or 1=1; drop table department; --"],
  ['a formula', '=HYPERLINK("http://x")'],
];

describe('malformed input never gets a 5xx, and every 4xx says why', () => {
  it('finds the routes in the OpenAPI description', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/v1/auth/login',
        'POST /api/v1/department/create',
        'GET /api/v1/finance',
        'DELETE /api/v1/finance/delete/{id}',
      ]),
    );
  });

  it('weird path parameters', async () => {
    const params = [
      'x'.repeat(64),
      'x'.repeat(65),
      'x'.repeat(300),
      encodeURIComponent('ü'),
      encodeURIComponent('\u{1F600}'),
      '%00',
      'a%00b',
      '%ZZ',
      '%',
      '..%2F..%2Fetc%2Fpasswd',
      '%20',
      encodeURIComponent("1' or '1'='1"),
      '00000000-0000-0000-0000-000000000000',
      '-1',
      'null',
      '__proto__',
    ];
    await everyRoute(async (r, headers, who) => {
      if (r.pathParams.length === 0) return;
      for (const p of params) {
        const body = r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: validBody(r) };
        await probe(`${who} ${r.method} ${r.path} id=${p.slice(0, 40)}`, { method: r.method as 'GET', url: urlOf(r, p), headers, ...body });
      }
    });
  }, 180_000);

  it('weird query strings', async () => {
    await everyRoute(async (r, headers, who) => {
      const queries = [
        'perPage=-1',
        'pageNo=abc',
        'perPage=1e9',
        'perPage=1.5',
        'pageNo=0',
        'perPage=',
        'perPage=1&perPage=2',
        '%ZZ=1',
        'a=%ZZ',
        'a[b]=c',
      ];
      for (const name of Object.keys(r.query)) {
        queries.push(
          `${name}=${'x'.repeat(10_000)}`,
          `${name}=%00`,
          `${name}=a&${name}=b`,
          `${name}=`,
          `${name}=%F0%9F%98%80`,
          `${name}=0000-01-01T00:00:00Z`,
          `${name}=9999-12-31T23:59:59Z`,
          `${name}=-1`,
          `${name}=%25%5F%5C`,
        );
      }
      for (const q of queries) {
        await probe(`${who} ${r.method} ${r.path}?${q.slice(0, 50)}`, { method: r.method as 'GET', url: urlOf(r, 'fuzz-id', q), headers });
      }
    });
    expect([...seen]).toEqual(expect.arrayContaining([200, 400]));
  }, 180_000);

  it('bodies that are not JSON, or not what the route takes', async () => {
    const raw: [string, string, string | Buffer][] = [
      ['invalid JSON', 'application/json', '{"title": '],
      ['empty JSON', 'application/json', ''],
      ['JSON null', 'application/json', 'null'],
      ['JSON array', 'application/json', '[]'],
      ['JSON string', 'application/json', '"text"'],
      ['JSON number', 'application/json', '42'],
      ['prototype pollution', 'application/json', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
      ['deep nesting', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
      ['over the body limit', 'application/json', JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) })],
      ['text/plain', 'text/plain', 'hello'],
      ['form urlencoded', 'application/x-www-form-urlencoded', 'title=a&description=b'],
      ['XML', 'application/xml', '<title>a</title>'],
      ['multipart without boundary', 'multipart/form-data', '--x\r\n'],
      ['broken multipart', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nno end'],
      [
        'multipart cut inside a file',
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="icon"; filename="a.png"\r\n\r\n\x89PNG',
      ],
      ['multipart part without headers', 'multipart/form-data; boundary=abc', '--abc\r\ngarbage\r\n\r\nx\r\n--abc--\r\n'],
      ['multipart boundary too long', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
      ['multipart boundary empty', 'multipart/form-data; boundary=""', 'x'],
      ['a content type with odd parameters', 'application/json; charset=ebcdic', '{}'],
    ];
    await everyRoute(async (r, headers, who) => {
      if (r.method === 'GET') return;
      for (const [name, type, payload] of raw) {
        await probe(`${who} ${r.method} ${r.path} ${name}`, {
          method: r.method as 'POST',
          url: urlOf(r),
          headers: { ...headers, 'content-type': type },
          payload,
        });
      }
    });
  }, 180_000);

  it('a wrong type or size in every field, one at a time', async () => {
    await everyRoute(async (r, headers, who) => {
      if (r.method === 'GET' || Object.keys(r.body).length === 0) return;
      for (const field of Object.keys(r.body)) {
        for (const [name, value] of WEIRD_VALUES) {
          const payload = { ...validBody(r), [field]: value };
          await probe(`${who} ${r.method} ${r.path} ${field}=${name}`, { method: r.method as 'POST', url: urlOf(r), headers, payload });
        }
      }
      // Fields the route does not know, and none at all.
      await probe(`${who} ${r.method} ${r.path} extra fields`, {
        method: r.method as 'POST',
        url: urlOf(r),
        headers,
        payload: { ...validBody(r), isAdmin: true, _id: 'x' },
      });
      await probe(`${who} ${r.method} ${r.path} {}`, { method: r.method as 'POST', url: urlOf(r), headers, payload: {} });
    });
    // Some bodies were accepted (the probes reached the handlers), some refused, some not found.
    expect([...seen]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));
  }, 300_000);

  it('odd multipart forms: files in place of text, text in place of files, repeated fields', async () => {
    const notImage: FormValue = { filename: 'x.png', contentType: 'image/png', data: Buffer.from('MZ\x90\x00 not a picture') };
    const image: FormValue = { filename: 'x.png', contentType: 'image/png', data: png() };
    await everyRoute(async (r, headers, who) => {
      if (r.method === 'GET' || Object.keys(r.body).length === 0) return;
      // Fresh sample values per form: a title reused from an accepted form would only ever get a 409.
      const text = () => Object.fromEntries(Object.entries(validBody(r)).map(([k, v]) => [k, String(v)])) as Record<string, FormValue>;
      const forms: [string, ReturnType<typeof multipart>][] = [['text fields', multipart(text())]];
      for (const field of Object.keys(r.body)) {
        forms.push(
          [`${field} as a file`, multipart({ ...text(), [field]: image })],
          [`${field} as a non-image`, multipart({ ...text(), [field]: notImage })],
          [
            `${field} as an empty file`,
            multipart({ ...text(), [field]: { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) } }),
          ],
          [`${field} twice`, multipart([...Object.entries(text()), [field, 'again']])],
          [`${field} as text`, multipart({ ...text(), [field]: 'plain text' })],
          [`${field} huge`, multipart({ ...text(), [field]: 'x'.repeat(150 * 1024) })],
        );
      }
      forms.push(['too many fields', multipart(Array.from({ length: 80 }, (_, i) => [`f${i}`, 'v'] as [string, FormValue]))]);
      for (const [name, form] of forms) {
        await probe(`${who} ${r.method} ${r.path} multipart ${name}`, {
          method: r.method as 'POST',
          url: urlOf(r),
          headers: { ...headers, ...form.headers },
          payload: form.payload,
        });
      }
    });
    expect([...seen]).toEqual(expect.arrayContaining([200, 400, 413, 415]));
  }, 300_000);

  it('garbage headers', async () => {
    const variants: [string, Record<string, string>][] = [
      ['long x-institute-id', { 'x-institute-id': 'x'.repeat(10_000) }],
      ['blank x-institute-id', { 'x-institute-id': '   ' }],
      ['odd x-institute-id', { 'x-institute-id': "'; drop table institute; --" }],
      ['idempotency-key with spaces', { 'idempotency-key': 'a key with spaces' }],
      ['long idempotency-key', { 'idempotency-key': 'k'.repeat(1000) }],
      ['x-min-position=abc', { 'x-min-position': 'abc' }],
      ['x-min-position=-1', { 'x-min-position': '-1' }],
      ['x-correlation-id garbage', { 'x-correlation-id': '../../etc\\passwd'.repeat(50) }],
      ['accept garbage', { accept: '*/*;q=abc, text/html;;' }],
      ['content-type without body', { 'content-type': 'application/json' }],
    ];
    await everyRoute(async (r, headers, who) => {
      for (const [name, extra] of variants) {
        const body = r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: validBody(r) };
        await probe(`${who} ${r.method} ${r.path} ${name}`, {
          method: r.method as 'GET',
          url: urlOf(r),
          headers: { ...headers, ...extra },
          ...body,
        });
      }
      for (const authorization of ['Bearer', `Bearer ${'x'.repeat(10_000)}`, 'Basic YTpi', 'Bearer a.b.c', 'Bearer \u00e9\u00e9']) {
        await probe(`${who} ${r.method} ${r.path} authorization ${authorization.slice(0, 20)}`, {
          method: r.method as 'GET',
          url: urlOf(r),
          headers: { authorization },
        });
      }
    });
  }, 180_000);
  /** A date field: one the description gives a window, a format of date or date-time, or a date-like name. */
  const DATE_NAME = /date|Date|Time$|Year$|^month$|^from$|^to$|^asOf$/;
  const windowOf = (s: JsonSchema): string | undefined => s['x-window'] ?? s.anyOf?.map(windowOf).find(Boolean);
  const isDate = (name: string, s: JsonSchema) =>
    !!windowOf(s) || !!s.format?.startsWith('date') || !!s.anyOf?.some((m) => m.format?.startsWith('date')) || DATE_NAME.test(name);
  /** Not date fields although named like one: an e-mail recipient. */
  const NOT_DATES = new Set(['GET /api/v1/mail/outbox to']);
  const dateFields = () =>
    routes
      .flatMap((r) => [
        ...Object.entries(r.body)
          .filter(([k, s]) => isDate(k, s))
          .map(([k, s]) => ({ r, where: 'body', name: k, window: windowOf(s) })),
        ...Object.entries(r.query)
          .filter(([k, s]) => isDate(k, s))
          .map(([k, s]) => ({ r, where: 'query', name: k, window: windowOf(s) })),
      ])
      .filter((f) => !NOT_DATES.has(`${f.r.method} ${f.r.path} ${f.name}`));

  it('every date field of every body and query has a window', () => {
    const fields = dateFields();
    expect(fields.length).toBeGreaterThan(20);
    expect(fields.filter((f) => !f.window).map((f) => `${f.r.method} ${f.r.path} ${f.where} ${f.name}`)).toEqual([]);
  });

  it('far-past, far-future and impossible dates at every date field get a 4xx, never a 2xx or 5xx', async () => {
    failures.length = 0;
    seen.clear();
    const outside = ['0000-01-01', '1899-12-31', '9999-12-31', '+010000-01-01', '253402300800000', '-62198755200000'];
    const odd = ['2026-02-30', '8640000000000001', '99999999999999999999', '1e21'];
    const probes: (() => Promise<unknown>)[] = [];
    for (const { r, where, name } of dateFields()) {
      for (const [who, headers] of auths) {
        for (const value of [...outside, ...odd]) {
          const label = `${who} ${r.method} ${r.path} ${where} ${name}=${value}`;
          const opts: InjectOptions =
            where === 'body'
              ? { method: r.method as 'POST', url: urlOf(r), headers, payload: { ...validBody(r), [name]: value } }
              : { method: r.method as 'GET', url: urlOf(r, 'fuzz-id', `${name}=${encodeURIComponent(value)}`), headers };
          probes.push(async () => {
            const status = await probe(label, opts);
            if (outside.includes(value) && status < 400) failures.push(`${label}: ${status}, expected a refusal`);
          });
        }
      }
    }
    await inChunks(probes);
    expect(failures).toEqual([]);
    expect([...seen]).toEqual(expect.arrayContaining([400, 401]));
  }, 180_000);

  it('booleans and strings in numeric JSON fields get a 400, never a conversion', async () => {
    failures.length = 0;
    seen.clear();
    const probes: (() => Promise<unknown>)[] = [];
    const numeric = (s: JsonSchema) => s.type === 'number' || s.type === 'integer';
    for (const r of routes) {
      if (r.method === 'GET') continue;
      for (const [name] of Object.entries(r.body).filter(([, s]) => numeric(s))) {
        for (const [who, headers] of auths) {
          for (const value of [true, false, '5', 'abc', '']) {
            const label = `${who} ${r.method} ${r.path} ${name}=${JSON.stringify(value)}`;
            probes.push(async () => {
              const payload = { ...validBody(r), [name]: value };
              const status = await probe(label, { method: r.method as 'POST', url: urlOf(r), headers, payload });
              if (status < 400) failures.push(`${label}: ${status}, expected a refusal`);
            });
          }
        }
      }
    }
    expect(probes.length).toBeGreaterThan(30);
    await inChunks(probes);
    expect(failures).toEqual([]);
    expect([...seen]).toEqual(expect.arrayContaining([400]));
  }, 120_000);
});
