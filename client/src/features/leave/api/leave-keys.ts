export interface LeaveListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
  leaveCode: '' | 'SICK_LEAVE' | 'CASUAL_LEAVE';
  status: '' | 'UPCOMING' | 'ONGOING' | 'PAST' | 'CANCELLED';
}

export const leaveKeys = {
  all: ['leave'] as const,
  lists: () => [...leaveKeys.all, 'list'] as const,
  list: (params: LeaveListParams) => [...leaveKeys.lists(), params] as const,
  detail: (id: string) => [...leaveKeys.all, 'detail', id] as const,
};
