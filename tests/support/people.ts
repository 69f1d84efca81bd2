import type { Role } from '@school/contracts';
import { PASSWORD, type TestApp } from './harness.js';

let n = 0;
/** Registers a user through the API as `by`, sets a password through the e-mailed link and signs in. */
export async function newUser(t: TestApp, by: Record<string, string>, role: Role, over: Record<string, unknown> = {}) {
  const email = `p${Date.now().toString(36)}${(n++).toString(36)}@people.test`;
  const r = await t.inject({
    method: 'POST',
    url: '/api/v1/auth/management/register',
    headers: by,
    payload: { name: `Person ${n}`, email, phoneNumber: '9123456780', gender: 'MALE', caste: 'OBC', countryCode: '+91', role, ...over },
  });
  if (r.statusCode !== 200) throw new Error(`register: ${r.body}`);
  const id = r.json().data._id as string;
  const mail = (await t.rt.mailer.latest(1, email))[0]!;
  const token = /token=([\w-]+)/.exec(mail.body)![1]!;
  const reset = await t.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password: PASSWORD } });
  if (reset.statusCode !== 200) throw new Error(`reset: ${reset.body}`);
  const login = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  return {
    id,
    email,
    headers: { authorization: `Bearer ${login.json().data.accessToken as string}` },
    position: reset.headers['x-position'] as string,
  };
}

export const pos = (r: { headers: Record<string, unknown> }) => r.headers['x-position'] as string;
