import { useState } from 'react';
import { BOOK_EXPORT_FIELDS, CATALOGUE_MESSAGES } from '@school/contracts';
import { Button } from '@/components/button';
import { Drawer } from '@/components/drawer';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadBookExport, type DownloadType } from '../api/export-books';

const TYPES: { value: DownloadType; label: string }[] = [
  { value: 'pdf', label: 'PDF' },
  { value: 'csv', label: 'CSV' },
  { value: 'excel', label: 'Excel' },
];
const PDF_MAX = 3;
const KEYS: string[] = BOOK_EXPORT_FIELDS.map((f) => f.key);
/** The slider's end when the list has not said its total (001 §5 Export). */
const UNKNOWN_TOTAL = 1000;

/**
 * The book list's Export side panel (001 §2, §5 Export): a type (default excel), the eight fields ('Select All' toggles
 * all; a PDF takes at most 3), how many rows (slider 0 to the total, marks 0, 30, 50, total), then Download.
 */
export function BookExportDrawer({ searchTitle, total }: { searchTitle: string; total: number | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Export
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Export books" description="The current search applies.">
        {open ? <ExportForm searchTitle={searchTitle} total={total} onDone={() => setOpen(false)} /> : null}
      </Drawer>
    </>
  );
}

function ExportForm({ searchTitle, total, onDone }: { searchTitle: string; total: number | undefined; onDone: () => void }) {
  const max = total ?? UNKNOWN_TOTAL;
  const marks = [...new Set([0, 30, 50, max])].filter((m) => m <= max).sort((a, b) => a - b);
  const [type, setType] = useState<DownloadType>('excel');
  const [fields, setFields] = useState<string[]>(KEYS);
  const [rows, setRows] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = rows ?? max;
  const all = fields.length === KEYS.length;

  const chooseType = (t: DownloadType) => {
    setType(t);
    setProblem(null);
    if (t === 'pdf' && fields.length > PDF_MAX) {
      setFields(fields.slice(0, PDF_MAX));
      setProblem(CATALOGUE_MESSAGES.pdfMax);
    }
  };
  const toggle = (key: string) => {
    setProblem(null);
    if (fields.includes(key)) return setFields(fields.filter((f) => f !== key));
    if (type === 'pdf' && fields.length >= PDF_MAX) return setProblem(CATALOGUE_MESSAGES.pdfMax);
    setFields(KEYS.filter((k) => k === key || fields.includes(k)));
  };
  const toggleAll = () => {
    setProblem(null);
    if (all) return setFields([]);
    if (type === 'pdf') return setProblem(CATALOGUE_MESSAGES.pdfAll);
    setFields(KEYS);
  };
  const download = async () => {
    setBusy(true);
    try {
      const everything = count >= max && total !== undefined;
      const name = await downloadBookExport({ downloadType: type, fields, searchTitle, ...(everything ? {} : { perPage: count }) });
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
          <div className="mt-2 flex flex-wrap gap-2">
            {TYPES.map((t) => (
              <label
                key={t.value}
                className="flex cursor-pointer items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-brand-500"
              >
                <input
                  type="radio"
                  name="book-export-type"
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
            {BOOK_EXPORT_FIELDS.map((f) => (
              <label key={f.key} className="flex items-center gap-1.5 text-sm text-slate-700">
                <input type="checkbox" checked={fields.includes(f.key)} onChange={() => toggle(f.key)} className="accent-brand-600" />
                {f.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="book-export-rows" className="flex justify-between text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <span>Rows</span>
            <span className="tabular-nums normal-case">
              {count === max && total !== undefined ? `All ${total}` : `${count} of ${total ?? '…'}`}
            </span>
          </label>
          <input
            id="book-export-rows"
            type="range"
            min={0}
            max={max}
            value={count}
            onChange={(e) => setRows(Number(e.target.value))}
            className="mt-2 w-full accent-brand-600"
          />
          <div className="flex justify-between text-[11px] text-slate-500 tabular-nums" aria-hidden="true">
            {marks.map((m) => (
              <span key={m}>{m}</span>
            ))}
          </div>
        </div>
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
        <Button size="sm" loading={busy} disabled={fields.length === 0 || count === 0} onClick={() => void download()}>
          Download
        </Button>
      </div>
    </>
  );
}
