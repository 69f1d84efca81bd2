import { Link } from 'wouter';
import { Figure, JobPanel, ProblemTable, useImportRun } from '@/features/bulk-upload';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { FileInput } from '@/components/file-input';
import { ChevronLeftIcon, SpreadsheetIcon } from '@/components/icons';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { startTransportUpload, TRANSPORT_SAMPLE } from '../api/upload-transport';
import { TransportTabs } from '../components/transport-tabs';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /panel/admin/transport/bulk-upload (001 §2 bulk upload): 'Upload Transport Data' with Download Sample
 * (/UploadTransportSample.xlsx), a dry run listing every row's problems, then the import of the good rows; the job is
 * read and shown with the bulk-upload feature's panels.
 */
export function TransportBulkUploadPage() {
  useDocumentTitle('Upload Transport Data');
  const { file, fileError, setFileError, dryJob, importJob, busy, choose, start } = useImportRun(startTransportUpload, (msg) => {
    if (msg === 'File required.' || /xlsx|10 MiB/.test(msg)) setFileError(msg);
    else toast.error(msg);
  });

  return (
    <>
      <Link
        href={paths.manageVehicle}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        Manage Vehicles
      </Link>
      <PageHeader
        title="Upload Transport Data"
        description="Fill in the sample sheet (one row per vehicle or route, its Type column says which; a route names its vehicle by number and its driver by licence number), check it with a dry run, then import the good rows."
        actions={
          <a
            href={TRANSPORT_SAMPLE}
            download
            className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Download Sample
          </a>
        }
      />
      <TransportTabs />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="space-y-4 p-5">
          <h2 className="text-base font-semibold text-slate-900">Sheet</h2>
          <FileInput
            label="Excel file (.xlsx)"
            accept={XLSX}
            icon={<SpreadsheetIcon className={file ? 'text-emerald-700' : undefined} title={file ? 'Spreadsheet' : undefined} />}
            value={file}
            onChange={choose}
            hint="The first sheet is read by its header names; at most 10 MiB."
            error={fileError}
          />
          <Button variant={dryJob ? 'secondary' : 'primary'} onClick={() => void start(true)} loading={busy && !dryJob}>
            Dry run
          </Button>
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
                  <Link href={paths.manageVehicle} className="text-sm font-medium text-brand-700 hover:underline">
                    Open the vehicle list
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
