import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placement Notices (issue 18; being built). */
export function PlacementNoticesPage() {
  useDocumentTitle('Placement Notices');
  return <PageHeader title="Placement Notices" />;
}
