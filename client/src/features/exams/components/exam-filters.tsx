import { useState } from 'react';
import { Button } from '@/components/button';
import { Drawer } from '@/components/drawer';
import { SelectField } from '@/components/field';
import { OptionPicker, type Option } from '@/components/option-picker';
import { useBatchOptions } from '@/features/academics';
import { useBranchOptions, useCourseOptions, useTeacherBatchOptions } from '../api/get-picker-options';

export interface ExamFilterValues {
  type: string;
  batch: Option | null;
  course: Option | null;
  branch: Option | null;
  resultPublished: string;
}

export const NO_FILTERS: ExamFilterValues = { type: '', batch: null, course: null, branch: null, resultPublished: '' };

/**
 * 002 §2 the exam lists' filter side panel: type, batch (a TEACHER's own batches only, 002 §8), course, branch and
 * whether the result is published. Applied together; Clear empties them.
 */
export function ExamFilterDrawer({
  open,
  onClose,
  value,
  onApply,
  teacher,
}: {
  open: boolean;
  onClose: () => void;
  value: ExamFilterValues;
  onApply: (v: ExamFilterValues) => void;
  teacher: boolean;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(open);
  // A fresh copy of the filters in force each time the panel opens.
  if (open !== shown) {
    setShown(open);
    if (open) setDraft(value);
  }
  const set = (patch: Partial<ExamFilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Filter exams"
      footer={
        <div className="flex gap-2 border-t border-slate-100 bg-slate-50/70 px-5 py-4">
          <Button variant="secondary" className="flex-1" onClick={() => onApply(NO_FILTERS)}>
            Clear
          </Button>
          <Button className="flex-1" onClick={() => onApply(draft)}>
            Apply
          </Button>
        </div>
      }
    >
      <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5">
        <SelectField label="Type" value={draft.type} onChange={(e) => set({ type: e.target.value })}>
          <option value="">All types</option>
          <option value="ONLINE">Online</option>
          <option value="OFFLINE">Offline</option>
        </SelectField>
        <OptionPicker
          label="Batch"
          required={false}
          value={draft.batch}
          onChange={(batch) => set({ batch })}
          useOptions={teacher ? useTeacherBatchOptions : useBatchOptions}
          placeholder="All batches"
        />
        <OptionPicker
          label="Course"
          required={false}
          value={draft.course}
          onChange={(course) => set({ course })}
          useOptions={useCourseOptions}
          placeholder="All courses"
        />
        <OptionPicker
          label="Branch"
          required={false}
          value={draft.branch}
          onChange={(branch) => set({ branch })}
          useOptions={useBranchOptions}
          placeholder="All branches"
        />
        <SelectField label="Result" value={draft.resultPublished} onChange={(e) => set({ resultPublished: e.target.value })}>
          <option value="">Published or not</option>
          <option value="true">Result published</option>
          <option value="false">Result not published</option>
        </SelectField>
      </div>
    </Drawer>
  );
}
