import { useState } from 'react';
import { Button } from '@/components/button';
import { Drawer } from '@/components/drawer';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadStockExport, STOCK_EXPORT_FIELDS, STOCK_LIST_FIELDS, type DownloadType } from '../api/export-stock';
import { fieldsForType, NOT_ALL, PDF_MAX, rowSlider, TOO_MANY } from './export-rows';

const TYPES: { value: DownloadType; label: string }[] = [
  { value: 'pdf', label: 'PDF' },
  { value: 'csv', label: 'CSV' },
  { value: 'excel', label: 'Excel' },
];
const ALL_KEYS = STOCK_EXPORT_FIELDS.map((f) => f.key);

/** The stock list's Export side panel (001 §2, §5 Export): type, the seven inventory fields, rows, Download. */
export function StockExportDrawer({ searchTitle, category, total }: { searchTitle: string; category: string; total: number | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Export
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Export stock" description="The current search and category apply.">
        {open ? <ExportForm searchTitle={searchTitle} category={category} total={total} onDone={() => setOpen(false)} /> : null}
      </Drawer>
    </>
  );
}

function ExportForm({
  searchTitle,
  category,
  total,
  onDone,
}: {
  searchTitle: string;
  category: string;
  total: number | undefined;
  onDone: () => void;
}) {
  const { max, marks } = rowSlider(total);
  const [type, setType] = useState<DownloadType>('excel');
  const [fields, setFields] = useState<string[]>(ALL_KEYS.filter((k) => STOCK_LIST_FIELDS.includes(k)));
  const [problem, setProblem] = useState<string | null>(null);
  const [chosenRows, setRows] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = chosenRows ?? max;
  const all = fields.length === ALL_KEYS.length;

  const chooseType = (t: DownloadType) => {
    setType(t);
    const next = fieldsForType(t, fields);
    setFields(next.fields);
    setProblem(next.problem);
  };
  const toggle = (key: string) => {
    setProblem(null);
    if (fields.includes(key)) return setFields(fields.filter((f) => f !== key));
    if (type === 'pdf' && fields.length >= PDF_MAX) return setProblem(TOO_MANY);
    setFields(ALL_KEYS.filter((k) => k === key || fields.includes(k)));
  };
  const toggleAll = () => {
    setProblem(null);
    if (all) return setFields([]);
    if (type === 'pdf') return setProblem(NOT_ALL);
    setFields(ALL_KEYS);
  };
  const download = async () => {
    setBusy(true);
    try {
      const everything = rows >= max && total !== undefined && total <= max;
      const name = await downloadStockExport({
        downloadType: type,
        fields,
        perPage: everything ? undefined : rows,
        pageNo: 1,
        searchTitle,
        category,
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
                  name="stock-export-type"
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
            {STOCK_EXPORT_FIELDS.map((f) => (
              <label key={f.key} className="flex items-center gap-1.5 text-sm text-slate-700">
                <input type="checkbox" checked={fields.includes(f.key)} onChange={() => toggle(f.key)} className="accent-brand-600" />
                {f.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="stock-export-rows" className="flex justify-between text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <span>Rows</span>
            <span className="tabular-nums normal-case">{`${rows} of ${total ?? '…'}`}</span>
          </label>
          <input
            id="stock-export-rows"
            type="range"
            min={0}
            max={max}
            value={rows}
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
