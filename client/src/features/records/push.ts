import type { PushMap } from '@/lib/push';
import { studentCertificateKeys } from './api/student-certificate-keys';

export const recordsPush: PushMap = { student_certificate: [studentCertificateKeys.all] };
