import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';

/**
 * The steps of a spreadsheet import, shared by the people bulk upload and the question import: a file is chosen, a
 * dry run's job, then the import's job. Choosing another file forgets both. `begin` sends the file and answers the job
 * id; `failed` says what to do with a refusal (the message is the server's, or `fallback`).
 */
export function useImportRun(
  begin: (file: File, dryRun: boolean) => Promise<string>,
  failed: (message: string) => void,
  fallback?: string,
) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dryJob, setDryJob] = useState<string | null>(null);
  const [importJob, setImportJob] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (f: File | null) => {
    setFile(f);
    setFileError(null);
    setDryJob(null);
    setImportJob(null);
  };
  const start = async (dryRun: boolean) => {
    if (!file) {
      setFileError('File required.');
      return;
    }
    setBusy(true);
    try {
      const jobId = await begin(file, dryRun);
      if (dryRun) {
        setDryJob(jobId);
        setImportJob(null);
      } else setImportJob(jobId);
    } catch (err) {
      failed(errorMessage(err, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { file, fileError, setFileError, dryJob, importJob, busy, choose, start };
}
