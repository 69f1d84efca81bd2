import type { Role } from '@school/contracts';
import type { Runtime } from '../../platform/runtime.js';
import { audienceOf } from '../identity/index.js';
import { grantsOf } from '../permissions/index.js';

/** The office answers enquiries: SUPER_ADMIN, ADMIN, and MANAGER / STAFF holding module `notice` (communication). */
export const OFFICE: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
export const SUPPORT_MODULE = 'notice' as const;
/** Who opens enquiries of their own (002 §2 Previous Queries): everyone but the institute's admins. */
export const ASKERS: Role[] = ['MANAGER', 'STAFF', 'TEACHER', 'STUDENT', 'PARENT'];

/** The office members told of an enquiry nobody answered yet: every admin, and the members holding the module. */
export async function officeOf(rt: Runtime, instituteId: string): Promise<string[]> {
  const grants = grantsOf(rt);
  const [admins, members] = await Promise.all([
    audienceOf(rt, instituteId, ['ADMIN', 'SUPER_ADMIN'], { except: '' }),
    audienceOf(rt, instituteId, ['MANAGER', 'STAFF'], { except: '' }),
  ]);
  const held = await Promise.all(
    members.map(async (userId) => ((await grants({ instituteId, userId })).has(SUPPORT_MODULE) ? userId : null)),
  );
  return [...admins, ...held.filter((u): u is string => u !== null)];
}
