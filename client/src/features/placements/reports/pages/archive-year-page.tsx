import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placement Report (issue 18; being built). */
export function PlacementArchiveYearPage() {
  useDocumentTitle('Placement Report');
  return <PageHeader title="Placement Report" />;
}
