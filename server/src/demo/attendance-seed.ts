import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';
import { instituteDay } from '../platform/days.js';

type Headers = Record<string, string>;
const SCHOOL_DAYS = 20;

/** The `count` school days (Sundays skipped) before `today`, oldest first, as YYYY-MM-DD. */
export function schoolDaysBefore(today: string, count: number): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${today}T00:00:00Z`) - 86_400_000; days.length < count; t -= 86_400_000) {
    if (new Date(t).getUTCDay() !== 0) days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days.reverse();
}

/** Mostly present; now and then absent or on leave, the same every run (staff index and day decide). */
const statusFor = (staff: number, day: number) => {
  const n = (staff * 7 + day * 3) % 23;
  return n === 0 || n === 11 ? { isAbsent: true } : n === 5 ? { isLeave: true } : { isPresent: true };
};

/**
 * A month of history for the staff attendance calendar: the last 20 school days before today for every STAFF
 * and TEACHER of the demo institute, through the API. Today is left unmarked so the grid shows its P/A/L buttons.
 * One staff member's days run in order (they share a month's stream); staff members run side by side.
 */
export async function seedStaffAttendance(rt: Runtime, app: FastifyInstance, headers: Headers, now: Date): Promise<number> {
  const list = await app.inject({
    method: 'GET',
    url: '/api/v1/user?role=STAFF&role=TEACHER&perPage=200',
    headers: { ...headers, 'x-min-position': (await rt.store.head()).toString() },
  });
  if (list.statusCode !== 200) throw new Error(`demo staff list: ${list.body}`);
  const staff = (list.json() as { data: { _id: string; displayName: string }[] }).data.sort(
    (a, b) => a.displayName.localeCompare(b.displayName) || a._id.localeCompare(b._id),
  );
  const days = schoolDaysBefore(instituteDay(now), SCHOOL_DAYS);
  await Promise.all(
    staff.map(async (s, i) => {
      for (const [d, date] of days.entries()) {
        const r = await app.inject({
          method: 'POST',
          url: '/api/v1/staff/attendance/create',
          headers,
          payload: { user: s._id, date, isPresent: false, isAbsent: false, isLeave: false, ...statusFor(i, d) },
        });
        if (r.statusCode !== 200) throw new Error(`demo staff attendance: ${r.body}`);
      }
    }),
  );
  return staff.length * days.length;
}
