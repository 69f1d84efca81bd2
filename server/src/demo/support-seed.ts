import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../platform/runtime.js';

type Headers = Record<string, string>;

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
  const student = await login(app, 'student@demo.school', password);
  const parent = await login(app, 'parent@demo.school', password);
  const teacher = await login(app, 'teacher@demo.school', password);
  const staff = await login(app, 'staff@demo.school', password);
  const manager = await login(app, 'manager@demo.school', password);

  const fees = await call(student, 'enquiry/create', {
    subject: 'Fee receipt for the second term',
    message: 'I paid the second term fee online last week but cannot find the receipt. Where can I download it?',
  });
  await call(admin, 'enquiry/reply-to-user', {
    enquiryId: fees,
    message: 'Your payment is recorded. Open Fees in the menu and press the download button next to the second term.',
  });
  await call(student, 'enquiry/reply', { enquiryId: fees, message: 'Found it there, thank you for the quick help.' });
  await call(admin, 'enquiry/mark-resolved', { enquiryId: fees });

  const bus = await call(parent, 'enquiry/create', {
    subject: 'Evening bus timing',
    message: 'The evening bus reached our stop 25 minutes late three days this week. Has the route timing changed?',
  });
  await call(admin, 'enquiry/reply-to-user', {
    enquiryId: bus,
    message: 'There is road work near the market this month; we are checking a shorter way with the driver and will update you.',
  });

  const projector = await call(teacher, 'enquiry/create', {
    subject: 'Projector in room 204',
    message: 'The projector in room 204 shows no picture from the HDMI cable. Could someone from IT look at it before Monday?',
  });
  const sports = await call(student, 'enquiry/create', {
    subject: 'Sports day practice timings',
    message: 'Will the relay practice for sports day be after school or during the games period next week?',
  });
  const payslip = await call(staff, 'enquiry/create', {
    subject: 'October payslip',
    message: 'My October payslip shows the old house rent allowance. Could the accounts team check it, please?',
  });
  await call(admin, 'enquiry/reply-to-user', {
    enquiryId: payslip,
    message: 'The revised allowance starts from November; October will be adjusted in the next payslip.',
  });
  const reports = await call(manager, 'enquiry/create', {
    subject: 'Monthly attendance report',
    message: 'Can the monthly attendance report also be sent to the heads of department by e-mail?',
  });
  return [fees, bus, projector, sports, payslip, reports];
}
