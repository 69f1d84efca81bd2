/** A period of the admin dashboard (ISO bounds, both optional). */
export interface PageViewRange {
  startDate?: string;
  endDate?: string;
}

export const pageViewKeys = {
  all: ['page-views'] as const,
  status: (range: PageViewRange) => [...pageViewKeys.all, 'status', range] as const,
};
