import { api, type Envelope } from '@/lib/api-client';

/** 001 §2 bulk upload sample (served by the server). */
export const INVENTORY_SAMPLE = '/UploadInventorySample.xlsx';

/**
 * POST inventory/bulk (multipart: the .xlsx file, the spec's webUrl, dryRun): the import runs as a job like the people
 * bulk upload's (202 { jobId }, read with GET bulk-upload/job/:jobId).
 */
export function startInventoryUpload(file: File, dryRun: boolean): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('dryRun', String(dryRun));
  form.append('webUrl', location.origin);
  return api.post<Envelope<{ jobId: string }>>('inventory/bulk', form).then((r) => {
    if (!r.data?.jobId) throw new Error(r.message || 'The upload was not accepted.');
    return r.data.jobId;
  });
}
