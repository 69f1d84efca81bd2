import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@school/contracts';
import { registerUsers } from '../server/src/modules/identity/index.js';
import { grant, startTestApp, type TestApp } from './support/harness.js';

/**
 * The rank rule on every write on a user: SUPER_ADMIN > ADMIN > MANAGER > STAFF = TEACHER > STUDENT = PARENT.
 * SUPER_ADMIN, ADMIN and MANAGER manage users of their own rank or below; nobody manages a rank above their own,
 * and the other roles manage no one. Permissions are changed by SUPER_ADMIN and ADMIN only, on managers and staff.
 */
const RANK: Record<Role, number> = { SUPER_ADMIN: 5, ADMIN: 4, MANAGER: 3, STAFF: 2, TEACHER: 2, STUDENT: 1, PARENT: 1 };
const MANAGERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER'];
const GRANTORS: Role[] = ['SUPER_ADMIN', 'ADMIN'];

let t: TestApp;
let sa: Record<string, string>;
const headers = new Map<Role, Record<string, string>>();
/** One user per role, registered by the SUPER_ADMIN into institute A: the target of every action but a delete allowed. */
const targets = new Map<Role, string>();
let n = 0;

const register = (by: Record<string, string>, role: Role) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/auth/management/register',
    headers: by,
    payload: {
      name: `Ranked ${++n}`,
      email: `ranked${n}.${Date.now().toString(36)}@ranks.test`,
      phoneNumber: '9123456780',
      gender: 'FEMALE',
      caste: 'GENERAL',
      countryCode: '+91',
      role,
    },
  });
const fresh = async (role: Role) => {
  const r = await register(sa, role);
  if (r.statusCode !== 200) throw new Error(`register ${role}: ${r.body}`);
  return r.json().data._id as string;
};

beforeAll(async () => {
  t = await startTestApp();
  sa = await t.as('SUPER_ADMIN');
  // A manager manages staff with the staff module and students with the student module; without them every call would be a 403 for the wrong reason.
  await grant(t, 'MANAGER', ['staff', 'student']);
  for (const role of ROLES) headers.set(role, await t.as(role));
  for (const role of ROLES) targets.set(role, await fresh(role));
});
afterAll(async () => t?.close());

type Action = 'register' | 'profile' | 'bank' | 'block' | 'delete' | 'permissions';
const ACTIONS: Action[] = ['register', 'profile', 'bank', 'block', 'delete', 'permissions'];

/** The status the rule and the route's access give. */
function expected(actor: Role, target: Role, action: Action): number {
  if (action === 'permissions') {
    if (!GRANTORS.includes(actor)) return 403;
    return target === 'MANAGER' || target === 'STAFF' ? 200 : 400;
  }
  if (!MANAGERS.includes(actor)) return 403;
  return RANK[target] <= RANK[actor] ? 200 : 403;
}

async function act(actor: Role, target: Role, action: Action) {
  const h = headers.get(actor)!;
  const id = targets.get(target)!;
  const allowed = expected(actor, target, action) === 200;
  switch (action) {
    case 'register':
      return register(h, target);
    case 'profile':
      return t.inject({
        method: 'PUT',
        url: `/api/v1/user/update/${id}`,
        headers: h,
        payload: { name: `Named by ${actor}`, city: 'Pune' },
      });
    case 'bank':
      return t.inject({
        method: 'PUT',
        url: `/api/v1/user/update/${id}`,
        headers: h,
        payload: {
          accountNumber: String(100_000_000 + RANK[actor] * 1000 + n++),
          accountHolderName: `Holder ${actor}`,
          ifscCode: 'SBIN0000001',
          bankName: 'SBI',
        },
      });
    case 'block':
      return t.inject({ method: 'PUT', url: `/api/v1/user/block/${id}`, headers: h });
    case 'delete':
      // An allowed delete takes a user of its own, so the shared target lives on for the other cells.
      return t.inject({ method: 'DELETE', url: `/api/v1/user/${allowed ? await fresh(target) : id}`, headers: h });
    case 'permissions': {
      const path = target === 'MANAGER' ? 'manager/permissions' : 'staff/permissions';
      return t.inject({ method: 'POST', url: `/api/v1/${path}/${id}`, headers: h, payload: { attendance: actor === 'ADMIN' } });
    }
  }
}

describe('the rank matrix: 7 actors x 7 target roles x 6 actions', () => {
  for (const actor of ROLES) {
    it(`${actor} against every role`, async () => {
      const outcomes: string[] = [];
      const wanted: string[] = [];
      for (const target of ROLES) {
        for (const action of ACTIONS) {
          const status = expected(actor, target, action);
          const before = await t.rt.store.head();
          const r = await act(actor, target, action);
          const after = await t.rt.store.head();
          const cell = `${actor} ${action} ${target}`;
          wanted.push(`${cell}: ${status}`);
          outcomes.push(`${cell}: ${r.statusCode}`);
          if (status === 200) {
            expect(after, `${cell} wrote nothing: ${r.body}`).toBeGreaterThan(before);
            if (action === 'block') {
              const back = await t.inject({
                method: 'PUT',
                url: `/api/v1/user/unblock/${targets.get(target)}`,
                headers: headers.get(actor)!,
              });
              expect(back.statusCode, `${actor} unblock ${target}`).toBe(200);
            }
          } else {
            // A refusal writes nothing: no event at all (no user registered, no profile, block or permission change).
            expect(after, `${cell} wrote ${after - before} event(s) though refused`).toBe(before);
            expect(r.json(), cell).toEqual({ error: expect.any(String) });
          }
        }
      }
      expect(outcomes).toEqual(wanted);
    });
  }

  it('names the rule in the refusal', async () => {
    const r = await register(headers.get('MANAGER')!, 'ADMIN');
    expect(r.json()).toEqual({ error: 'Your role may not register this role.' });
    const u = await t.inject({ method: 'PUT', url: `/api/v1/user/block/${targets.get('ADMIN')}`, headers: headers.get('MANAGER')! });
    expect(u.json()).toEqual({ error: 'Your role may not manage this user.' });
  });
});

describe('the rank rule below the routes', () => {
  it('bulk registration refuses a row of a role above the uploader, writing nothing for it', async () => {
    const ctx = {
      actor: { userId: t.schoolA.users.get('MANAGER')!, role: 'MANAGER' as const },
      instituteId: t.schoolA.instituteId,
      correlationId: 'ranks-bulk',
      now: new Date(),
    };
    const row = (role: Role, k: string) => ({
      userId: `bulk-rank-${k}`,
      email: `bulk.${k}@ranks.test`,
      displayName: `Bulk ${k}`,
      role,
      password: null,
      institutes: [t.schoolA.instituteId],
    });
    const before = await t.rt.store.head();
    const out = await registerUsers(t.rt, ctx, [row('ADMIN', 'admin'), row('TEACHER', 'teacher')]);
    expect(out.map((o) => [o.userId, o.ok])).toEqual([
      ['bulk-rank-admin', false],
      ['bulk-rank-teacher', true],
    ]);
    expect(out[0]!.ok ? '' : out[0]!.error.message).toBe('Your role may not register this role.');
    expect((await t.rt.store.readStream('user-bulk-rank-admin')).length).toBe(0);
    expect(await t.rt.reservations.owner('user-email', 'bulk.admin@ranks.test')).toBeNull();
    expect(await t.rt.store.head()).toBeGreaterThan(before);
  });
});
