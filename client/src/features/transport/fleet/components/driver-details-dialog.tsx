import type { Driver } from '@school/contracts';
import { errorMessage } from '@/lib/api-client';
import { formatCount, formatDateTime } from '@/lib/format';
import { useDriver } from '../api/get-driver';
import { DetailRow, DetailsDialog } from './details-dialog';
import { ExpiryDate } from './expiry-date';

/** Driver Details (000 §2): every field of GET driver/:id and the photo. */
export function DriverDetailsDialog({
  driverId,
  onClose,
  onHistory,
  onEdit,
}: {
  driverId: string | null;
  onClose: () => void;
  onHistory: (d: Driver) => void;
  onEdit: (d: Driver) => void;
}) {
  const q = useDriver(driverId);
  const d = q.data?.data;
  return (
    <DetailsDialog
      open={!!driverId}
      onClose={onClose}
      title="Driver Details"
      loading={q.isPending && !!driverId}
      error={q.error ? errorMessage(q.error) : null}
      heading={d?.name}
      subheading={d?.phoneNumber}
      imageUrl={d?.photoUrl}
      onHistory={d ? () => onHistory(d) : undefined}
      onEdit={d ? () => onEdit(d) : undefined}
    >
      {d ? (
        <>
          <DetailRow label="Phone number">
            <a href={`tel:${d.phoneNumber}`} className="text-brand-700 hover:underline">
              {d.phoneNumber}
            </a>
          </DetailRow>
          <DetailRow label="Driving license number">{d.drivingLicenseNumber}</DetailRow>
          <DetailRow label="License expiry date">
            <ExpiryDate day={d.licenseExpiryDate} />
          </DetailRow>
          <DetailRow label="Routes driven">{formatCount(d.routes)}</DetailRow>
          <DetailRow label="Added">{formatDateTime(d.createdAt)}</DetailRow>
          <DetailRow label="Last changed">{formatDateTime(d.updatedAt)}</DetailRow>
        </>
      ) : null}
    </DetailsDialog>
  );
}
