import type { ReactNode } from 'react';
import { Card } from '@/components/card';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { useBulkJob, type BulkJob, type JobState } from '../api/bulk-upload';

/* A spreadsheet job's progress and report (the people bulk upload, the exam question import). */

export function ProgressBar({ label, value, status }: { label: string; value: number; status: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="text-slate-600 tabular-nums" data-testid="job-progress">
          {pct} %
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${pct} %, ${status}`}
        className="h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn('h-full rounded-full transition-all', status === 'failed' ? 'bg-rose-500' : 'bg-brand-600')}
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}

export function Figure({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className={cn('rounded-xl px-4 py-3 ring-1', tone)} data-figure={label}>
      <p className="text-xs font-medium">{label}</p>
      <p className="text-2xl font-semibold tabular-nums">{formatCount(value)}</p>
    </div>
  );
}

export function ProblemTable({ job }: { job: Pick<JobState, 'errors'> }) {
  if (job.errors.length === 0) return null;
  return (
    <div className="relative overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-left text-sm" data-testid="row-problems">
        <caption className="sr-only">Problems by row</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2">
              Row
            </th>
            <th scope="col" className="px-4 py-2">
              Column
            </th>
            <th scope="col" className="px-4 py-2">
              Problem
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {job.errors.map((e, i) => (
            <tr key={`${e.row}-${e.field}-${i}`}>
              {/* Row 0 is the sheet as a whole (its marks over the full mark, a missing column). */}
              <td className="px-4 py-2 tabular-nums">{e.row > 0 ? e.row : 'Sheet'}</td>
              <td className="px-4 py-2 font-mono text-xs">{e.field}</td>
              <td className="px-4 py-2 text-rose-700">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function JobPanel<J extends JobState = BulkJob>({
  title,
  jobId,
  pathOf,
  children,
}: {
  title: string;
  jobId: string;
  /** The job's read route, when it is not the bulk upload's. */
  pathOf?: (jobId: string) => string;
  children?: (job: J) => ReactNode;
}) {
  const { job, done, progress, live, error } = useBulkJob<J>(jobId, pathOf);
  const status = job?.status ?? live?.status ?? 'queued';
  const rows = live?.totalRows ? ` · ${formatCount(live.processedRows ?? 0)} of ${formatCount(live.totalRows)} rows` : '';
  return (
    <Card className="space-y-4 p-5" data-testid={`job-${title.toLowerCase().replace(/\s+/g, '-')}`} data-status={status}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <ProgressBar label={`${title} progress`} value={progress} status={status} />
      <p className="text-sm text-slate-600" aria-live="polite">
        {done ? (status === 'failed' ? 'The job failed.' : 'Finished.') : `${status === 'queued' ? 'Waiting to start' : 'Working'}${rows}…`}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-rose-700">
          {errorMessage(error)}
        </p>
      ) : null}
      {job && done && children ? children(job) : null}
    </Card>
  );
}
