import { useState } from 'react';
import { Button } from '@/components/button';
import { SpreadsheetIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/toast';

/** A button that saves a PDF the server renders (with the session's headers: a plain link cannot carry them). */
export function PdfButton({
  path,
  fileName,
  label = 'Download PDF',
  variant = 'primary',
}: {
  path: string;
  fileName: string;
  label?: string;
  variant?: 'primary' | 'secondary';
}) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await downloadFile(path, { accept: 'application/pdf', fallbackName: fileName });
    } catch (e) {
      toast.error(errorMessage(e, 'Oops! something went wrong.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} loading={busy} onClick={() => void save()} className="print:hidden">
      {busy ? null : <SpreadsheetIcon className="size-4" />}
      {label}
    </Button>
  );
}

/** A file name from a title: letters, digits and dashes. */
export const fileSlug = (...parts: string[]) =>
  parts
    .join('-')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'report-card';
