import type { AttendanceRow } from '../api/types';
import { instituteHm } from '../components/class-time';

/** A student's time in the live class, as the server saw it: "Joined 10:02 · Left 10:41 · 39 min", or "In the class now". */
export function liveTimesText(r: AttendanceRow): string | null {
  if (!r.timeOfEnter) return null;
  const joined = `Joined ${instituteHm(r.timeOfEnter)}`;
  // In the room: the minutes count once they leave (the server counts an interval when it closes).
  if (r.inRoom) return `In the class now · ${joined}`;
  return r.timeOfExit ? `${joined} · Left ${instituteHm(r.timeOfExit)} · ${r.minutesAttended} min` : joined;
}
