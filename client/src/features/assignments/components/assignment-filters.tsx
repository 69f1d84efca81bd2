import { useState } from 'react';
import { Button } from '@/components/button';
import { Drawer } from '@/components/drawer';
import { SelectField } from '@/components/field';
import { OptionPicker, type Option } from '@/components/option-picker';
import { useBatchOptions, useSubjectOptions } from '@/features/academics';
import { useTeacherBatchOptions } from '@/features/exams';
import { cn } from '@/lib/cn';
import type { AssignmentSort } from '../api/types';

export interface AssignmentFilterValues {
  batch: Option | null;
  type: string;
  creationType: string;
  subject: Option | null;
}

/** 002 §4: the creation type filter defaults to NEW. */
export const NO_FILTERS: AssignmentFilterValues = { batch: null, type: '', creationType: 'NEW', subject: null };

function DrawerFooter({ onClear, onApply }: { onClear: () => void; onApply: () => void }) {
  return (
    <div className="flex gap-2 border-t border-slate-100 bg-slate-50/70 px-5 py-4">
      <Button variant="secondary" className="flex-1" onClick={onClear}>
        Clear
      </Button>
      <Button className="flex-1" onClick={onApply}>
        Apply
      </Button>
    </div>
  );
}

/**
 * 002 §2 the assignment list's filter panel: batch (staff only; a TEACHER's own batches, 002 §6), type, creation type
 * (default NEW) and subject. Applied together; Clear goes back to the defaults.
 */
export function AssignmentFilterDrawer({
  open,
  onClose,
  value,
  onApply,
  batches,
}: {
  open: boolean;
  onClose: () => void;
  value: AssignmentFilterValues;
  onApply: (v: AssignmentFilterValues) => void;
  /** 'teacher': the caller's own batches; 'all': every batch; 'none': no batch filter (a student's list). */
  batches: 'teacher' | 'all' | 'none';
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open) setDraft(value);
  }
  const set = (patch: Partial<AssignmentFilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Filter assignments"
      footer={<DrawerFooter onClear={() => onApply(NO_FILTERS)} onApply={() => onApply(draft)} />}
    >
      <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5">
        {batches !== 'none' ? (
          <OptionPicker
            label="Batch"
            required={false}
            value={draft.batch}
            onChange={(batch) => set({ batch })}
            useOptions={batches === 'teacher' ? useTeacherBatchOptions : useBatchOptions}
            placeholder="All batches"
          />
        ) : null}
        <SelectField label="Type" value={draft.type} onChange={(e) => set({ type: e.target.value })}>
          <option value="">All types</option>
          <option value="MCQTYPE">Multiple choice</option>
          <option value="LONGTYPE">Long answer</option>
          <option value="ATTACHMENT">Attachment</option>
        </SelectField>
        <SelectField label="Creation type" value={draft.creationType} onChange={(e) => set({ creationType: e.target.value })}>
          <option value="NEW">New</option>
          <option value="COMPLETE">Complete</option>
        </SelectField>
        <OptionPicker
          label="Subject"
          required={false}
          value={draft.subject}
          onChange={(subject) => set({ subject })}
          useOptions={useSubjectOptions}
          placeholder="All subjects"
        />
      </div>
    </Drawer>
  );
}

export const SORTS: readonly { value: AssignmentSort; label: string }[] = [
  { value: 'n-o', label: 'Newest first' },
  { value: 'o-n', label: 'Oldest first' },
  { value: 'a-z', label: 'Title A to Z' },
  { value: 'z-a', label: 'Title Z to A' },
];

/** A sort panel: one choice among `options`, applied at once. */
export function SortDrawer<T extends string>({
  open,
  onClose,
  title,
  options,
  value,
  onChange,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  options: readonly { value: T; label: string }[];
  value: T | '';
  onChange: (v: T | '') => void;
}) {
  return (
    <Drawer open={open} onClose={onClose} title={title}>
      <div className="flex-1 space-y-2 overflow-y-auto px-5 py-5" role="radiogroup" aria-label={title}>
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm ring-1',
              value === o.value ? 'bg-brand-50 font-medium text-brand-800 ring-brand-300' : 'ring-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={title}
              className="accent-brand-600"
              checked={value === o.value}
              onChange={() => {
                onChange(o.value);
                onClose();
              }}
            />
            {o.label}
          </label>
        ))}
        {value ? (
          <Button
            variant="secondary"
            className="mt-3 w-full"
            onClick={() => {
              onChange('');
              onClose();
            }}
          >
            Clear sort
          </Button>
        ) : null}
      </div>
    </Drawer>
  );
}
