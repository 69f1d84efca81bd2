import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { allProjections, type ChangeBatch } from '@school/projections';
import type { PushEnvelope, Role } from '@school/contracts';
// The push policy is the server's own; these pin it without a server.
import { SIGNAL_AUDIENCE, visibleTo } from '../server/src/platform/push/audience.js';
import { signalsOf } from '../server/src/platform/push/signals.js';
import { WsHub, type SocketAuth } from '../server/src/platform/push/ws-hub.js';

const listener = (role: Role, userId = 'u1', children: string[] = [], modules: string[] | null = null) => ({
  role,
  userId,
  children,
  modules: modules ? new Set(modules) : null,
});

describe('the push audience map', () => {
  it('names every read model the projections publish', () => {
    const missing = allProjections.map((p) => p.name).filter((n) => !(n in SIGNAL_AUDIENCE));
    expect(missing).toEqual([]);
  });

  it('fails closed: a read model not in the map reaches SUPER_ADMIN and ADMIN only', () => {
    for (const role of ['MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as Role[]) {
      expect(visibleTo(listener(role, 'u1', [], ['finance']), 'brand_new_model', ['x'], { x: ['u1'] })).toBeNull();
    }
    expect(visibleTo(listener('ADMIN'), 'brand_new_model', ['x'], undefined)).toEqual({ ids: 'all' });
  });

  it("tells a student or parent only of their own (or their child's) records", () => {
    const owners = { p1: ['s1'], p2: ['s2'] };
    expect(visibleTo(listener('STUDENT', 's1'), 'student_payment', ['p1', 'p2'], owners)).toEqual({ ids: ['p1'] });
    expect(visibleTo(listener('PARENT', 'par', ['s2']), 'student_payment', ['p1', 'p2'], owners)).toEqual({ ids: ['p2'] });
    expect(visibleTo(listener('STUDENT', 's3'), 'student_payment', ['p1', 'p2'], owners)).toBeNull();
    // A staff member's payment is nobody's of theirs; a teacher hears of their own only.
    expect(visibleTo(listener('STUDENT', 's1'), 'staff_payment', ['sp'], { sp: ['s1'] })).toBeNull();
    expect(visibleTo(listener('TEACHER', 't1'), 'staff_payment', ['sp', 'sq'], { sp: ['t1'], sq: ['t2'] })).toEqual({ ids: ['sp'] });
    // Records that are users: the user's own id.
    expect(visibleTo(listener('STUDENT', 's1'), 'app_user', ['s1', 's2'], undefined)).toEqual({ ids: ['s1'] });
    // Catalogue read through the batch's tabs: that it changed, not which.
    expect(visibleTo(listener('STUDENT', 's1'), 'batch', ['b1'], undefined)).toEqual({ ids: [] });
  });

  it('gives a MANAGER or STAFF member the ids only with the module, else their own or the bare signal', () => {
    const owners = { a: ['x'], b: ['st'] };
    expect(visibleTo(listener('STAFF', 'st', [], ['payment']), 'staff_payment', ['a', 'b'], owners)).toEqual({ ids: 'all' });
    expect(visibleTo(listener('STAFF', 'st', [], []), 'staff_payment', ['a', 'b'], owners)).toEqual({ ids: ['b'] });
    expect(visibleTo(listener('MANAGER', 'm', [], []), 'finance_entry', ['f'], undefined)).toEqual({ ids: [] });
    expect(visibleTo(listener('MANAGER', 'm', [], null), 'finance_entry', ['f'], undefined)).toEqual({ ids: [] });
  });

  it("tells a teacher that an exam changed but not which (other batches' exams are not theirs)", () => {
    for (const model of ['exam', 'subject_exam', 'exam_question']) {
      expect(visibleTo(listener('TEACHER', 't1'), model, ['e1'], undefined), model).toEqual({ ids: [] });
      expect(visibleTo(listener('STAFF', 'st', [], ['exam']), model, ['e1'], undefined), model).toEqual({ ids: 'all' });
      expect(visibleTo(listener('STUDENT', 's1'), model, ['e1'], undefined), model).toBeNull();
    }
  });

  it('tells of an assignment counter only its author, the students named as owners and their parents', () => {
    const owners = { a1: ['t1', 's1', 's2'] };
    expect(visibleTo(listener('TEACHER', 't1'), 'assignment_dashboard', ['a1'], owners)).toEqual({ ids: ['a1'] });
    expect(visibleTo(listener('TEACHER', 't2'), 'assignment_dashboard', ['a1'], owners)).toBeNull();
    expect(visibleTo(listener('STUDENT', 's2'), 'assignment_dashboard', ['a1'], owners)).toEqual({ ids: ['a1'] });
    expect(visibleTo(listener('STUDENT', 's3'), 'assignment_dashboard', ['a1'], owners)).toBeNull();
    expect(visibleTo(listener('PARENT', 'par', ['s1']), 'assignment_dashboard', ['a1'], owners)).toEqual({ ids: ['a1'] });
    expect(visibleTo(listener('PARENT', 'par', ['s9']), 'assignment_dashboard', ['a1'], owners)).toBeNull();
    expect(visibleTo(listener('STAFF', 'u9', [], ['assignment']), 'assignment_dashboard', ['a1'], owners)).toEqual({ ids: 'all' });
    expect(visibleTo(listener('STAFF', 'u9', [], ['exam']), 'assignment_dashboard', ['a1'], owners)).toEqual({ ids: [] });
  });
});

describe('signalsOf', () => {
  it('splits an inbox batch into one envelope per user with only their ids, and keeps owners for the rest', () => {
    const inbox: ChangeBatch = {
      readModel: 'notification',
      position: 9n,
      byInstitute: new Map([['A', new Set(['n-u1', 'n-u2'])]]),
      byUser: new Map([
        [
          'A',
          new Map([
            ['u1', new Set(['n-u1'])],
            ['u2', new Set(['n-u2'])],
          ]),
        ],
      ]),
    };
    expect(signalsOf(inbox)).toEqual([
      { instituteId: 'A', userId: 'u1', message: { type: 'change', readModel: 'notification', ids: ['n-u1'], position: '9' } },
      { instituteId: 'A', userId: 'u2', message: { type: 'change', readModel: 'notification', ids: ['n-u2'], position: '9' } },
    ]);
    const owned: ChangeBatch = {
      readModel: 'student_payment',
      position: 3n,
      byInstitute: new Map([['A', new Set(['p1'])]]),
      owners: new Map([['A', new Map([['p1', new Set(['s1'])]])]]),
    };
    expect(signalsOf(owned)).toEqual([
      { instituteId: 'A', owners: { p1: ['s1'] }, message: { type: 'change', readModel: 'student_payment', ids: ['p1'], position: '3' } },
    ]);
  });
});

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: { type: string; readModel?: string; ids?: string[] }[] = [];
  closed: number | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  terminate() {
    this.readyState = 3;
  }
  close(code: number) {
    this.closed = code;
    this.readyState = 3;
    this.emit('close');
  }
  ping() {}
}

