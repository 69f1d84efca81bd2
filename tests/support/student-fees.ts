import type { TestApp } from './harness.js';

let n = 0;

/** Builds what fee tests need through the API: a batch of an institute, fee masters, students in a batch. */
export function feeWorld(t: TestApp, admin: Record<string, string>) {
  let last: string | undefined;
  const call = async (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => {
    // Each call reads what the ones before it wrote.
    const r = await t.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { ...admin, ...(last ? { 'x-min-position': last } : {}) },
      payload,
    });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.body}`);
    last = (r.headers['x-position'] as string | undefined) ?? last;
    return r.json().data._id as string;
  };
  let academics: Promise<{ session: string; course: string; branch: string }> | null = null;
  const base = () =>
    (academics ??= (async () => {
      const session = await call('session/create', { startYear: '2025-01-01', endYear: '2026-01-01' });
      const course = await call('course/create', { title: `Course ${++n}`, duration: 4, description: 'Fees' });
      const branch = await call('branch/create', { title: `Branch ${++n}`, description: 'Fees', courseId: course });
      return { session, course, branch };
    })());
  return {
    call,
    async batch(description = `Batch ${++n}`) {
      const { session, course, branch } = await base();
      return call('batch/create', {
        session,
        course,
        branch,
        description,
        maximumStudent: 100,
        headOfDepartment: t.schoolA.users.get('TEACHER')!,
      });
    },
    fee: (title: string, amount: number) => call('fee/create', { title: `${title} ${++n}`, amount }),
    /** Registers a student (no sign-in) and puts them in the batch. */
    async student(batch: string, name = `Student ${++n}`) {
      const email = `fs${Date.now().toString(36)}${(n++).toString(36)}@fees.test`;
      const id = await call('auth/management/register', {
        name,
        email,
        phoneNumber: '9123456780',
        gender: 'MALE',
        caste: 'OBC',
        countryCode: '+91',
        role: 'STUDENT',
      });
      await t.settle(); // the update checks the batch on the read model
      await call(`user/update/${id}`, { batch, registrationNumber: `REG-${n}` }, 'PUT');
      return id;
    },
    /** Moves an existing user (the seeded student) into the batch. */
    enrol: async (studentId: string, batch: string) => {
      await t.settle();
      return call(`user/update/${studentId}`, { batch }, 'PUT');
    },
  };
}
