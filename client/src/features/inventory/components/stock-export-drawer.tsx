import { STUDENT_EXPORT_MAX_ROWS } from '@school/contracts';
import { ExportDrawer } from '@/components/export-drawer';
import { downloadStockExport, STOCK_EXPORT_FIELDS, STOCK_LIST_FIELDS } from '../api/export-stock';

/**
 * The stock list's Export side panel (001 §2, §5 Export; components/export-drawer.tsx): the seven inventory fields,
 * opening with the list's columns ticked. The current search and category apply; one file holds as many rows as the
 * student export's (the server's limit).
 */
export function StockExportDrawer({ searchTitle, category, total }: { searchTitle: string; category: string; total: number | undefined }) {
  return (
    <ExportDrawer
      title="Export stock"
      description="The current search and category apply."
      fields={STOCK_EXPORT_FIELDS}
      defaultFields={STOCK_LIST_FIELDS}
      total={total}
      maxRows={STUDENT_EXPORT_MAX_ROWS}
      download={(downloadType, fields, perPage) => downloadStockExport({ downloadType, fields, perPage, pageNo: 1, searchTitle, category })}
    />
  );
}
