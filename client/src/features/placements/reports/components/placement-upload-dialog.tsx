import { useState } from 'react';
import { Modal } from '@/components/modal';
import { cn } from '@/lib/cn';
import { ExcelUploadForm } from './excel-upload-form';
import { ManualEntryForm } from './manual-entry-form';

const TABS = [
  { id: 'manual', label: 'Manual Entry' },
  { id: 'excel', label: 'Excel Upload' },
] as const;

/** 001 §2 Placement upload dialog: manual entry or Excel upload. */
export function PlacementUploadDialog({ open, onClose, year }: { open: boolean; onClose: () => void; year?: number }) {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('manual');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Upload Placement Report"
      description="Record placed students one by one or from a sheet."
      size="lg"
    >
      <div role="tablist" aria-label="How to add" className="flex gap-1 border-b border-slate-100 px-5 pt-3">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`placement-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`placement-panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              tab === t.id ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`placement-panel-${tab}`} aria-labelledby={`placement-tab-${tab}`}>
        {tab === 'manual' ? <ManualEntryForm year={year} onDone={onClose} /> : <ExcelUploadForm onDone={onClose} />}
      </div>
    </Modal>
  );
}
