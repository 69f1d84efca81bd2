import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Route (issue 18; being built). */
export function TransportRoutePage() {
  useDocumentTitle('Route');
  return <PageHeader title="Route" />;
}
