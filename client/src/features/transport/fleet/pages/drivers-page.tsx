import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Manage Drivers (issue 18; being built). */
export function DriversPage() {
  useDocumentTitle('Manage Drivers');
  return <PageHeader title="Manage Drivers" />;
}
