import { pathTo, paths } from '../../../lib/routes';

/** The role's LMS page: the Live Classes list, and where a failed join lands (002 §8). */
export function lmsHref(role: string | undefined): string {
  if (role === 'TEACHER') return paths.teacherLms;
  if (role === 'STUDENT' || role === 'PARENT') return paths.studentLms;
  return paths.adminLms;
}

/** The class call page of a role; a teacher's carries the go-live options in its query (002 §2 routes). */
export function liveClassHref(
  role: string | undefined,
  classId: string,
  options?: { joinWithoutVideo: boolean; joinWithoutAudio: boolean },
): string {
  if (role === 'TEACHER') {
    const q = new URLSearchParams({
      joinWithoutVideo: String(options?.joinWithoutVideo ?? false),
      joinWithoutAudio: String(options?.joinWithoutAudio ?? false),
    });
    return `${pathTo(paths.teacherLiveClass, { classId })}?${q}`;
  }
  if (role === 'STUDENT' || role === 'PARENT') return pathTo(paths.studentLiveClass, { classId });
  return pathTo(paths.adminLiveClass, { classId });
}

/** A query flag of the call page: 'true' (any case) or '1' is on; anything else off (002 §4: off by default). */
export const flagOf = (v: string | null): boolean => v === '1' || v?.toLowerCase() === 'true';
