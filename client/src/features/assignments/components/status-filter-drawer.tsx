import { Drawer } from '@/components/drawer';
import { type TriState, toggleTri } from './tri-state';

function TriBoxes({
  legend,
  value,
  yes,
  no,
  onChange,
}: {
  legend: string;
  value: TriState;
  yes: string;
  no: string;
  onChange: (v: TriState) => void;
}) {
  return (
    <fieldset className="space-y-2 rounded-xl p-3 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {(
        [
          ['true', yes],
          ['false', no],
        ] as const
      ).map(([box, label]) => (
        <label key={box} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={value === box}
            onChange={() => onChange(toggleTri(value, box))}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** 002 §2 the student-status filter drawer: Submitted and Reviewed, each true, false or unset, applied as clicked. */
export function StatusFilterDrawer({
  open,
  onClose,
  submitted,
  reviewed,
  onChange,
}: {
  open: boolean;
  onClose: () => void;
  submitted: TriState;
  reviewed: TriState;
  onChange: (v: { submitted: TriState; reviewed: TriState }) => void;
}) {
  return (
    <Drawer open={open} onClose={onClose} title="Filter students" description="Click a checked box again to clear it.">
      <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5">
        <TriBoxes
          legend="Submission"
          value={submitted}
          yes="Submitted"
          no="Not Submitted"
          onChange={(v) => onChange({ submitted: v, reviewed })}
        />
        <TriBoxes
          legend="Review"
          value={reviewed}
          yes="Reviewed"
          no="Not Reviewed"
          onChange={(v) => onChange({ submitted, reviewed: v })}
        />
      </div>
    </Drawer>
  );
}
