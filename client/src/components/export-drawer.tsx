import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Drawer } from '@/components/drawer';
import { errorMessage } from '@/lib/api-client';
import { type DownloadType, exportDefaults, fieldsForType, NOT_ALL, PDF_MAX, rowsQuery, TOO_MANY } from '@/lib/export-rows';
import { toast } from '@/lib/toast';

export type { DownloadType };

const TYPES: { value: DownloadType; label: string }[] = [
  { value: 'pdf', label: 'PDF' },
  { value: 'csv', label: 'CSV' },
  { value: 'excel', label: 'Excel' },
];

export interface ExportDrawerProps {
  /** The drawer's title (its accessible name), e.g. 'Export students'. */
  title: string;
  /** What applies to the export, e.g. 'The current filters and search apply.' */
  description: string;
  /** Every field the export offers, in the file's column order. */
  fields: readonly { key: string; label: string }[];
  /** The fields ticked when it opens (the list's columns); absent: all of them. */
  defaultFields?: readonly string[];
  /** The list's total (undefined while it loads). */
  total: number | undefined;
  /** The most rows one file holds (the server's limit). */
  maxRows: number;
  /** Fetches and saves the file: `rows` undefined means every row. Resolves to the saved file's name. */
  download: (type: DownloadType, fields: string[], rows: number | undefined) => Promise<string>;
  /** The toolbar button's size: 'md' beside full-height header actions. */
  size?: 'sm' | 'md';
}

/**
 * An Export button and its side panel (001 §2, §5 Export): a type (default excel), the fields ('Select All' toggles
 * all; a PDF takes at most 3, and not all), how many rows (slider 0 to the total, marks 0, 30, 50, total), then
 * Download. It opens with the list's columns ticked and every row of the list (issue 11). Clicking away (the
 * backdrop) or Escape closes it, like the other toolbar drawers.
 */
export function ExportDrawer({ title, description, size = 'sm', ...form }: ExportDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.7} className="size-4" aria-hidden="true">
          <path d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14v2h12v-2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Export
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={title} description={description}>
        {open ? <ExportForm {...form} onDone={() => setOpen(false)} /> : null}
      </Drawer>
    </>
  );
}

function ExportForm({
  fields: offered,
  defaultFields,
  total,
  maxRows,
  download,
  onDone,
}: Omit<ExportDrawerProps, 'title' | 'description' | 'size'> & { onDone: () => void }) {
  const id = useId();
  const keys = offered.map((f) => f.key);
  const defaults = exportDefaults(keys, total, { maxRows, listKeys: defaultFields });
  const { max, marks } = defaults;
  const [type, setType] = useState<DownloadType>('excel');
  const [fields, setFields] = useState<string[]>(defaults.fields);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Until the slider is moved, the rows follow the list's total (it may arrive after the drawer opened): all of them.
  const [chosenRows, setRows] = useState<number | null>(null);
  const rows = chosenRows ?? defaults.rows;
  const all = fields.length === keys.length;

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
    // Kept in the table's order whatever order they are ticked in.
    setFields(keys.filter((k) => k === key || fields.includes(k)));
  };
  const toggleAll = () => {
    setProblem(null);
    if (all) return setFields([]);
    if (type === 'pdf') return setProblem(NOT_ALL);
    setFields(keys);
  };
  const save = async () => {
    setBusy(true);
    try {
      const name = await download(type, fields, rowsQuery(rows, defaults, total));
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
                  name={`${id}-type`}
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
            {offered.map((f) => (
              <label key={f.key} className="flex items-center gap-1.5 text-sm text-slate-700">
                <input type="checkbox" checked={fields.includes(f.key)} onChange={() => toggle(f.key)} className="accent-brand-600" />
                {f.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-rows`} className="flex justify-between text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <span>Rows</span>
            <span className="tabular-nums normal-case">
              {rows === max && total !== undefined && !defaults.capped ? `All ${total}` : `${rows} of ${total ?? '…'}`}
            </span>
          </label>
          <input
            id={`${id}-rows`}
            type="range"
            min={0}
            max={max}
            value={rows}
            onChange={(e) => setRows(Number(e.target.value))}
            list={`${id}-marks`}
            className="mt-2 w-full accent-brand-600"
          />
          <datalist id={`${id}-marks`}>
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
          onClick={() => void save()}
        >
          Download
        </Button>
      </div>
    </>
  );
}
