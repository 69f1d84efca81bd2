import { downloadFile } from '@/lib/download';

/** GET student/issued-certificate/pdf/:id (application/pdf) with the session's headers, saved as `<number>.pdf`. */
export function downloadIssuedPdf(id: string, number: string): Promise<string> {
  return downloadFile(`student/issued-certificate/pdf/${encodeURIComponent(id)}`, {
    accept: 'application/pdf',
    fallbackName: `${number.replaceAll('/', '-')}.pdf`,
  });
}
