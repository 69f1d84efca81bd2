import { downloadFile } from '@/lib/download';
import type { DownloadType } from '@/lib/export-rows';

/** GET book/export with the session's headers, saved under the server's name (books-YYYY-MM-DD.csv). Returns it. */
export function downloadBookExport(p: {
  downloadType: DownloadType;
  fields: string[];
  perPage?: number;
  searchTitle: string;
}): Promise<string> {
  const q = new URLSearchParams({ downloadType: p.downloadType, pageNo: '1' });
  if (p.perPage !== undefined) q.set('perPage', String(p.perPage));
  for (const f of p.fields) q.append('fields', f);
  if (p.searchTitle) q.set('searchTitle', p.searchTitle);
  return downloadFile(`book/export?${q.toString()}`, { fallbackName: `books.${p.downloadType === 'excel' ? 'xlsx' : p.downloadType}` });
}
