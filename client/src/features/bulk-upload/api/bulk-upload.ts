import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BulkJob, BulkKind } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { onJobMessage } from '@/lib/job-events';
import type { JobMessage } from '@/lib/push';

export type { BulkKind };

export const bulkKeys = {
  all: ['bulk-upload'] as const,
  job: (jobId: string) => [...bulkKeys.all, 'job', jobId] as const,
};

export type { BulkJob };

export const uploadPath: Record<BulkKind, string> = {
  student: 'student-register/upload-excel',
  staff: 'staff/bulk',
  // ---- inventory (inv-server) ----
  inventory: 'inventory/bulk',
  // ---- end inventory ----
  // ---- books (lib-catalogue) ----
  book: 'book/bulk',
  // ---- end books ----
  // ---- transport fleet (fleet-server) ----
  transport: 'transport/bulk',
  // ---- end transport fleet ----
  finance: 'finance/bulk',
};
export const samplePath: Record<BulkKind, string> = {
  student: '/UploadStudentSample.xlsx',
  staff: '/StaffBulkUpload.xlsx',
  // ---- inventory (inv-server) ----
  inventory: '/UploadInventorySample.xlsx',
  // ---- end inventory ----
  // ---- books (lib-catalogue) ----
  book: '/UploadLibrarySample.xlsx',
  // ---- end books ----
  // ---- transport fleet (fleet-server) ----
  transport: '/UploadTransportSample.xlsx',
  // ---- end transport fleet ----
  finance: '/UploadFinanceSample.xlsx',
};

/** POST student-register/upload-excel | staff/bulk (multipart) → 202 { jobId }. */
export function startUpload(kind: BulkKind, file: File, dryRun: boolean): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('dryRun', String(dryRun));
  form.append('webUrl', location.origin);
  return api.post<Envelope<{ jobId: string }>>(uploadPath[kind], form).then((r) => r.data.jobId);
}

const finished = (s: string | undefined) => s === 'done' || s === 'failed';

/** What a progress panel reads of a spreadsheet job (the people bulk upload's, the exam question import's). */
export interface JobState {
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  errors: { row: number; field: string; message: string }[];
}

/** Where a job of the people bulk upload is read. */
export const bulkJobPath = (jobId: string) => `bulk-upload/job/${encodeURIComponent(jobId)}`;

/**
 * A job's state: GET bulk-upload/job/:jobId (or the job route `pathOf` names), polled while it runs (the fallback), with the websocket's `job`
 * messages moving the progress bar in between and fetching the final report as soon as it ends.
 */
export function useBulkJob<J extends JobState = BulkJob>(jobId: string | null, pathOf: (jobId: string) => string = bulkJobPath) {
  const [live, setLive] = useState<JobMessage | null>(null);
  const q = useQuery({
    queryKey: bulkKeys.job(jobId ?? ''),
    queryFn: ({ signal }) => api.get<Envelope<J>>(pathOf(jobId!), { signal }).then((r) => r.data),
    enabled: !!jobId,
    refetchInterval: (query) => (finished(query.state.data?.status) ? false : 1500),
  });
  const { refetch } = q;
  useEffect(() => {
    setLive(null);
    if (!jobId) return;
    return onJobMessage((msg) => {
      if (msg.jobId !== jobId) return;
      setLive(msg);
      if (finished(msg.status)) void refetch();
    });
  }, [jobId, refetch]);
  const job = q.data;
  const done = finished(job?.status);
  const progress = done ? job!.progress : Math.max(job?.progress ?? 0, live?.progress ?? 0);
  return { job, done, progress, live, error: q.error };
}
