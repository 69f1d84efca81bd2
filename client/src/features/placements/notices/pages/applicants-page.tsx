import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Applied Students (issue 18; being built). */
export function PlacementApplicantsPage() {
  useDocumentTitle('Applied Students');
  return <PageHeader title="Applied Students" />;
}
