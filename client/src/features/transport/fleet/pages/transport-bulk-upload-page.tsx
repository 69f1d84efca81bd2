import { BulkUploadPage } from '@/features/bulk-upload';
import { TransportTabs } from '../components/transport-tabs';

/**
 * /panel/admin/transport/bulk-upload (001 §2 bulk upload): 'Upload Transport Data' with Download Sample
 * (/UploadTransportSample.xlsx), a dry run listing every row's problems, then the import of the good rows; the shared
 * bulk-upload page under the transport section's tabs.
 */
export function TransportBulkUploadPage() {
  return <BulkUploadPage kind="transport" sections={<TransportTabs />} />;
}
