import type { PushMap } from '@/lib/push';
import { recordsKeys } from './api/records-keys';

export const recordsPush: PushMap = {
  student_certificate: [recordsKeys.all],
  student_document: [recordsKeys.all],
  issued_certificate: [recordsKeys.all],
};
