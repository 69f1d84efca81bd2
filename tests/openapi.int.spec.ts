import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => t?.close());

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>> } }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
  components?: { securitySchemes?: Record<string, unknown> };
};

describe('GET /api/v1/docs', () => {
  it('is public and returns an OpenAPI 3 document', async () => {
    const r = await t.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/application\/json/);
    const doc = r.json() as Doc;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.components?.securitySchemes).toHaveProperty('bearer');
  });

  it('lists the spec calls with their methods, parameters and bodies', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/v1/docs' })).json() as Doc;
    const calls = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/v1/auth/login',
        'GET /api/v1/auth/me',
        'GET /api/v1/logo',
        'GET /api/v1/institute',
        'POST /api/v1/department/create',
        'PUT /api/v1/department/update/{id}',
        'DELETE /api/v1/department/delete/{id}',
        'GET /api/v1/department',
        'GET /api/v1/department/{id}',
        'GET /api/v1/dashboard/admin/department-report',
        'GET /api/v1/dashboard/admin/department-stat',
        'GET /api/v1/dashboard/admin/dashboard-stat',
        'POST /api/v1/finance/create',
        'DELETE /api/v1/finance/delete/{id}',
        'GET /api/v1/finance',
        'GET /api/v1/projection/status',
        'POST /api/v1/projection/rebuild',
      ]),
    );
    // The docs route itself is not documented as a call.
    expect(Object.keys(doc.paths)).not.toContain('/api/v1/docs');

    const create = doc.paths['/api/v1/department/create']!.post!;
    expect(Object.keys(create.requestBody!.content)).toEqual(expect.arrayContaining(['multipart/form-data', 'application/json']));
    const props = create.requestBody!.content['multipart/form-data']!.schema.properties!;
    expect(Object.keys(props)).toEqual(expect.arrayContaining(['title', 'description', 'icon']));
    expect(props.title!['x-message']).toBe('Department name is required.');
    expect(create.responses).toHaveProperty('200');

    const finance = doc.paths['/api/v1/finance/create']!.post!.requestBody!.content['application/json']!.schema.properties!;
    expect(finance.amount!['x-message']).toBe('Amount is required.');
    const list = doc.paths['/api/v1/finance']!.get!;
    expect(list.parameters!.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['perPage', 'pageNo', 'searchTitle', 'financeType', 'startDate', 'endDate']),
    );
    expect(doc.paths['/api/v1/department/{id}']!.get!.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]),
    );
  });
});
