import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placement Notice (issue 18; being built). */
export function PlacementNoticeFormPage() {
  useDocumentTitle('Placement Notice');
  return <PageHeader title="Placement Notice" />;
}
