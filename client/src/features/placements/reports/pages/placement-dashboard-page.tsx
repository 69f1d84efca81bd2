import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placement Dashboard (issue 18; being built). */
export function PlacementDashboardPage() {
  useDocumentTitle('Placement Dashboard');
  return <PageHeader title="Placement Dashboard" />;
}
