import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Manage Vehicles (issue 18; being built). */
export function VehiclesPage() {
  useDocumentTitle('Manage Vehicles');
  return <PageHeader title="Manage Vehicles" />;
}
