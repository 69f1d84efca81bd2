import { createElement, type ReactElement } from 'react';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { RankedSwitch } from '../app/panels/ranked-switch';
import { canOpen, configShortcuts, pageAccess, paths, resolveRoute, routeOrder } from './routes';

/** The routes of the spec's screens.tsv (/work/shared/spec), kept here so the test runs without the spec folder. */
const SPEC_ROUTES = [
  '/panel/admin/department',
  '/panel/admin/transport/manage-vehicle',
  '/panel/admin/config/:courseId',
  '/panel/admin/fees/:feeId_:startDate_:endDate',
  '/panel/admin/config/publication',
  '/panel/admin/config/book-category',
  '/panel/admin/config/author',
  '/panel/admin/config/set-inventory-category',
  '/forgot-password',
  '/panel/superadmin/dashboard',
  '/panel/admin/dashboard',
  '/panel/teacher/dashboard',
  '/panel/student/dashboard',
  '/panel/admin/student/dashboard',
  '/panel/admin/student',
  '/panel/admin/staff/dashboard',
  '/panel/admin/staff/leave-management',
  '/panel/admin/staff/teaching-staff',
  '/panel/admin/staff/non-teaching-staff',
  '/panel/admin/inventory/dashboard',
  '/panel/admin/inventory/manage-stock',
  '/panel/admin/payment/dashboard',
  '/panel/admin/department/dashboard',
  '/panel/admin/placement/dashboard',
  '/panel/admin/transport/dashboard',
  '/panel/admin/admission/dashboard',
  '/panel/admin/transport/manage-drivers',
  '/panel/admin/library/add-new-book',
  '/panel/admin/library/bulk-upload',
  '/panel/admin/library/update-stock',
  '/panel/admin/library/student/:studentId',
  '/panel/admin/staff/:id',
  '/panel/admin/student/:id',
  '/panel/admin/alumni/:id',
  '/panel/admin/results/:examId',
  '/panel/admin/inventory/create',
  '/panel/admin/placement/archive/:id',
  '/panel/admin/placement/:placementId',
  '/panel/admin/placement',
  '/panel/admin/admins/add',
  '/panel/superadmin/admins/add',
  '/panel/superadmin/managers/add',
  '/panel/admin/batch/create',
  '/panel/admin/batch',
  '/panel/student/attendance',
  '/panel/student/attendance/dashboard',
  '/panel/student/timetable',
  '/panel/student/timetable/dashboard',
  '/panel/student/assignment',
  '/panel/student/assignment/:id',
  '/panel/student/assignment/dashboard',
  '/panel/student/exam/dashboard',
  '/panel/student/exam/:examId',
  '/panel/student/lms/:classId',
  '/panel/teacher/assignment',
  '/panel/teacher/assignment/dashboard',
  '/panel/teacher/batch',
  '/panel/teacher/batch/dashboard',
  '/panel/teacher/exam',
  '/panel/teacher/exam/dashboard',
  '/panel/teacher/exam/:examId/:subjectExamId',
  '/panel/teacher/exam/view/:examId',
  '/panel/teacher/exam/view/:examId/create',
  '/panel/teacher/result/:examId',
  '/panel/teacher/timetable',
  '/panel/teacher/timetable/dashboard',
  '/panel/teacher/attendance',
  '/panel/teacher/lms/dashboard',
  '/panel/teacher/lms/:classId',
  '/panel/teacher/class/:classId',
  '/panel/admin/exam/:examId',
  '/panel/:role/assignment',
  '/panel/:role/assignment/:assignmentId',
  '/panel/:role/assignment/:assignmentId/:studentId',
  '/panel/:role/batch/:batchId',
  '/panel/:role/batch/:batchId/materials',
  '/panel/:role/batch/:batchId/class',
  '/panel/:role/batch/:batchId/students',
  '/panel/:role/batch/:batchId/announcement',
  '/panel/:role/batch/:batchId/assign-teacher',
  '/panel/:role/batch/:batchId/time-table',
  '/panel/:role/lms',
  '/panel/:role/:pageType/:examId/:subjectExamId/:studentId',
  '/panel/:role/support/:enquiryId',
];

