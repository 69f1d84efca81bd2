import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placements (issue 18; being built). */
export function StudentPlacementsPage() {
  useDocumentTitle('Placements');
  return <PageHeader title="Placements" />;
}
