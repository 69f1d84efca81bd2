import { expect } from 'vitest';
import type { BookAdded, Role } from '@school/contracts';
import { settableClock } from '../server/src/platform/clock.js';
import type { CommandContext } from '../server/src/platform/commands.js';
import { newId } from '../server/src/platform/ids.js';
import { registerUser } from '../server/src/modules/identity/index.js';
import type { Runtime } from '../server/src/platform/runtime.js';
import { startTestApp, type Method, type TestApp } from './support/harness.js';

/**
 * The library circulation specs' world (tests/library-circ*.int.spec.ts): school A with its seeded users (the student
 * and their linked parent), more students registered directly, books added by appending BookAdded (the catalogue's
 * routes are another module's), and school B's admin. The clock is set: fines move with it, never with sleeps.
 */

export type Res = { statusCode: number; body: string; json(): any; headers: Record<string, unknown> };

/** A book of `quantity` copies in an institute, straight onto its stream (a fixture: the catalogue's routes add books). */
export async function addBook(rt: Runtime, instituteId: string, title: string, quantity: number, extra: Partial<BookAdded['data']> = {}) {
  const bookId = newId();
  const data: BookAdded['data'] = {
    bookId,
    title,
    summery: null,
    authorId: null,
    publicationId: null,
    dateOfPublication: null,
    bookCategoryId: null,
    imageKey: null,
    quantity,
    source: 'FORM',
    ...extra,
  };
  await rt.store.append(`book-${bookId}`, 'no_stream', [
    {
      type: 'BookAdded',
      data,
      eventId: newId(),
      metadata: {
        actorId: 'fixture',
        actorRole: 'ADMIN',
        instituteId,
        occurredAt: new Date().toISOString(),
        correlationId: 'fixture',
        causationId: 'fixture',
      },
    },
  ]);
  return bookId;
}

/** A student of the institute registered directly (no sign-in needed: the office acts for them). */
export async function addStudent(rt: Runtime, instituteId: string, name: string, profile: Record<string, string> = {}) {
  const ctx: CommandContext = {
    actor: { userId: 'fixture', role: 'SUPER_ADMIN' as Role },
    instituteId,
    correlationId: 'fixture',
    now: new Date(),
  };
  const r = await registerUser(rt, ctx, {
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${newId().slice(0, 8)}@library.test`,
    displayName: name,
    role: 'STUDENT',
    password: null,
    institutes: [instituteId],
    ...(Object.keys(profile).length > 0 ? { profile } : {}),
  });
  return r.userId;
}

export function libraryWorld(start = '2026-11-02T10:00:00+05:30') {
  const clock = settableClock(start);
  const w = {
    clock,
    t: undefined as unknown as TestApp,
    admin: {} as Record<string, string>,
    student: {} as Record<string, string>,
    parent: {} as Record<string, string>,
    teacher: {} as Record<string, string>,
    adminB: {} as Record<string, string>,
    studentId: '',
    instA: '',
    instB: '',
    pos: '',
    async call(method: Method, url: string, headers: Record<string, string>, payload?: object): Promise<Res> {
      const r = await w.t.with(headers).send(method, url, payload, { at: w.pos });
      if (r.headers['x-position']) w.pos = r.headers['x-position'] as string;
      return r as unknown as Res;
    },
    async ok(p: Promise<Res>) {
      const r = await p;
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    },
    async refused(p: Promise<Res>, status: number, message?: string) {
      const r = await p;
      expect(r.statusCode, r.body).toBe(status);
      if (message) expect(r.json().error).toBe(message);
      return r;
    },
    at(iso: string) {
      clock.set(iso);
    },
    async setup() {
      w.t = await startTestApp({ clock });
      w.admin = await w.t.as('ADMIN');
      w.student = await w.t.as('STUDENT');
      w.parent = await w.t.as('PARENT');
      w.teacher = await w.t.as('TEACHER');
      w.adminB = await w.t.as('ADMIN', 'b');
      w.studentId = w.t.schoolA.users.get('STUDENT')!;
      w.instA = w.t.schoolA.instituteId;
      w.instB = w.t.schoolB.instituteId;
    },
    book: (title: string, quantity: number, inst?: string) => addBook(w.t.rt, inst ?? w.instA, title, quantity),
    newStudent: (name: string, profile: Record<string, string> = {}, inst?: string) => addStudent(w.t.rt, inst ?? w.instA, name, profile),
    issue: (user: string, book: string, returnDate: string) => w.call('POST', 'library/issue-book', w.admin, { user, book, returnDate }),
  };
  return w;
}
