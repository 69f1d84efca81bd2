import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';

type Headers = Record<string, string>;

/** [who asks, subject, message, the office's answer, the user's thanks (then the office resolves it)]. */
const ENQUIRIES: [string, string, string, string | null, string | null][] = [
  [
    'student',
    'Fee receipt for the second term',
    'I paid the second term fee online last week but cannot find the receipt. Where can I download it?',
    'Your payment is recorded. Open Fees in the menu and press the download button next to the second term.',
    'Found it there, thank you for the quick help.',
  ],
  [
    'parent',
    'Evening bus timing',
    'The evening bus reached our stop 25 minutes late three days this week. Has the route timing changed?',
    'There is road work near the market this month; we are checking a shorter way with the driver and will update you.',
    null,
  ],
  [
    'teacher',
    'Projector in room 204',
    'The projector in room 204 shows no picture from the HDMI cable. Could someone from IT look at it before Monday?',
    null,
    null,
  ],
  [
    'student',
    'Sports day practice timings',
    'Will the relay practice for sports day be after school or during the games period next week?',
    null,
    null,
  ],
  [
    'staff',
    'October payslip',
    'My October payslip shows the old house rent allowance. Could the accounts team check it, please?',
    'The revised allowance starts from November; October will be adjusted in the next payslip.',
    null,
  ],
  [
    'manager',
    'Monthly attendance report',
    'Can the monthly attendance report also be sent to the heads of department by e-mail?',
    null,
    null,
  ],
];

const login = async (app: FastifyInstance, email: string, password: string): Promise<Headers> => {
  const r = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (r.statusCode !== 200) throw new Error(`demo support login ${email}: ${r.body}`);
  return { authorization: `Bearer ${(r.json() as { data: { accessToken: string } }).data.accessToken}` };
};

/**
 * Support enquiries through the API, as users make them: the demo student's about fees (answered by the admin, thanked
 * and resolved), the parent's about the bus (open, with the office's reply), the teacher's about a projector (open, not
 * answered yet), the student's about sports day (open), the staff member's about a payslip (answered) and the manager's
 * (open): every role that asks has a thread to open. Returns the ids in that order.
 */
export async function seedSupport(rt: Runtime, app: FastifyInstance, admin: Headers, password: string): Promise<string[]> {
  const call = async (h: Headers, url: string, payload: unknown) => {
    const r = await app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      headers: { ...h, 'x-min-position': (await rt.store.head()).toString() },
      payload: payload as never,
    });
    if (r.statusCode !== 200) throw new Error(`demo support ${url}: ${r.body}`);
    return (r.json() as { data: { _id: string } }).data._id;
  };
  const as = new Map<string, Headers>();
  for (const who of ['student', 'parent', 'teacher', 'staff', 'manager']) as.set(who, await login(app, `${who}@demo.school`, password));
  const ids: string[] = [];
  for (const [who, subject, message, answer, thanks] of ENQUIRIES) {
    const user = as.get(who)!;
    const enquiryId = await call(user, 'enquiry/create', { subject, message });
    if (answer) await call(admin, 'enquiry/reply-to-user', { enquiryId, message: answer });
    if (thanks) {
      await call(user, 'enquiry/reply', { enquiryId, message: thanks });
      await call(admin, 'enquiry/mark-resolved', { enquiryId });
    }
    ids.push(enquiryId);
  }
  return ids;
}
