import { BOOK_EXPORT_FIELDS } from '@school/contracts';
import { ExportDrawer } from '@/components/export-drawer';
import { downloadBookExport } from '../api/export-books';

/** One book export file holds at most this many rows (the server's BOOK_EXPORT_MAX_ROWS, book-export.ts). */
const BOOK_EXPORT_MAX_ROWS = 10_000;

/**
 * The book list's Export side panel (001 §2, §5 Export; components/export-drawer.tsx): the eight book fields, all
 * ticked when it opens. The current search applies.
 */
export function BookExportDrawer({ searchTitle, total }: { searchTitle: string; total: number | undefined }) {
  return (
    <ExportDrawer
      title="Export books"
      description="The current search applies."
      fields={BOOK_EXPORT_FIELDS}
      total={total}
      maxRows={BOOK_EXPORT_MAX_ROWS}
      size="md"
      download={(downloadType, fields, perPage) => downloadBookExport({ downloadType, fields, searchTitle, perPage })}
    />
  );
}
