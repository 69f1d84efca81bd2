import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { Batch } from '../../api/batches';
import { BatchStatus } from '../batch-status';

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** 002 §2 Batch Summary: ID with a copy button, course, sessions, total class, total students, H.O.D. */
export function OverviewTab({ batch: b }: { batch: Batch }) {
  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(b._id);
      toast.success('Copied successfully');
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : 'Could not copy');
    }
  };
  return (
    <Card className="p-5">
      <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600">ID</span>
        <code className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs break-all text-slate-800" data-testid="batch-id">
          {b._id}
        </code>
        <Button size="sm" variant="ghost" onClick={() => void copyId()} aria-label="Copy batch ID">
          Copy
        </Button>
        <BatchStatus completed={b.isBatchCompleted} />
      </div>
      {b.description ? <p className="mb-4 text-sm text-slate-700">{b.description}</p> : null}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        <Fact label="Course" value={b.course?.title} />
        <Fact label="Branch" value={b.branch?.title} />
        <Fact label="Session" value={b.session?.title} />
        <Fact label="H.O.D." value={b.headOfDepartment?.displayName ?? 'Not Available'} />
        <Fact label="Total students" value={`${b.totalStudents} / ${b.maximumStudent}`} />
        <Fact label="Total class" value={b.totalClasses} />
        <Fact label="Created" value={formatDateTime(b.createdAt)} />
      </dl>
    </Card>
  );
}
