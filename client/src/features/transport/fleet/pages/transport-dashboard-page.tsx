import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Transport (issue 18; being built). */
export function TransportDashboardPage() {
  useDocumentTitle('Transport');
  return <PageHeader title="Transport" />;
}
