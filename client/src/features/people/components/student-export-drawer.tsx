import { STUDENT_EXPORT_MAX_ROWS } from '@school/contracts';
import { ExportDrawer } from '@/components/export-drawer';
import { downloadStudentExport, STUDENT_EXPORT_FIELDS, STUDENT_LIST_FIELDS } from '../api/export-students';

export interface StudentExportFilters {
  searchTitle: string;
  session: string;
  course: string;
  branch: string;
  isAlumni: boolean;
}

/**
 * The export drawer of the student toolbar (001 §2, §5 Export; components/export-drawer.tsx): the 28 student fields,
 * opening with the list's columns ticked and every row of the list (issue 11). The current filters and search apply.
 */
export function StudentExportDrawer({ filters, total }: { filters: StudentExportFilters; total: number | undefined }) {
  return (
    <ExportDrawer
      title="Export students"
      description="The current filters and search apply."
      fields={STUDENT_EXPORT_FIELDS}
      defaultFields={STUDENT_LIST_FIELDS}
      total={total}
      maxRows={STUDENT_EXPORT_MAX_ROWS}
      download={(downloadType, fields, perPage) => downloadStudentExport({ ...filters, downloadType, fields, perPage, pageNo: 1 })}
    />
  );
}
