export const attendanceKeys = {
  all: ['staff-attendance'] as const,
  byDate: (params: object) => [...attendanceKeys.all, 'by-date', params] as const,
  month: (staffId: string, month: string) => [...attendanceKeys.all, 'month', staffId, month] as const,
};
