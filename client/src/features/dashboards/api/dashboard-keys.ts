export interface StatRange {
  startDate?: string;
  endDate?: string;
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  adminStat: (range: StatRange) => [...dashboardKeys.all, 'admin', 'stat', range] as const,
  departmentReport: () => [...dashboardKeys.all, 'admin', 'department-report'] as const,
  departmentStat: () => [...dashboardKeys.all, 'admin', 'department-stat'] as const,
  payment: (range: { from: string; to: string }) => [...dashboardKeys.all, 'payment', range] as const,
  /** The teacher's dashboard calls (GET dashboard/teacher/<path>). */
  teacherAll: () => [...dashboardKeys.all, 'teacher'] as const,
  teacher: (path: string) => [...dashboardKeys.all, 'teacher', path] as const,
};

/** The dashboards' own read models (projections/src/dashboards): a change refreshes every dashboard query. */
export const dashboardReadModels = ['dashboard_admin', 'dashboard_payment'] as const;
