export interface PlacementRecordParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
}

/** Every placement-report query sits under `['placement-reports']`, so a push of `placement_report` refreshes them all. */
export const placementReportKeys = {
  all: ['placement-reports'] as const,
  years: () => [...placementReportKeys.all, 'years'] as const,
  records: (year: number, params: PlacementRecordParams) => [...placementReportKeys.all, 'records', year, params] as const,
  stat: () => [...placementReportKeys.all, 'stat'] as const,
  perYear: () => [...placementReportKeys.all, 'per-year'] as const,
  students: (search: string) => [...placementReportKeys.all, 'students', search] as const,
};

/** The read models a write of this feature changes (the server signals them; without push the mutation refreshes). */
export const PLACEMENT_REPORT_READ_MODELS = ['placement_report'] as const;

/** The admin dashboard's queries (its Placements card counts placed students): dashboards' keys start with this. */
export const DASHBOARD_KEY = ['dashboard'] as const;

/** GET placement-report/history/:id: a record's History drawer. */
export const placementHistoryUrl = (id: string) => `placement-report/history/${encodeURIComponent(id)}`;
