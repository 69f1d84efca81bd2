import { api, type Envelope } from '@/lib/api-client';

/** The sample the page offers (001 §2 bulk upload; vehicles or routes, as its first sheet says). */
export const TRANSPORT_SAMPLE = '/UploadTransportSample.xlsx';

/** POST transport/bulk (multipart: file, webUrl, dryRun) → 202 { jobId }, read as the other bulk uploads' jobs. */
export function startTransportUpload(file: File, dryRun: boolean): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('dryRun', String(dryRun));
  form.append('webUrl', location.origin);
  return api.post<Envelope<{ jobId: string }>>('transport/bulk', form).then((r) => r.data.jobId);
}
