import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';
import { instituteDay } from '../platform/days.js';

type Headers = Record<string, string>;

/** [staff index, days from today, type, half or days long, code, reason]: today and upcoming only (no leave before today). */
const LEAVES: [number, number, 'HALF_DAY' | 'FULL_DAY' | 'MULTIPLE_DAY', string | number, 'SICK_LEAVE' | 'CASUAL_LEAVE', string][] = [
  [0, 0, 'FULL_DAY', 1, 'SICK_LEAVE', 'Fever and a sore throat; doctor advised rest.'],
  [1, 0, 'HALF_DAY', 'secondHalf', 'CASUAL_LEAVE', 'Bank work in the afternoon.'],
  [2, 2, 'MULTIPLE_DAY', 3, 'CASUAL_LEAVE', "Sister's wedding in Pune."],
  [3, 5, 'FULL_DAY', 1, 'CASUAL_LEAVE', 'Parent-teacher meeting at my child’s school.'],
  [4, 9, 'MULTIPLE_DAY', 5, 'SICK_LEAVE', 'Minor surgery and recovery.'],
  [1, 12, 'HALF_DAY', 'firstHalf', 'SICK_LEAVE', 'Dental appointment in the morning.'],
];

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A handful of staff leaves for the demo, through the API: two today (so the staff dashboard shows people on leave)
 * and the rest in the coming two weeks, for teachers and staff alike; then the quotas and a few applications.
 */
export async function seedLeaves(rt: Runtime, app: FastifyInstance, headers: Headers, now: Date): Promise<number> {
  const list = await app.inject({
    method: 'GET',
    url: '/api/v1/user?role=TEACHER&role=STAFF&perPage=200',
    headers: { ...headers, 'x-min-position': (await rt.store.head()).toString() },
  });
  if (list.statusCode !== 200) throw new Error(`demo leave staff list: ${list.body}`);
  const staff = (list.json() as { data: { _id: string; displayName: string; role: string }[] }).data.sort(
    (a, b) => a.role.localeCompare(b.role) || a.displayName.localeCompare(b.displayName) || a._id.localeCompare(b._id),
  );
  if (staff.length === 0) return 0;
  // Teachers and staff taken in turn, so both appear.
  const teachers = staff.filter((s) => s.role === 'TEACHER');
  const others = staff.filter((s) => s.role !== 'TEACHER');
  const mixed = Array.from({ length: Math.max(teachers.length, others.length) }, (_, i) => [teachers[i], others[i]])
    .flat()
    .filter((s) => s !== undefined);
  const today = instituteDay(now);
  let n = 0;
  for (const [who, from, leaveType, extent, leaveCode, reason] of LEAVES) {
    const s = mixed[who % mixed.length]!;
    const leaveDate = addDays(today, from);
    const r = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/leave/create',
      headers,
      payload: {
        staff: s._id,
        leaveCode,
        leaveType,
        leaveDate,
        reason,
        ...(leaveType === 'HALF_DAY' ? { additionalLeaveInfo: extent } : {}),
        ...(leaveType === 'MULTIPLE_DAY' ? { expectedJoiningDate: addDays(leaveDate, Number(extent) - 1) } : {}),
      },
    });
    // Two entries falling on one person's same days (a small demo) are skipped rather than failing the seed.
    if (r.statusCode === 409) continue;
    if (r.statusCode !== 200) throw new Error(`demo leave: ${r.body}`);
    n += 1;
  }
  return n + (await seedLeaveApplications(rt, app, headers, today));
}

/** The institute's yearly quotas (days per calendar year). */
const QUOTAS = [
  { leaveCode: 'SICK_LEAVE', days: 12 },
  { leaveCode: 'CASUAL_LEAVE', days: 10 },
];
/** [applicant's e-mail, days from today, type, half or days long, code, reason, decision]. */
const APPLICATIONS: [
  string,
  number,
  'HALF_DAY' | 'FULL_DAY' | 'MULTIPLE_DAY',
  string | number,
  'SICK_LEAVE' | 'CASUAL_LEAVE',
  string,
  string | null,
][] = [
  ['staff@demo.school', 16, 'FULL_DAY', 1, 'CASUAL_LEAVE', 'Moving house.', 'APPROVE'],
  ['teacher@demo.school', 19, 'MULTIPLE_DAY', 2, 'CASUAL_LEAVE', 'Annual day rehearsals clash with a family trip.', 'REJECT'],
  ['teacher@demo.school', 22, 'FULL_DAY', 1, 'CASUAL_LEAVE', "Cousin's engagement in Nashik.", null],
  ['manager@demo.school', 24, 'HALF_DAY', 'firstHalf', 'SICK_LEAVE', 'Eye check-up in the morning.', null],
];

/**
 * The quotas, and a few employees' own applications through the API as they would send them: one approved, one
 * rejected with a reason (both decided by the admin, so the applicants have notifications) and two pending.
 */
async function seedLeaveApplications(rt: Runtime, app: FastifyInstance, headers: Headers, today: string): Promise<number> {
  const quota = await app.inject({ method: 'PUT', url: '/api/v1/staff/leave/quota', headers, payload: { quotas: QUOTAS } });
  if (quota.statusCode !== 200) throw new Error(`demo leave quota: ${quota.body}`);
  const tokens = new Map<string, Headers>();
  const as = async (email: string) => {
    if (!tokens.has(email)) {
      const r = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: rt.config.demoPassword } });
      if (r.statusCode !== 200) throw new Error(`demo leave login ${email}: ${r.body}`);
      tokens.set(email, { authorization: `Bearer ${(r.json() as { data: { accessToken: string } }).data.accessToken}` });
    }
    return tokens.get(email)!;
  };
  let n = 0;
  for (const [email, from, leaveType, extent, leaveCode, reason, decision] of APPLICATIONS) {
    const leaveDate = addDays(today, from);
    const r = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/leave/apply',
      headers: { ...(await as(email)), 'x-min-position': (await rt.store.head()).toString() },
      payload: {
        leaveCode,
        leaveType,
        leaveDate,
        reason,
        ...(leaveType === 'HALF_DAY' ? { additionalLeaveInfo: extent } : {}),
        ...(leaveType === 'MULTIPLE_DAY' ? { expectedJoiningDate: addDays(leaveDate, Number(extent) - 1) } : {}),
      },
    });
    if (r.statusCode === 409) continue;
    if (r.statusCode !== 200) throw new Error(`demo leave application: ${r.body}`);
    n += 1;
    const id = (r.json() as { data: { _id: string } }).data._id;
    if (!decision) continue;
    const d = await app.inject({
      method: 'PUT',
      url: `/api/v1/staff/leave/${decision === 'APPROVE' ? 'approve' : 'reject'}/${id}`,
      headers,
      payload:
        decision === 'APPROVE'
          ? { note: 'Approved. Please hand over your duties for the day.' }
          : { reason: 'Annual day rehearsals need every teacher that week.' },
    });
    if (d.statusCode !== 200) throw new Error(`demo leave decision: ${d.body}`);
  }
  return n;
}
