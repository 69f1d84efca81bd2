import { useState } from 'react';
import { OptionPicker, type Option } from '@/components/option-picker';
import { PlusIcon } from '@/components/icons';
import type { MasterKind } from '../api/catalogue-keys';
import { MASTER_OPTIONS } from '../api/get-masters';
import { MASTER } from '../api/masters';
import { MasterDialog } from './master-dialog';

/** A picker of authors, publications or categories (20 a search) with its "Add new" dialog, which selects what it adds. */
export function MasterPicker({
  kind,
  value,
  onChange,
  error,
}: {
  kind: MasterKind;
  value: Option | null;
  onChange: (v: Option | null) => void;
  error?: string;
}) {
  const [adding, setAdding] = useState(false);
  const m = MASTER[kind];
  return (
    <div>
      <OptionPicker label={m.one} value={value} onChange={onChange} useOptions={MASTER_OPTIONS[kind]} required={false} error={error} />
      <button
        type="button"
        onClick={() => setAdding(true)}
        className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <PlusIcon className="size-4" />
        Add new {m.one.toLowerCase()}
      </button>
      <MasterDialog
        kind={kind}
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(row) => onChange({ _id: row._id, label: row.name })}
      />
    </div>
  );
}
