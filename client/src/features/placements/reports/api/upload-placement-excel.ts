import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacementExcelResult } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { refreshPlacementReports } from './refresh';

/** What the Excel tab sends: the file and its columns, named as in the sheet's header row. */
export interface PlacementExcelInput {
  file: File;
  startRow: string;
  endRow: string;
  yearColumn: string;
  studentIdColumn: string;
  registrationColumn: string;
  companyColumn: string;
  positionColumn: string;
}

/** POST placement-report/excel/upload (multipart): `dryRun` only checks the rows; otherwise all rows or none. */
export function useUploadPlacementExcel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ input, dryRun }: { input: PlacementExcelInput; dryRun: boolean }) => {
      const fd = new FormData();
      fd.append('file', input.file, input.file.name);
      for (const k of [
        'startRow',
        'endRow',
        'yearColumn',
        'studentIdColumn',
        'registrationColumn',
        'companyColumn',
        'positionColumn',
      ] as const) {
        const v = input[k].trim();
        if (v) fd.append(k, v);
      }
      fd.append('dryRun', String(dryRun));
      return api.post<Envelope<PlacementExcelResult>>('placement-report/excel/upload', fd);
    },
    onSuccess: (res) => {
      if (!res.data.dryRun) refreshPlacementReports(qc);
    },
  });
}
