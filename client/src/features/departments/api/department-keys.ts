export interface DepartmentListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
}

export const departmentKeys = {
  all: ['departments'] as const,
  lists: () => [...departmentKeys.all, 'list'] as const,
  list: (params: DepartmentListParams) => [...departmentKeys.lists(), params] as const,
};
