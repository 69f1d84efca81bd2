import { downloadFile } from '@/lib/download';
import type { DownloadType } from '@/lib/export-rows';

/** 001 §3 inventory export fields: Id, Title, Quantity, Price, Description, Stock Used, Category. */
export const STOCK_EXPORT_FIELDS: { key: string; label: string }[] = [
  { key: '_id', label: 'Id' },
  { key: 'title', label: 'Title' },
  { key: 'quantity', label: 'Quantity' },
  { key: 'price', label: 'Price' },
  { key: 'description', label: 'Description' },
  { key: 'stockUsed', label: 'Stock Used' },
  { key: 'category', label: 'Category' },
];

/** The fields the stock list shows, ticked when the export panel opens. */
export const STOCK_LIST_FIELDS = ['title', 'category', 'price', 'quantity', 'stockUsed'];

export interface StockExportParams {
  downloadType: DownloadType;
  fields: string[];
  /** Absent: every row. */
  perPage?: number;
  pageNo: number;
  searchTitle: string;
  category: string;
}

/** GET inventory/export?perPage&pageNo&downloadType&fields (repeated): saved under the server's file name, which is returned. */
export function downloadStockExport(p: StockExportParams): Promise<string> {
  const q = new URLSearchParams({ downloadType: p.downloadType, pageNo: String(p.pageNo) });
  if (p.perPage !== undefined) q.set('perPage', String(p.perPage));
  for (const f of p.fields) q.append('fields', f);
  if (p.searchTitle) q.set('searchTitle', p.searchTitle);
  if (p.category) q.set('category', p.category);
  return downloadFile(`inventory/export?${q.toString()}`, {
    fallbackName: `inventory.${p.downloadType === 'excel' ? 'xlsx' : p.downloadType}`,
  });
}
