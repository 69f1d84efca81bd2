import { useState } from 'react';
import { Button } from '@/components/button';
import { Drawer } from '@/components/drawer';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadStudentExport, STUDENT_EXPORT_FIELDS, type DownloadType } from '../api/export-students';
import { exportDefaults, rowsQuery } from './export-defaults';

const TYPES: { value: DownloadType; label: string }[] = [
  { value: 'pdf', label: 'PDF' },
  { value: 'csv', label: 'CSV' },
  { value: 'excel', label: 'Excel' },
];
const PDF_MAX = 3;
const TOO_MANY = 'A maximum of 3 field can be choose in PDF type.';
const NOT_ALL = "Can't select all the field in pdf type.";

export interface StudentExportFilters {
  searchTitle: string;
  session: string;
  course: string;
  branch: string;
  isAlumni: boolean;
}

/**
 * The export drawer of the student toolbar (001 §2, §5 Export): a type (default excel), the fields ('Select All'
 * toggles all; a PDF takes at most 3), how many rows (slider 0 to the total, marks 0, 30, 50, total), then Download.
 * It opens with the list's columns ticked and every row of the list (export-defaults.ts, issue 11).
 * A side drawer: clicking away (the backdrop) or Escape closes it, like the other toolbar drawers.
 */
export function StudentExportDrawer({ filters, total }: { filters: StudentExportFilters; total: number | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.7} className="size-4" aria-hidden="true">
          <path d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14v2h12v-2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Export
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Export students" description="The current filters and search apply.">
        {open ? <ExportForm filters={filters} total={total} onDone={() => setOpen(false)} /> : null}
      </Drawer>
    </>
  );
}

function ExportForm({ filters, total, onDone }: { filters: StudentExportFilters; total: number | undefined; onDone: () => void }) {
  const defaults = exportDefaults(
    STUDENT_EXPORT_FIELDS.map((f) => f.key),
    total,
  );
  const { max, marks } = defaults;
  const [type, setType] = useState<DownloadType>('excel');
  const [fields, setFields] = useState<string[]>(defaults.fields);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Until the slider is moved, the rows follow the list's total (it may arrive after the drawer opened): all of them.
  const [chosenRows, setRows] = useState<number | null>(null);
  const rows = chosenRows ?? defaults.rows;
  const all = fields.length === STUDENT_EXPORT_FIELDS.length;

  const chooseType = (t: DownloadType) => {
    setType(t);
    setProblem(null);
    if (t === 'pdf' && fields.length > PDF_MAX) {
      setFields(fields.slice(0, PDF_MAX));
      setProblem(TOO_MANY);
    }
  };
  const toggle = (key: string) => {
    setProblem(null);
    if (fields.includes(key)) return setFields(fields.filter((f) => f !== key));
    if (type === 'pdf' && fields.length >= PDF_MAX) return setProblem(TOO_MANY);
    // Kept in the table's order whatever order they are ticked in.
    setFields(STUDENT_EXPORT_FIELDS.map((f) => f.key).filter((k) => k === key || fields.includes(k)));
  };
  const toggleAll = () => {
    setProblem(null);
    if (all) return setFields([]);
    if (type === 'pdf') return setProblem(NOT_ALL);
    setFields(STUDENT_EXPORT_FIELDS.map((f) => f.key));
  };
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadStudentExport({
        ...filters,
        downloadType: type,
        fields,
        perPage: rowsQuery(rows, defaults, total),
        pageNo: 1,
      });
      toast.success(`Downloaded ${name}`);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="flex-1 space-y-4 overflow-y-auto px-5 py-4">
        <fieldset>
          <legend className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Type</legend>
          <div className="mt-2 flex gap-2">
            {TYPES.map((t) => (
              <label
                key={t.value}
                className="flex cursor-pointer items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-brand-500"
              >
                <input
                  type="radio"
                  name="export-type"
                  value={t.value}
                  checked={type === t.value}
                  onChange={() => chooseType(t.value)}
                  className="accent-brand-600"
                />
                {t.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <div className="flex items-center justify-between">
            <legend className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Fields {type === 'pdf' ? `(at most ${PDF_MAX})` : null}
            </legend>
            <label className="flex items-center gap-1.5 text-sm text-slate-700">
              <input type="checkbox" checked={all} onChange={toggleAll} className="accent-brand-600" />
              Select All
            </label>
          </div>
          <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5">
            {STUDENT_EXPORT_FIELDS.map((f) => (
              <label key={f.key} className="flex items-center gap-1.5 text-sm text-slate-700">
                <input type="checkbox" checked={fields.includes(f.key)} onChange={() => toggle(f.key)} className="accent-brand-600" />
                {f.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="export-rows" className="flex justify-between text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <span>Rows</span>
            <span className="tabular-nums normal-case">
              {rows === max && total !== undefined && !defaults.capped ? `All ${total}` : `${rows} of ${total ?? '…'}`}
            </span>
          </label>
          <input
            id="export-rows"
            type="range"
            min={0}
            max={max}
            value={rows}
            onChange={(e) => setRows(Number(e.target.value))}
            list="export-row-marks"
            className="mt-2 w-full accent-brand-600"
          />
          <datalist id="export-row-marks">
            {marks.map((m) => (
              <option key={m} value={m} label={String(m)} />
            ))}
          </datalist>
          <div className="flex justify-between text-[11px] text-slate-500 tabular-nums" aria-hidden="true">
            {marks.map((m) => (
              <span key={m}>{m}</span>
            ))}
          </div>
        </div>
        {defaults.capped ? (
          <p className="text-sm text-amber-800" data-testid="export-cap">
            {defaults.capped}
          </p>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm text-rose-700">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-100 px-5 py-3">
        <Button variant="secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button
          size="sm"
          loading={busy}
          disabled={fields.length === 0 || rows === 0 || (type === 'pdf' && fields.length > PDF_MAX)}
          onClick={() => void download()}
        >
          Download
        </Button>
      </div>
    </>
  );
}
