import { describe, expect, it } from 'vitest';
import type { Role } from '@school/contracts';
import type { AuthContext } from '../../platform/http/access.js';
import { profileView, sensitiveAccess, type Viewer } from './access.js';

const viewer = (role: Role, modules: string[] = [], children: string[] = []): Viewer => ({
  auth: { userId: 'me', role, email: 'me@x', displayName: 'Me', institutes: ['i'], instituteId: 'i', children } as AuthContext,
  modules: new Set(modules) as Viewer['modules'],
});
const student = { id: 's1', role: 'STUDENT' as const };
const staff = { id: 'st1', role: 'STAFF' as const };
const parent = { id: 'p1', role: 'PARENT' as const };

describe('sensitiveAccess and profileView', () => {
  it('gives the full record to the person, a parent of the child, administrators and holders of the owning module', () => {
    expect(profileView(viewer('STUDENT'), { id: 'me', role: 'STUDENT' }, false)).toBe('full');
    expect(profileView(viewer('PARENT', [], ['s1']), student, false)).toBe('full');
    for (const r of ['SUPER_ADMIN', 'ADMIN'] as const) expect(sensitiveAccess(viewer(r), staff)).toBe(true);
    expect(sensitiveAccess(viewer('MANAGER', ['staff']), staff)).toBe(true);
    expect(sensitiveAccess(viewer('STAFF', ['student']), student)).toBe(true);
    expect(sensitiveAccess(viewer('STAFF', ['student']), parent)).toBe(true);
  });

  it('keeps sensitive fields from everyone else', () => {
    expect(profileView(viewer('MANAGER', ['student']), staff, false)).toBe('basic');
    expect(profileView(viewer('STAFF', ['staff']), student, false)).toBe('basic');
    expect(profileView(viewer('MANAGER', ['staff']), { id: 'a', role: 'ADMIN' }, false)).toBe('basic');
    expect(profileView(viewer('STAFF'), parent, false)).toBe('register');
    expect(profileView(viewer('TEACHER'), staff, false)).toBe('basic');
    expect(profileView(viewer('TEACHER'), student, true)).toBe('register');
  });

  it('shows nothing of strangers to teachers, students and parents', () => {
    expect(profileView(viewer('TEACHER'), student, false)).toBeNull();
    expect(profileView(viewer('TEACHER'), parent, false)).toBeNull();
    expect(profileView(viewer('STUDENT'), student, false)).toBeNull();
    expect(profileView(viewer('PARENT', [], ['s2']), student, false)).toBeNull();
  });
});
