import type { Role } from '@school/contracts';

/** Who writes: the office, MANAGER and STAFF while they hold the `student` permission module. */
export const RECORDS_WRITERS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF'];
/** Who reads: the office, and a student or a parent for their own (checked per call). */
export const RECORDS_READERS: Role[] = [...RECORDS_WRITERS, 'STUDENT', 'PARENT'];
export const office = { access: RECORDS_WRITERS, module: 'student' as const };
export const readers = { access: RECORDS_READERS, module: 'student' as const };
