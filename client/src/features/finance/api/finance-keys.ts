export interface FinanceListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
  financeType: '' | 'CREDIT' | 'DEBIT';
}

export const financeKeys = {
  all: ['finance'] as const,
  lists: () => [...financeKeys.all, 'list'] as const,
  list: (params: FinanceListParams) => [...financeKeys.lists(), params] as const,
};
