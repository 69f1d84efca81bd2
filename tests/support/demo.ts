import type { TestApp } from './harness.js';

/** Signs a demo user in (the demo's password) and gives the bearer header: for the demo-seed specs. */
export async function demoLogin(t: TestApp, email: string): Promise<{ authorization: string }> {
  const r = await t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: t.rt.config.demoPassword } });
  return { authorization: `Bearer ${r.json().data.accessToken}` };
}
