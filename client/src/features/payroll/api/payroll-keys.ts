export const payrollKeys = {
  all: ['payroll'] as const,
  payments: (staffId: string, pageNo: number, perPage: number) => [...payrollKeys.all, 'payments', staffId, { pageNo, perPage }] as const,
  overview: (staffId: string) => [...payrollKeys.all, 'overview', staffId] as const,
  mine: (pageNo: number, perPage: number) => [...payrollKeys.all, 'mine', { pageNo, perPage }] as const,
};
