import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Transport Routes (issue 18; being built). */
export function TransportRoutesPage() {
  useDocumentTitle('Transport Routes');
  return <PageHeader title="Transport Routes" />;
}
