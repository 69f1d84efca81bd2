import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Upload Transport Data (issue 18; being built). */
export function TransportBulkUploadPage() {
  useDocumentTitle('Upload Transport Data');
  return <PageHeader title="Upload Transport Data" />;
}
