export interface LeaveListParams {
  pageNo: number;
  perPage: number;
  searchTitle: string;
  leaveCode: '' | 'SICK_LEAVE' | 'CASUAL_LEAVE';
  status: '' | 'UPCOMING' | 'ONGOING' | 'PAST' | 'CANCELLED';
}

export interface ApplicationListParams {
  pageNo: number;
  perPage: number;
  state: '' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
}

/** Every key starts with 'leave': a `staff_leave` or `leave_quota` signal refetches them all. */
export const leaveKeys = {
  all: ['leave'] as const,
  lists: () => [...leaveKeys.all, 'list'] as const,
  list: (params: LeaveListParams) => [...leaveKeys.lists(), params] as const,
  detail: (id: string) => [...leaveKeys.all, 'detail', id] as const,
  mine: (pageNo: number) => [...leaveKeys.all, 'mine', pageNo] as const,
  applications: (params: ApplicationListParams) => [...leaveKeys.all, 'applications', params] as const,
  pendingCount: () => [...leaveKeys.all, 'pending-count'] as const,
  quota: () => [...leaveKeys.all, 'quota'] as const,
  balance: (year: number) => [...leaveKeys.all, 'balance', year] as const,
};
