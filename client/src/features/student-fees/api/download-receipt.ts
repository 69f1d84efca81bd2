import { downloadFile } from '@/lib/download';

/** GET student/receipt/:paymentId (application/pdf) with the session's headers, saved as a file. */
export async function downloadReceipt(paymentId: string, fileName: string): Promise<void> {
  await downloadFile(`student/receipt/${encodeURIComponent(paymentId)}`, {
    accept: 'application/pdf',
    fallbackName: fileName,
    // 001 §8: payment flows fall back to this text.
    fallbackError: 'Oops! Something went wrong.',
  });
}
