import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { FileInput } from '@/components/file-input';
import { ChevronLeftIcon, SpreadsheetIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { samplePath, startUpload, useBulkJob, type BulkJob, type BulkKind } from '../api/bulk-upload';

const TITLES: Record<BulkKind, string> = { student: 'Students', staff: 'Staff' };
const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function ProgressBar({ label, value, status }: { label: string; value: number; status: string }) {
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

function Figure({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className={cn('rounded-xl px-4 py-3 ring-1', tone)} data-figure={label}>
      <p className="text-xs font-medium">{label}</p>
      <p className="text-2xl font-semibold tabular-nums">{formatCount(value)}</p>
    </div>
  );
}

function ProblemTable({ job }: { job: BulkJob }) {
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
              <td className="px-4 py-2 tabular-nums">{e.row}</td>
              <td className="px-4 py-2 font-mono text-xs">{e.field}</td>
              <td className="px-4 py-2 text-rose-700">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function JobPanel({ title, jobId, children }: { title: string; jobId: string; children?: (job: BulkJob) => React.ReactNode }) {
  const { job, done, progress, live, error } = useBulkJob(jobId);
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

/** 001 §2 "Registration, bulk upload": 'Upload {title} Data' with Download Sample, a dry run listing every row's problems, then the import. */
export function BulkUploadPage({ kind }: { kind: BulkKind }) {
  const title = TITLES[kind];
  useDocumentTitle(`Upload ${title} Data`);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dryJob, setDryJob] = useState<string | null>(null);
  const [importJob, setImportJob] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async (dryRun: boolean) => {
    if (!file) {
      setFileError('File required.');
      return;
    }
    setBusy(true);
    try {
      const jobId = await startUpload(kind, file, dryRun);
      if (dryRun) {
        setDryJob(jobId);
        setImportJob(null);
      } else setImportJob(jobId);
    } catch (err) {
      const msg = errorMessage(err);
      if (msg === 'File required.' || /xlsx|10 MiB/.test(msg)) setFileError(msg);
      else toast.error(msg);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Link
        href={kind === 'student' ? paths.student : paths.teachingStaff}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        {title}
      </Link>
      <PageHeader
        title={`Upload ${title} Data`}
        description={
          kind === 'student'
            ? 'Fill in the sample sheet (the batch by its course, branch and session names), check it with a dry run, then import the good rows. Each student gets a registration number and an invitation e-mail.'
            : 'Fill in the sample sheet, check it with a dry run, then import the good rows. Each person gets an invitation e-mail.'
        }
        actions={
          <a
            href={samplePath[kind]}
            download
            className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Download Sample
          </a>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="space-y-4 p-5">
          <h2 className="text-base font-semibold text-slate-900">Sheet</h2>
          <div className="space-y-4">
            <FileInput
              label="Excel file (.xlsx)"
              accept={XLSX}
              icon={<SpreadsheetIcon className={file ? 'text-emerald-700' : undefined} title={file ? 'Spreadsheet' : undefined} />}
              value={file}
              onChange={(f) => {
                setFile(f);
                setFileError(null);
                setDryJob(null);
                setImportJob(null);
              }}
              hint="The first sheet is read by its header names; at most 50,000 rows and 10 MiB."
              error={fileError}
            />
            <div className="flex flex-wrap gap-2">
              <Button variant={dryJob ? 'secondary' : 'primary'} onClick={() => void start(true)} loading={busy && !dryJob}>
                Dry run
              </Button>
            </div>
          </div>
        </Card>
        <div className="space-y-6">
          {dryJob ? (
            <JobPanel title="Dry run" jobId={dryJob}>
              {(job) => (
                <div className="space-y-4">
                  <div className="grid grid-cols-3 gap-2">
                    <Figure label="Rows" value={job.totalRows} tone="bg-slate-50 text-slate-800 ring-slate-200" />
                    <Figure label="Good rows" value={job.goodRows} tone="bg-emerald-50 text-emerald-900 ring-emerald-200" />
                    <Figure label="Bad rows" value={job.badRows} tone="bg-rose-50 text-rose-900 ring-rose-200" />
                  </div>
                  <ProblemTable job={job} />
                  {job.status === 'done' && !importJob ? (
                    <Button onClick={() => void start(false)} loading={busy} disabled={job.goodRows === 0}>
                      Import {formatCount(job.goodRows)} good rows
                    </Button>
                  ) : null}
                </div>
              )}
            </JobPanel>
          ) : null}
          {importJob ? (
            <JobPanel title="Import" jobId={importJob}>
              {(job) => (
                <div className="space-y-4">
                  <div className="grid grid-cols-3 gap-2">
                    <Figure label="Imported" value={job.imported} tone="bg-emerald-50 text-emerald-900 ring-emerald-200" />
                    <Figure label="Skipped (already imported)" value={job.skipped} tone="bg-amber-50 text-amber-900 ring-amber-200" />
                    <Figure label="Bad rows" value={job.badRows} tone="bg-rose-50 text-rose-900 ring-rose-200" />
                  </div>
                  <ProblemTable job={job} />
                  <Link
                    href={kind === 'student' ? paths.studentStatsDashboard : paths.staffStatsDashboard}
                    className="text-sm font-medium text-brand-700 hover:underline"
                  >
                    Open the {title.toLowerCase()} dashboard
                  </Link>
                </div>
              )}
            </JobPanel>
          ) : null}
        </div>
      </div>
    </>
  );
}
