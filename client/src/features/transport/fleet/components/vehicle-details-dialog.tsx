import type { Vehicle } from '@school/contracts';
import { errorMessage } from '@/lib/api-client';
import { formatCount, formatDateTime } from '@/lib/format';
import { useVehicle } from '../api/get-vehicle';
import { DetailRow, DetailsDialog } from './details-dialog';
import { ExpiryDate } from './expiry-date';
import { VehicleStatusBadge } from './vehicle-status-badge';

/** Vehicle Details (000 §2): every field of GET vehicle/:id and its image. */
export function VehicleDetailsDialog({
  vehicleId,
  onClose,
  onHistory,
  onEdit,
}: {
  vehicleId: string | null;
  onClose: () => void;
  onHistory: (v: Vehicle) => void;
  onEdit: (v: Vehicle) => void;
}) {
  const q = useVehicle(vehicleId);
  const v = q.data?.data;
  return (
    <DetailsDialog
      open={!!vehicleId}
      onClose={onClose}
      title="Vehicle Details"
      loading={q.isPending && !!vehicleId}
      error={q.error ? errorMessage(q.error) : null}
      heading={v?.vehicleName}
      subheading={v?.vehicleNumber}
      imageUrl={v?.image}
      badge={v ? <VehicleStatusBadge status={v.status} /> : null}
      onHistory={v ? () => onHistory(v) : undefined}
      onEdit={v ? () => onEdit(v) : undefined}
    >
      {v ? (
        <>
          <DetailRow label="RC number">{v.rcNumber}</DetailRow>
          <DetailRow label="RC expiry date">
            <ExpiryDate day={v.rcExpiryDate} />
          </DetailRow>
          <DetailRow label="Insurance number">{v.insuranceNumber}</DetailRow>
          <DetailRow label="Insurance expiry date">
            <ExpiryDate day={v.insuranceExpiryDate} />
          </DetailRow>
          <DetailRow label="PUC number">{v.pucNumber}</DetailRow>
          <DetailRow label="PUC expiry date">
            <ExpiryDate day={v.pucExpiryDate} />
          </DetailRow>
          <DetailRow label="Seats for students">{v.seats === null ? 'Not limited' : formatCount(v.seats)}</DetailRow>
          <DetailRow label="Routes served">{formatCount(v.routes)}</DetailRow>
          <DetailRow label="Added">{formatDateTime(v.createdAt)}</DetailRow>
          <DetailRow label="Last changed">{formatDateTime(v.updatedAt)}</DetailRow>
        </>
      ) : null}
    </DetailsDialog>
  );
}