const change = (readModel: string, ids: string[], owners?: Record<string, string[]>): PushEnvelope => ({
  instituteId: 'A',
  ...(owners ? { owners } : {}),
  message: { type: 'change', readModel, ids, position: '1' },
});
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('WsHub and the session behind a socket', () => {
  it("re-reads a staff member's modules on a permission signal, holding signals meanwhile", async () => {
    let granted = new Set<string>();
    const hub = new WsHub({ heartbeatMs: 60_000, modulesOf: async () => granted });
    try {
      const s = new FakeSocket();
      hub.add(s as never, { userId: 'st', role: 'STAFF', instituteId: 'A', children: [] }, null);
      hub.deliver(change('staff_payment', ['a', 'b'], { a: ['x'], b: ['st'] }));
      await tick();
      const changes = s.sent.filter((m) => m.type === 'change');
      expect(changes).toEqual([{ type: 'change', readModel: 'staff_payment', ids: ['b'], position: '1' }]);
      granted = new Set(['payment']);
      hub.deliver(change('permission', ['st']));
      hub.deliver(change('staff_payment', ['c'], { c: ['x'] }));
      await tick();
      expect(s.sent.at(-1)).toMatchObject({ readModel: 'staff_payment', ids: ['c'] });
    } finally {
      hub.close();
    }
  });

  it('closes with 4401 the sockets of a user whose session no longer stands, and 4403 one no longer in the institute', async () => {
    const verdict = new Map<string, number>();
    const authenticate = async (token: string): Promise<SocketAuth> => {
      const status = verdict.get(token);
      if (status) throw Object.assign(new Error('Your session has ended. Please sign in again.'), { statusCode: status });
      return { userId: token, role: 'TEACHER', instituteId: 'A', children: [] };
    };
    const hub = new WsHub({ heartbeatMs: 60_000, authenticate });
    try {
      const [a, b, c] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
      hub.add(a as never, { userId: 'ua', role: 'TEACHER', instituteId: 'A', children: [] }, { token: 'ua' });
      hub.add(b as never, { userId: 'ub', role: 'TEACHER', instituteId: 'A', children: [] }, { token: 'ub' });
      hub.add(c as never, { userId: 'uc', role: 'TEACHER', instituteId: 'A', children: [] }, { token: 'uc' });
      verdict.set('ua', 401).set('uc', 403);
      hub.deliver(change('app_user', ['ua', 'uc']));
      // Held while checked: the ended session hears nothing more.
      hub.deliver(change('department', ['d1']));
      await tick();
      expect([a.closed, b.closed, c.closed]).toEqual([4401, null, 4403]);
      expect(a.sent.map((m) => m.type)).toEqual(['hello']);
      expect(b.sent.at(-1)).toMatchObject({ readModel: 'department', ids: ['d1'] });
      expect(hub.size).toBe(1);
    } finally {
      hub.close();
    }
  });

  it("closes the oldest of a user's sockets past the cap", () => {
    const hub = new WsHub({ heartbeatMs: 60_000, maxPerUser: 2 });
    try {
      const socks = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
      for (const s of socks) hub.add(s as never, { userId: 'u', role: 'ADMIN', instituteId: 'A', children: [] }, null);
      expect(socks.map((s) => s.closed)).toEqual([4409, null, null]);
      expect(hub.size).toBe(2);
    } finally {
      hub.close();
    }
  });
});
