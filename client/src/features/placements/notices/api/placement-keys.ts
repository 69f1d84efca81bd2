export interface NoticeListParams {
  pageNo: number;
  perPage: number;
}

/** Every placement-notice query sits under `['placement-notices']`, so a push of its read models refreshes them all. */
export const placementKeys = {
  all: ['placement-notices'] as const,
  list: (params: NoticeListParams) => [...placementKeys.all, 'list', params] as const,
  one: (id: string) => [...placementKeys.all, 'one', id] as const,
  applicants: (id: string, params: NoticeListParams) => [...placementKeys.all, 'applicants', id, params] as const,
};

/** The read models a write of this feature changes (the server signals them; without push the mutation refreshes). */
export const PLACEMENT_NOTICE_READ_MODELS = ['placement_notice', 'placement_application'] as const;

/** 001 §9: placement notices and applicants, 10 a page. */
export const PLACEMENT_PER_PAGE = 10;
