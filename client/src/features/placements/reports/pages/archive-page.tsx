import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placement Reports (issue 18; being built). */
export function PlacementArchivePage() {
  useDocumentTitle('Placement Reports');
  return <PageHeader title="Placement Reports" />;
}