/** The addresses (#11 part 12) that a parameter route used to take: they must exist and win. */
const MUST_EXIST = [
  '/panel/admin/staff/teaching-staff',
  '/panel/admin/staff/non-teaching-staff',
  '/panel/admin/config/author',
  '/panel/admin/config/book-category',
  '/panel/admin/config/publication',
  '/panel/admin/config/set-inventory-category',
];

const pages = Object.keys(pageAccess);
const isParam = (s: string) => s.includes(':');
/** `:role` stands for each panel; the other parameters get a sample value. */
const expand = (route: string): string[] =>
  route.includes('/:role/') ? ['admin', 'teacher', 'student'].map((r) => route.replace(':role', r)) : [route];
const sample = (route: string) =>
  route
    .split('/')
    .map((s) => (isParam(s) ? 'x1' : s))
    .join('/');
/** A page pattern serves a spec route when both have the same literal segments in the same places. */
const sameShape = (page: string, route: string) => {
  const a = page.split('/');
  const b = route.split('/');
  return a.length === b.length && a.every((s, i) => (isParam(s) ? isParam(b[i] ?? '') : s === b[i]));
};

describe('the spec addresses (screens.tsv) open their pages', () => {
  const cases = SPEC_ROUTES.flatMap(expand).filter((route) => pages.some((page) => sameShape(page, route)));

  it('covers the addresses the issue names', () => {
    for (const route of MUST_EXIST) expect(cases).toContain(route);
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('%s resolves to its own page, not a parameter route', (route) => {
    const resolved = resolveRoute(sample(route), pages);
    expect(resolved).not.toBeNull();
    expect(sameShape(resolved!, route)).toBe(true);
  });

  it('lets staff-side roles open the staff lists and the config shortcuts', () => {
    for (const route of MUST_EXIST) {
      expect(canOpen('ADMIN', route)).toBe(true);
      expect(canOpen('STUDENT', route)).toBe(false);
    }
  });

  it('opens each config shortcut on its Configuration tab until the library and inventory pages exist', () => {
    expect(configShortcuts[paths.configBookCategory]?.tab).toBe('book-categories');
    expect(configShortcuts[paths.configInventoryCategory]?.tab).toBe('inventory-categories');
    // ---- library catalogue (lib-catalogue) ----
    // Authors and publications are the library's own pages now, not Configuration tabs.
    expect(configShortcuts[paths.configAuthor]).toBeUndefined();
    const libraryLists: string[] = [paths.configAuthor, paths.configPublication];
    expect(Object.keys(configShortcuts).sort()).toEqual(
      MUST_EXIST.filter((r) => r.includes('/config/') && !libraryLists.includes(r)).sort(),
    );
    // ---- end library catalogue ----
  });
});

describe('route order', () => {
  it('puts a literal segment before a parameter at the first place they differ, keeping written order otherwise', () => {
    expect(routeOrder('/panel/admin/staff/:id', '/panel/admin/staff/teaching-staff')).toBeGreaterThan(0);
    expect(routeOrder('/panel/admin/config/author', '/panel/admin/config/:courseId')).toBeLessThan(0);
    expect(routeOrder('/panel/admin/staff', '/panel/admin/student')).toBe(0);
    expect(resolveRoute('/panel/admin/staff/3f1c', pages)).toBe(paths.staffDetail);
    expect(resolveRoute('/panel/admin/config/3f1c', pages)).toBe(paths.configCourse);
  });

  it('RankedSwitch hands wouter the routes literal-first, the fallback last', () => {
    const routes = [
      createElement(Route, { key: 'fallback' }),
      createElement(Route, { key: 'a', path: paths.staffDetail }),
      createElement(Route, { key: 'b', path: paths.teachingStaff }),
      createElement(Route, { key: 'c', path: paths.configCourse }),
      createElement(Route, { key: 'd', path: paths.configAuthor }),
    ];
    const out = RankedSwitch({ children: routes }) as ReactElement<{ children: ReactElement<{ path?: string }>[] }>;
    expect(out.props.children.map((r) => r.props.path)).toEqual([
      paths.teachingStaff,
      paths.configAuthor,
      paths.staffDetail,
      paths.configCourse,
      undefined,
    ]);
  });
});
