import { useEffect } from 'react';
import { Button } from '@/components/button';
import { FileInput } from '@/components/file-input';
import { SpreadsheetIcon } from '@/components/icons';
import { Modal } from '@/components/modal';
import { Figure, JobPanel, ProblemTable, useBulkJob, useImportRun } from '@/features/bulk-upload';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadQuestionSample, questionJobPath, startQuestionImport, useImportDone } from '../api/question-import';
import type { QuestionImportJob } from '../api/types';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Refreshes the questions once the import job has finished (the job ends after the last question is recorded). */
function WhenImported({ jobId }: { jobId: string }) {
  const { done } = useBulkJob<QuestionImportJob>(jobId, questionJobPath);
  const refresh = useImportDone();
  useEffect(() => {
    if (done) refresh();
  }, [done, refresh]);
  return null;
}

/**
 * Import questions (docs/api.md, designed like the people bulk upload): download the sample, a dry run listing every
 * bad row with its row number, then the import, which adds all the rows or none.
 */
export function QuestionImportDialog({ subjectExamId, open, onClose }: { subjectExamId: string; open: boolean; onClose: () => void }) {
  const { file, fileError, setFileError, dryJob, importJob, busy, choose, start } = useImportRun(
    (f, dryRun) => startQuestionImport(subjectExamId, f, dryRun),
    (msg) => {
      setFileError(msg);
      toast.error(msg);
    },
    'Oops! something went wrong.',
  );
  const close = () => {
    choose(null);
    onClose();
  };
  const sample = async () => {
    try {
      await downloadQuestionSample();
    } catch (err) {
      toast.error(errorMessage(err, 'Oops! something went wrong.'));
    }
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title="Import questions"
      description="Fill in the sample sheet, check it with a dry run, then import."
      size="lg"
    >
      <div className="space-y-4 px-5 py-5">
        <Button variant="secondary" onClick={() => void sample()}>
          Download Sample
        </Button>
        <FileInput
          label="Excel file (.xlsx)"
          accept={XLSX}
          icon={<SpreadsheetIcon className={file ? 'text-emerald-700' : undefined} title={file ? 'Spreadsheet' : undefined} />}
          value={file}
          onChange={choose}
          hint="The sheet named Data is read by its header names. Nothing is added while any row is bad."
          error={fileError}
        />
        <Button variant={dryJob ? 'secondary' : 'primary'} onClick={() => void start(true)} loading={busy && !dryJob}>
          Dry run
        </Button>
        {dryJob ? (
          <JobPanel<QuestionImportJob> title="Dry run" jobId={dryJob} pathOf={questionJobPath}>
            {(job) => (
              <div className="space-y-4">
                <div className="grid grid-cols-3 gap-2">
                  <Figure label="Rows" value={job.totalRows} tone="bg-slate-50 text-slate-800 ring-slate-200" />
                  <Figure label="Good rows" value={job.goodRows} tone="bg-emerald-50 text-emerald-900 ring-emerald-200" />
                  <Figure label="Bad rows" value={job.badRows} tone="bg-rose-50 text-rose-900 ring-rose-200" />
                </div>
                <ProblemTable job={job} />
                {job.status === 'done' && !importJob ? (
                  job.badRows > 0 ? (
                    <p className="text-sm text-rose-700">
                      Correct the rows above and run the dry run again: the import adds every row or none.
                    </p>
                  ) : (
                    <Button onClick={() => void start(false)} loading={busy} disabled={job.goodRows === 0}>
                      Import {job.goodRows} question{job.goodRows === 1 ? '' : 's'}
                    </Button>
                  )
                ) : null}
              </div>
            )}
          </JobPanel>
        ) : null}
        {importJob ? (
          <>
            <WhenImported jobId={importJob} />
            <JobPanel<QuestionImportJob> title="Import" jobId={importJob} pathOf={questionJobPath}>
              {(job) => (
                <div className="space-y-4">
                  <div className="grid grid-cols-2 gap-2">
                    <Figure label="Imported" value={job.imported} tone="bg-emerald-50 text-emerald-900 ring-emerald-200" />
                    <Figure label="Bad rows" value={job.badRows} tone="bg-rose-50 text-rose-900 ring-rose-200" />
                  </div>
                  <ProblemTable job={job} />
                </div>
              )}
            </JobPanel>
          </>
        ) : null}
      </div>
      <div className="flex justify-end rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4">
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
