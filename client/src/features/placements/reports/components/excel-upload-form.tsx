import { PLACEMENT_EXCEL_MAX_ROWS, PLACEMENT_REPORT_MESSAGES as M, PlacementExcelBody, type PlacementExcelResult } from '@school/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { SpreadsheetIcon } from '@/components/icons';
import { useFormSubmit } from '@/components/use-form-submit';
import { errorMessage } from '@/lib/api-client';
import { bind, errorOf, pick, schemaResolver } from '@/lib/schema-form';
import { useUploadPlacementExcel, type PlacementExcelInput } from '../api/upload-placement-excel';

interface Values extends Omit<PlacementExcelInput, 'file'> {
  file: File | null;
}

const EMPTY: Values = {
  file: null,
  startRow: '2',
  endRow: '',
  yearColumn: 'Year',
  studentIdColumn: 'Student Id',
  registrationColumn: '',
  companyColumn: 'Company',
  positionColumn: 'Position',
};

const rowNo = (v: string) => (/^\d+$/.test(v.trim()) && Number(v) >= 1 ? Number(v) : null);

/** The contract's messages: the column names (schema) and the file and rows (001 §5 Placement, Excel upload). */
const resolver = schemaResolver<Values>(
  pick(PlacementExcelBody, ['yearColumn', 'studentIdColumn', 'companyColumn', 'positionColumn']),
  (v) => {
    const start = rowNo(v.startRow);
    const end = rowNo(v.endRow);
    return {
      file: v.file ? (/\.xlsx$/i.test(v.file.name) ? undefined : M.xlsxOnly) : M.fileRequired,
      startRow: start === null ? M.startRowRequired : undefined,
      endRow:
        end === null
          ? M.endRowRequired
          : start !== null && end < start
            ? M.endBeforeStart
            : start !== null && end - start + 1 > PLACEMENT_EXCEL_MAX_ROWS
              ? M.tooManyRows(PLACEMENT_EXCEL_MAX_ROWS)
              : undefined,
    };
  },
);

const keyOf = (v: Values) => JSON.stringify({ ...v, file: v.file ? [v.file.name, v.file.size, v.file.lastModified] : null });

/**
 * 001 §5 Placement, Excel upload: the file, the rows to read and the column names of its header row. Check (a dry run)
 * lists every bad row; Upload records all the rows or none, and only once the same file and fields checked clean.
 */
export function ExcelUploadForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Values>({ defaultValues: EMPTY, resolver });
  const upload = useUploadPlacementExcel();
  const [checked, setChecked] = useState<{ key: string; result: PlacementExcelResult } | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const values = form.watch();
  const current = keyOf(values);
  const clean = checked?.key === current && checked.result.errors.length === 0;
  const { busy, handleSubmit, serverError } = useFormSubmit({
    form,
    submit: (v) => upload.mutateAsync({ input: { ...v, file: v.file! }, dryRun: false }),
    onSuccess: () => {
      form.reset(EMPTY);
      setChecked(null);
      onDone();
    },
  });
  const check = form.handleSubmit(async (v) => {
    setChecking(true);
    setCheckError(null);
    try {
      const res = await upload.mutateAsync({ input: { ...v, file: v.file! }, dryRun: true });
      setChecked({ key: keyOf(v), result: res.data });
    } catch (err) {
      setChecked(null);
      setCheckError(errorMessage(err));
    } finally {
      setChecking(false);
    }
  });
  const errors = form.formState.errors;
  const result = checked?.key === current ? checked.result : null;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <div className="space-y-4 px-5 py-5">
        <FormError message={serverError ?? checkError} />
        <FileInput
          label="Excel File"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          icon={<SpreadsheetIcon />}
          hint="An .xlsx of at most 5 MB; row 1 names the columns."
          {...bind(form, 'file')}
          error={errorOf(errors, 'file')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Start Row"
            type="number"
            inputMode="numeric"
            min={1}
            required
            {...form.register('startRow')}
            error={errorOf(errors, 'startRow')}
          />
          <TextField
            label="End Row"
            type="number"
            inputMode="numeric"
            min={1}
            required
            {...form.register('endRow')}
            error={errorOf(errors, 'endRow')}
          />
        </div>
        <p className="text-xs text-slate-600">
          Name each column as it is written in the sheet's header row (row 1; case and spaces do not matter). The student id is the
          student's registration number (or their user id); the registration column is optional and, where filled, must match the same
          student.
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField label="Year Column" required {...form.register('yearColumn')} error={errorOf(errors, 'yearColumn')} />
          <TextField label="Student Id Column" required {...form.register('studentIdColumn')} error={errorOf(errors, 'studentIdColumn')} />
          <TextField label="Registration Column" {...form.register('registrationColumn')} error={errorOf(errors, 'registrationColumn')} />
          <TextField label="Company Column" required {...form.register('companyColumn')} error={errorOf(errors, 'companyColumn')} />
          <TextField label="Position Column" required {...form.register('positionColumn')} error={errorOf(errors, 'positionColumn')} />
        </div>
        {result ? (
          result.errors.length === 0 ? (
            <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
              All {result.rows} rows can be uploaded.
            </p>
          ) : (
            <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <p className="font-medium">
                {new Set(result.errors.map((e) => e.row)).size} of {result.rows} rows have problems: fix them and check again.
              </p>
              <ul aria-label="Rows with problems" className="mt-2 max-h-48 space-y-1 overflow-y-auto">
                {result.errors.map((e, i) => (
                  <li key={`${e.row}-${e.field}-${i}`} className="break-words">
                    Row {e.row}: {e.message}
                  </li>
                ))}
              </ul>
            </div>
          )
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={busy || checking}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={() => void check()} loading={checking} disabled={busy}>
          Check
        </Button>
        <Button type="submit" loading={busy} disabled={!clean || checking}>
          Upload
        </Button>
      </div>
    </form>
  );
}
