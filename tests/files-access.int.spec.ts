import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png, revoke, startTestApp, type TestApp } from './support/harness.js';
import { newUser } from './support/people.js';

/** A stored file is served on a signed link that lives minutes, handed out by a read the caller was allowed to make. */
let t: TestApp;
let admin: Record<string, string>;
let aadhaarUrl = '';
let fileId = '';
const image = png(7, 7);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  const student = t.schoolA.users.get('STUDENT')!;
  const f = multipart({ aadharNumber: '123412341234', aadharImage: { filename: 'a.png', contentType: 'image/png', data: image } });
  const r = await t.inject({
    method: 'PUT',
    url: `/api/v1/user/update/${student}`,
    headers: { ...admin, ...f.headers },
    payload: f.payload,
  });
  expect(r.statusCode, r.body).toBe(200);
  const at = { 'x-min-position': r.headers['x-position'] as string };
  const d = await t.inject({ method: 'GET', url: `/api/v1/user/details/${student}?address=true`, headers: { ...admin, ...at } });
  aadhaarUrl = d.json().data.addressDetails.aadharImageUrl;
  fileId = /\/files\/([0-9a-f-]{36})\?/.exec(aadhaarUrl)![1]!;
});
afterAll(async () => t?.close());

const fetchFile = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });

describe('GET files/:id', () => {
  it('serves a valid signed link without any token, for 15 to 20 minutes and cached no longer', async () => {
    const r = await fetchFile(aadhaarUrl);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.rawPayload.equals(image)).toBe(true);
    const exp = Number(new URL(aadhaarUrl, 'http://x').searchParams.get('exp'));
    const left = exp - Date.now() / 1000;
    expect(left).toBeGreaterThan(15 * 60 - 5);
    expect(left).toBeLessThanOrEqual(20 * 60);
    expect(Number(/max-age=(\d+)/.exec(String(r.headers['cache-control']))![1])).toBeLessThanOrEqual(20 * 60);
  });

  it('refuses another student (and anyone) the file by id without a signature', async () => {
    const other = await newUser(t, admin, 'STUDENT');
    for (const headers of [other.headers, await t.as('TEACHER'), admin, {}]) {
      const r = await fetchFile(`/api/v1/files/${fileId}`, headers);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ error: 'File not found.' });
    }
  });

  it('refuses an expired signature, a forged one and one made for another file', async () => {
    const expired = t.rt.files.signedUrl(fileId, '/api/v1', -3600)!;
    const r = await fetchFile(expired, await t.as('STUDENT'));
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toMatch(/expired/);
    const far = Math.floor(Date.now() / 1000) + 3600;
    const sig = new URL(aadhaarUrl, 'http://x').searchParams.get('sig');
    expect((await fetchFile(`/api/v1/files/${fileId}?exp=${far}&sig=${sig}`)).statusCode).toBe(404);
    const another = t.rt.files.signedUrl('00000000-0000-4000-8000-000000000000', '/api/v1')!;
    const borrowed = `/api/v1/files/${fileId}?${another.split('?')[1]}`;
    expect((await fetchFile(borrowed)).statusCode).toBe(404);
  });

  it('hands the signed link only to callers who may see the Aadhaar image', async () => {
    const student = t.schoolA.users.get('STUDENT')!;
    await revoke(t, 'STAFF', ['student']);
    const staff = await t.inject({ method: 'GET', url: `/api/v1/user/details/${student}?address=true`, headers: await t.as('STAFF') });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).not.toContain(fileId);
  });
});
