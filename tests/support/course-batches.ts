import type { Method } from './harness.js';
import type { Res } from './positioned.js';

type Call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => Promise<Res>;

/**
 * The academics most worlds start from: a 2025 session, the B.Tech course with its CSE branch, and `batch()` making a
 * morning batch of them headed by `hod` (each call a new batch).
 */
export async function courseWithBatches(call: Call, id: (p: Promise<Res>) => Promise<string>, admin: Record<string, string>, hod: string) {
  const session = await id(call('POST', 'session/create', admin, { startYear: '2025-01-01', endYear: '2026-01-01' }));
  const course = await id(call('POST', 'course/create', admin, { title: 'B.Tech', duration: 4, description: 'Engineering' }));
  const branch = await id(call('POST', 'branch/create', admin, { title: 'CSE', description: 'Computers', courseId: course }));
  const batch = () =>
    id(call('POST', 'batch/create', admin, { session, course, branch, description: 'Morning', maximumStudent: 60, headOfDepartment: hod }));
  return { session, course, branch, batch };
}
