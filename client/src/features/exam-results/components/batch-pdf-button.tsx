import { batchReportCardPdfPath } from '../api/get-results';
import { fileSlug, PdfButton } from './pdf-button';

/** Every student of the exam's batch in one PDF (office and teachers of the batch). */
export function BatchPdfButton({ examId, title }: { examId: string; title?: string }) {
  return (
    <PdfButton
      path={batchReportCardPdfPath(examId)}
      fileName={`${fileSlug(title ?? 'exam', 'report-cards')}.pdf`}
      label="Download batch PDF"
      variant="secondary"
    />
  );
}
