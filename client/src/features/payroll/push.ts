import type { PushMap } from '@/lib/push';
import { payrollKeys } from './api/payroll-keys';

/** Staff pay: the salary overview, its transactions and the payment history drawer. */
export const payrollPush: PushMap = { staff_payment: [payrollKeys.all] };
