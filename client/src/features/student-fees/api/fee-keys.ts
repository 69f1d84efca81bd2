import type { ReadModel } from '@school/contracts';

export interface DefaulterListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
  batch: string;
  minDays: number;
}

export interface FeeListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
}

/** Every student-fees query lives under ['student-fees']: a push for any of its read models refreshes them all. */
export const feeKeys = {
  all: ['student-fees'] as const,
  lists: () => [...feeKeys.all, 'list'] as const,
  list: (params: FeeListParams) => [...feeKeys.lists(), params] as const,
  detail: (assignmentId: string) => [...feeKeys.all, 'detail', assignmentId] as const,
  student: (studentId: string) => [...feeKeys.all, 'student', studentId] as const,
  pending: (studentId: string) => [...feeKeys.student(studentId), 'pending'] as const,
  overview: (studentId: string) => [...feeKeys.student(studentId), 'overview'] as const,
  transactions: (studentId: string, pageNo: number, perPage: number) =>
    [...feeKeys.student(studentId), 'transactions', { pageNo, perPage }] as const,
  balance: (studentId: string, asOf: string) => [...feeKeys.student(studentId), 'balance', asOf] as const,
  settings: () => ['payment-settings'] as const,
  defaulters: (params: DefaulterListParams) => [...feeKeys.all, 'defaulters', params] as const,
  reminders: (studentId: string) => [...feeKeys.student(studentId), 'reminders'] as const,
  reminderSettings: () => [...feeKeys.all, 'reminder-settings'] as const,
};

/** The read models whose changes make these queries stale (../push.ts). */
export const feeReadModels = [
  'student_fee_assignment',
  'student_charge',
  'student_payment',
  'fee_reminder',
] as const satisfies readonly ReadModel[];
