import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyLeaveBody, LeaveBalanceRow, LeaveRow } from '@school/contracts';
import { api, type Envelope, type PagedEnvelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';
import { leaveKeys, type ApplicationListParams } from './leave-keys';

function useRefresh() {
  const qc = useQueryClient();
  return () => invalidateUnlessPushed(qc, ['staff_leave']);
}

/** GET staff/leave/mine: the caller's own leave and applications, latest first day first. */
export const useMyLeaves = (pageNo: number) =>
  useQuery({
    queryKey: leaveKeys.mine(pageNo),
    queryFn: ({ signal }) => api.get<PagedEnvelope<LeaveRow>>('staff/leave/mine', { query: { pageNo, perPage: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET staff/leave/balance?year: quota, used, pending and left per leave code for the caller. */
export const useLeaveBalance = (year: number) =>
  useQuery({
    queryKey: leaveKeys.balance(year),
    queryFn: ({ signal }) =>
      api.get<Envelope<{ year: number; staffId: string; balances: LeaveBalanceRow[] }>>('staff/leave/balance', {
        query: { year },
        signal,
      }),
  });

/** POST staff/leave/apply: the caller's own leave, pending until decided. */
export function useApplyLeave() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ApplyLeaveBody) => api.post<Envelope<LeaveRow>>('staff/leave/apply', body),
    onSuccess: refresh,
  });
}

/** PUT staff/leave/withdraw/:id: the applicant cancels a pending application. */
export function useWithdrawLeave() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.put<Envelope<LeaveRow>>(`staff/leave/withdraw/${encodeURIComponent(id)}`, reason ? { reason } : {}),
    onSuccess: refresh,
  });
}

/** GET staff/leave/applications?state: for approvers (ADMIN, a MANAGER with the leave module). */
export const applicationsQueryOptions = (params: ApplicationListParams) =>
  queryOptions({
    queryKey: leaveKeys.applications(params),
    queryFn: ({ signal }) => api.get<PagedEnvelope<LeaveRow>>('staff/leave/applications', { query: { ...params }, signal }),
    placeholderData: (previous) => previous,
  });
export const useApplications = (params: ApplicationListParams) => useQuery(applicationsQueryOptions(params));

/** GET staff/leave/applications/pending-count: the approvers' badge, refetched on every `staff_leave` signal. */
export const usePendingCount = (enabled = true) =>
  useQuery({
    queryKey: leaveKeys.pendingCount(),
    queryFn: ({ signal }) => api.get<Envelope<{ pendingCount: number }>>('staff/leave/applications/pending-count', { signal }),
    enabled,
  });

/** PUT staff/leave/approve/:id { note? }. */
export function useApproveLeave() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api.put<Envelope<LeaveRow>>(`staff/leave/approve/${encodeURIComponent(id)}`, note ? { note } : {}),
    onSuccess: refresh,
  });
}

/** PUT staff/leave/reject/:id { reason }. */
export function useRejectLeave() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.put<Envelope<LeaveRow>>(`staff/leave/reject/${encodeURIComponent(id)}`, { reason }),
    onSuccess: refresh,
  });
}

export interface QuotaRow {
  leaveCode: string;
  days: number | null;
}

/** GET staff/leave/quota: the institute's yearly days per leave code (null: no quota). */
export const useLeaveQuota = () =>
  useQuery({
    queryKey: leaveKeys.quota(),
    queryFn: ({ signal }) => api.get<Envelope<QuotaRow[]>>('staff/leave/quota', { signal }),
  });

/** PUT staff/leave/quota (ADMIN). */
export function useSetLeaveQuota() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (quotas: QuotaRow[]) => api.put<Envelope<QuotaRow[]>>('staff/leave/quota', { quotas }),
    onSuccess: () => invalidateUnlessPushed(qc, ['leave_quota']),
  });
}
