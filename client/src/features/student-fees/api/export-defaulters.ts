import { downloadFile } from '@/lib/download';
import type { DefaulterListParams } from './fee-keys';
import { defaulterQuery } from './get-defaulters';

export type DefaulterDownloadType = 'excel' | 'csv' | 'pdf';

/** GET student-fee/defaulters/export: every row of the filters in force, saved as fee-defaulters-YYYY-MM-DD.<ext>. */
export function downloadDefaulters(p: Omit<DefaulterListParams, 'pageNo' | 'perPage'>, downloadType: DefaulterDownloadType) {
  const q = new URLSearchParams({ downloadType });
  for (const [k, v] of Object.entries(defaulterQuery(p))) q.set(k, String(v));
  return downloadFile(`student-fee/defaulters/export?${q.toString()}`, {
    fallbackName: `fee-defaulters.${downloadType === 'excel' ? 'xlsx' : downloadType}`,
  });
}
