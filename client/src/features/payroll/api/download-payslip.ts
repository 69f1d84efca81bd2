import { downloadFile } from '@/lib/download';

/** GET staff/payment/payslip/:paymentId (application/pdf) with the session's headers, saved as `payslip-<number>.pdf`. */
export async function downloadPayslip(paymentId: string, payslipNo: string): Promise<string> {
  return downloadFile(`staff/payment/payslip/${encodeURIComponent(paymentId)}`, {
    accept: 'application/pdf',
    fallbackName: `payslip-${payslipNo}.pdf`,
  });
}
