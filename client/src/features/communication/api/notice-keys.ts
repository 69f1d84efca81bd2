export interface NoticeListParams {
  pageNo: number;
  perPage: number;
  searchTitle?: string;
  /** Only those running now (start ≤ now ≤ end): the dashboards' Notices card. */
  active?: boolean;
}

export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  list: (params: NoticeListParams) => [...noticeKeys.lists(), params] as const,
};
