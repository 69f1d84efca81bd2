import type { VehicleStatus } from '@school/contracts';
import { cn } from '@/lib/cn';

export const STATUS_LABELS: Record<VehicleStatus, string> = { ACTIVE: 'Active', INACTIVE: 'Inactive' };

/** A vehicle's status (000 §4: ACTIVE or INACTIVE). */
export function VehicleStatusBadge({ status }: { status: VehicleStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        status === 'ACTIVE' ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-slate-100 text-slate-700 ring-slate-300',
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
