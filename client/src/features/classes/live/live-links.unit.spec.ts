import { describe, expect, it } from 'vitest';
import { canOpen } from '../../../lib/routes';
import { flagOf, liveClassHref, lmsHref } from './live-links';

describe('live class addresses (002 §2 routes)', () => {
  it("opens the teacher's call page with the go-live options, off by default", () => {
    expect(liveClassHref('TEACHER', 'c1', { joinWithoutVideo: true, joinWithoutAudio: false })).toBe(
      '/panel/teacher/lms/c1?joinWithoutVideo=true&joinWithoutAudio=false',
    );
    expect(liveClassHref('TEACHER', 'c1')).toBe('/panel/teacher/lms/c1?joinWithoutVideo=false&joinWithoutAudio=false');
  });
  it("opens a student's and the office's call pages", () => {
    expect(liveClassHref('STUDENT', 'c/1')).toBe('/panel/student/lms/c%2F1');
    expect(liveClassHref('ADMIN', 'c1')).toBe('/panel/admin/lms/c1');
  });
  it("sends a failed join to the role's LMS page, which that role may open", () => {
    expect(lmsHref('TEACHER')).toBe('/panel/teacher/lms');
    expect(lmsHref('STUDENT')).toBe('/panel/student/lms');
    expect(lmsHref('STAFF')).toBe('/panel/admin/lms');
    for (const role of ['TEACHER', 'STUDENT', 'ADMIN', 'SUPER_ADMIN', 'MANAGER', 'STAFF'] as const)
      expect(canOpen(role, lmsHref(role))).toBe(true);
    expect(canOpen('PARENT', '/panel/student/lms')).toBe(false);
  });
  it('reads the dashboard as its own page, not a class id', () => {
    expect(canOpen('TEACHER', '/panel/teacher/lms/dashboard')).toBe(true);
    expect(canOpen('STUDENT', '/panel/teacher/lms/dashboard')).toBe(false);
    expect(canOpen('STUDENT', '/panel/student/lms/abc')).toBe(true);
  });
  it('reads a query flag as on only for true or 1', () => {
    expect(flagOf('true')).toBe(true);
    expect(flagOf('TRUE')).toBe(true);
    expect(flagOf('1')).toBe(true);
    expect(flagOf('false')).toBe(false);
    expect(flagOf('')).toBe(false);
    expect(flagOf(null)).toBe(false);
  });
});
