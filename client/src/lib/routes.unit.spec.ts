import { describe, expect, it } from 'vitest';
import { canDeleteNotice, canOpen, cardsClickable, landingRoute, panelOf, pathTo, paths } from './routes';

describe('landingRoute (001 §2)', () => {
  it.each([
    ['SUPER_ADMIN', '/panel/superadmin/dashboard'],
    ['MANAGER', '/panel/superadmin/dashboard'],
    ['ADMIN', '/panel/admin/dashboard'],
    ['STAFF', '/panel/admin/dashboard'],
    ['TEACHER', '/panel/teacher/dashboard'],
    ['STUDENT', '/panel/student/dashboard'],
    ['PARENT', '/panel/student/dashboard'],
    ['SOMEONE', '/'],
  ])('%s lands on %s', (role, route) => expect(landingRoute(role)).toBe(route));
});

describe('canOpen', () => {
  it('lets each role open its own landing route', () => {
    for (const role of ['SUPER_ADMIN', 'MANAGER', 'ADMIN', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as const) {
      expect(canOpen(role, landingRoute(role))).toBe(true);
    }
  });
  it('keeps students, parents and teachers out of the admin pages', () => {
    for (const role of ['STUDENT', 'PARENT', 'TEACHER'] as const) {
      expect(canOpen(role, paths.department)).toBe(false);
      expect(canOpen(role, paths.finance)).toBe(false);
      expect(canOpen(role, paths.adminDashboard)).toBe(false);
      expect(canOpen(role, paths.notice)).toBe(false);
    }
  });
  it('follows what the server lets STAFF read: departments yes, finance no', () => {
    expect(canOpen('STAFF', paths.department)).toBe(true);
    expect(canOpen('STAFF', paths.finance)).toBe(false);
  });
  it('opens the notices page to every staff-side role; only ADMIN and STAFF delete notices (001 §6)', () => {
    for (const role of ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'] as const) expect(canOpen(role, paths.notice)).toBe(true);
    expect(canDeleteNotice('ADMIN')).toBe(true);
    expect(canDeleteNotice('STAFF')).toBe(true);
    expect(canDeleteNotice('SUPER_ADMIN')).toBe(false);
    expect(canDeleteNotice('MANAGER')).toBe(false);
  });
  it('ignores a trailing slash and refuses unknown pages', () => {
    expect(canOpen('ADMIN', '/panel/admin/department/')).toBe(true);
    expect(canOpen('ADMIN', '/panel/admin/nowhere')).toBe(false);
  });
});

describe('panelOf and cards', () => {
  it('maps pages to their lazily loaded panel', () => {
    expect(panelOf(paths.superadminDashboard)).toBe('admin');
    expect(panelOf(paths.finance)).toBe('admin');
    expect(panelOf(paths.teacherDashboard)).toBe('teacher');
    expect(panelOf(paths.studentDashboard)).toBe('student');
  });
  it('makes dashboard cards unclickable for SUPER_ADMIN and MANAGER (001 §6)', () => {
    expect(cardsClickable('SUPER_ADMIN')).toBe(false);
    expect(cardsClickable('MANAGER')).toBe(false);
    expect(cardsClickable('ADMIN')).toBe(true);
  });
});

describe('routes with parameters', () => {
  it('opens /panel/admin/config/:courseId, batch and student pages by pattern; create is exact', () => {
    expect(canOpen('ADMIN', '/panel/admin/config/3f1c')).toBe(true);
    expect(canOpen('ADMIN', '/panel/admin/batch/create')).toBe(true);
    expect(canOpen('STAFF', '/panel/admin/batch/create')).toBe(false);
    expect(canOpen('STAFF', '/panel/admin/batch/abc')).toBe(true);
    expect(canOpen('ADMIN', '/panel/admin/student/abc')).toBe(true);
    expect(canOpen('STUDENT', '/panel/admin/student/abc')).toBe(false);
    expect(canOpen('ADMIN', '/panel/admin/config/a/b')).toBe(false);
    expect(panelOf('/panel/admin/alumni/x')).toBe('admin');
  });
  it('fills parameters', () => {
    expect(pathTo(paths.batchDetail, { batchId: 'a b' })).toBe('/panel/admin/batch/a%20b');
  });
});

describe('leave applications (issue 11)', () => {
  it('gives every employee a My leave page in their panel, and approvers the applications', () => {
    expect(canOpen('TEACHER', paths.teacherLeave)).toBe(true);
    expect(panelOf(paths.teacherLeave)).toBe('teacher');
    for (const role of ['ADMIN', 'MANAGER', 'STAFF'] as const) expect(canOpen(role, paths.myLeave)).toBe(true);
    expect(canOpen('TEACHER', paths.myLeave)).toBe(false);
    for (const role of ['SUPER_ADMIN', 'ADMIN', 'MANAGER'] as const) expect(canOpen(role, paths.leaveApplications)).toBe(true);
    for (const role of ['STAFF', 'TEACHER', 'STUDENT', 'PARENT'] as const) expect(canOpen(role, paths.leaveApplications)).toBe(false);
  });
});
