import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** My Transport (issue 18; being built). */
export function MyTransportPage() {
  useDocumentTitle('My Transport');
  return <PageHeader title="My Transport" />;
}
