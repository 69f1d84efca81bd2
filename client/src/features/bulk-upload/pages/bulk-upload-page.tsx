import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { FileInput } from '@/components/file-input';
import { ChevronLeftIcon, SpreadsheetIcon } from '@/components/icons';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { samplePath, startUpload, type BulkKind } from '../api/bulk-upload';
import { Figure, JobPanel, ProblemTable } from '../components/job-panel';
import { useImportRun } from '../components/use-import-run';

const TITLES: Record<BulkKind, string> = {
  student: 'Students',
  staff: 'Staff',
  // ---- inventory (inv-server) ----
  inventory: 'Inventory',
  // ---- end inventory ----
  // ---- books (lib-catalogue) ----
  book: 'Book',
  // ---- end books ----
  // ---- transport fleet (fleet-server) ----
  transport: 'Transport',
  // ---- end transport fleet ----
  finance: 'Finance',
};
/** Kinds whose back link, description and after-import link differ from the people uploads'. */
const OTHER: Partial<Record<BulkKind, { back: string; backLabel: string; description: string; done: string; doneLabel: string }>> = {
  // ---- books (lib-catalogue) ----
  book: {
    back: paths.libraryBooks,
    backLabel: 'Books',
    description:
      'Fill in the sample sheet (authors and publications by name, the category by its title), check it with a dry run, then import the good rows. A title and author already in the library add copies.',
    done: paths.libraryBooks,
    doneLabel: 'Open the book list',
  },
  // ---- end books ----
  // ---- inventory (dedupe) ----
  inventory: {
    back: paths.inventoryStock,
    backLabel: 'Manage Stock',
    description:
      "Fill in the sample sheet (each item's category by its title), check it with a dry run, then import the good rows. Each item's quantity enters the store as stock received.",
    done: paths.inventoryStock,
    doneLabel: 'Open the stock list',
  },
  // ---- end inventory ----
  // ---- transport fleet (fleet-server) ----
  transport: {
    back: paths.transportRoutes,
    backLabel: 'Transport',
    description:
      'Fill in the sample sheet (one row per vehicle or route, the Type column says which; a route names its vehicle by number and its driver by licence number), check it with a dry run, then import the good rows.',
    done: paths.transportRoutes,
    doneLabel: 'Open the route list',
  },
  // ---- end transport fleet ----
  finance: {
    back: paths.finance,
    backLabel: 'Finance',
    description:
      'Fill in the sample sheet (one income or expense per row: title, CREDIT or DEBIT, amount in rupees), check it with a dry run, then record the good rows in the ledger.',
    done: paths.finance,
    doneLabel: 'Open the ledger',
  },
};
const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 001 §2 "Registration, bulk upload": 'Upload {title} Data' with Download Sample, a dry run listing every row's problems, then the import. */
export function BulkUploadPage({ kind, sections }: { kind: BulkKind /** A section's tab bar, under the header. */; sections?: ReactNode }) {
  const title = TITLES[kind];
  useDocumentTitle(`Upload ${title} Data`);
  const { file, fileError, setFileError, dryJob, importJob, busy, choose, start } = useImportRun(
    (f, dryRun) => startUpload(kind, f, dryRun),
    (msg) => {
      if (msg === 'File required.' || /xlsx|10 MiB/.test(msg)) setFileError(msg);
      else toast.error(msg);
    },
  );

  return (
    <>
      <Link
        href={OTHER[kind]?.back ?? (kind === 'student' ? paths.student : paths.teachingStaff)}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        {OTHER[kind]?.backLabel ?? title}
      </Link>
      <PageHeader
        title={`Upload ${title} Data`}
        description={
          OTHER[kind]?.description ??
          (kind === 'student'
            ? 'Fill in the sample sheet (the batch by its course, branch and session names), check it with a dry run, then import the good rows. Each student gets a registration number and an invitation e-mail.'
            : 'Fill in the sample sheet, check it with a dry run, then import the good rows. Each person gets an invitation e-mail.')
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
      {sections}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="space-y-4 p-5">
          <h2 className="text-base font-semibold text-slate-900">Sheet</h2>
          <div className="space-y-4">
            <FileInput
              label="Excel file (.xlsx)"
              accept={XLSX}
              icon={<SpreadsheetIcon className={file ? 'text-emerald-700' : undefined} title={file ? 'Spreadsheet' : undefined} />}
              value={file}
              onChange={choose}
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
                    href={OTHER[kind]?.done ?? (kind === 'student' ? paths.studentStatsDashboard : paths.staffStatsDashboard)}
                    className="text-sm font-medium text-brand-700 hover:underline"
                  >
                    {OTHER[kind]?.doneLabel ?? `Open the ${title.toLowerCase()} dashboard`}
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
