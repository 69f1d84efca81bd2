import type { Vehicle, VehicleStatus } from '@school/contracts';
import { VEHICLE_STATUSES } from '@school/contracts';
import { useState } from 'react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import type { Column } from '@/components/data-table';
import { EntityAvatar } from '@/components/entity-avatar';
import { PlusIcon } from '@/components/icons';
import { formatCount } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useDeleteVehicle } from '../api/delete-vehicle';
import { useVehicles } from '../api/get-vehicles';
import type { VehicleListParams } from '../api/transport-keys';
import { ExpiryDate, PapersDue } from '../components/expiry-date';
import { FleetRowActions } from '../components/fleet-row-actions';
import { FleetTable } from '../components/fleet-table';
import { TransportTabs } from '../components/transport-tabs';
import { VehicleDetailsDialog } from '../components/vehicle-details-dialog';
import { AddVehicleDialog, EditVehicleDrawer } from '../components/vehicle-form';
import { STATUS_LABELS, VehicleStatusBadge } from '../components/vehicle-status-badge';

/** 000 §9: a list of 20 a page. */
const PER_PAGE = 20;

/** /panel/admin/transport/manage-vehicle (000 §2, 001 §2): the vehicles, Add New Vehicle, Vehicle Details, edit, history, delete. */
export function VehiclesPage() {
  useDocumentTitle('Manage Vehicles');
  const [params, setParams] = useListParams<VehicleListParams>({ pageNo: 1, perPage: PER_PAGE, searchTitle: '', status: '' });
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<Vehicle | null>(null);
  const [history, setHistory] = useState<Vehicle | null>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const list = useVehicles(params);
  const remove = useDeleteVehicle();
  const label = (v: Vehicle) => `${v.vehicleNumber} (${v.vehicleName})`;

  const columns: Column<Vehicle>[] = [
    {
      key: 'vehicle',
      header: 'Vehicle',
      cell: (v) => (
        <div className="flex min-w-0 items-center gap-3">
          <EntityAvatar title={v.vehicleName} iconUrl={v.image} />
          <div className="min-w-0">
            <button
              type="button"
              onClick={() => setViewing(v._id)}
              className="text-left font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
            >
              {v.vehicleNumber}
            </button>
            <p className="text-xs break-words text-slate-600">
              {v.vehicleName}
              <span className="sm:hidden"> · {STATUS_LABELS[v.status]}</span>
            </p>
            <PapersDue days={[v.rcExpiryDate, v.pucExpiryDate, v.insuranceExpiryDate]} />
          </div>
        </div>
      ),
    },
    {
      key: 'seats',
      header: 'Seats',
      className: 'hidden md:table-cell text-right tabular-nums',
      cell: (v) => (v.seats === null ? '—' : formatCount(v.seats)),
    },
    { key: 'status', header: 'Status', className: 'hidden sm:table-cell', cell: (v) => <VehicleStatusBadge status={v.status} /> },
    {
      key: 'papers',
      header: 'RC / PUC / Insurance expiry',
      className: 'hidden lg:table-cell text-sm',
      cell: (v) => (
        <div className="space-y-0.5">
          <ExpiryDate label="RC" day={v.rcExpiryDate} />
          <br />
          <ExpiryDate label="PUC" day={v.pucExpiryDate} />
          <br />
          <ExpiryDate label="Insurance" day={v.insuranceExpiryDate} />
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Action',
      className: 'w-12 text-right sm:w-auto',
      cell: (v) => (
        <FleetRowActions
          name={label(v)}
          detailsLabel="Vehicle Details"
          onDetails={() => setViewing(v._id)}
          onHistory={() => setHistory(v)}
          onEdit={() => setEditing(v)}
          onDelete={() => setDeleting(v)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Manage Vehicles"
        description="The institute's vehicles and their papers: RC, PUC and insurance dates turn amber 30 days before they expire."
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon className="size-4" />
            Add New Vehicle
          </Button>
        }
      />
      <TransportTabs />
      <FleetTable
        caption="Vehicles"
        kind="vehicle"
        columns={columns}
        list={list}
        params={params}
        setParams={setParams}
        toolbar={
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <span className="sr-only sm:not-sr-only">Status</span>
            <select
              value={params.status}
              onChange={(e) => setParams((p) => ({ ...p, status: e.target.value as '' | VehicleStatus, pageNo: 1 }))}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 pr-8 text-sm"
            >
              <option value="">All statuses</option>
              {VEHICLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        }
        emptyTitle="No Vehicle Found"
        emptyText={params.searchTitle || params.status ? 'No vehicle matches these filters.' : 'Add the first vehicle of your fleet.'}
        nameOf={label}
        deleting={deleting}
        onDeleteClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        history={history}
        onHistoryClose={() => setHistory(null)}
      />
      <AddVehicleDialog open={adding} onClose={() => setAdding(false)} />
      <EditVehicleDrawer vehicle={editing} onClose={() => setEditing(null)} />
      <VehicleDetailsDialog
        vehicleId={viewing}
        onClose={() => setViewing(null)}
        onHistory={(v) => {
          setViewing(null);
          setHistory(v);
        }}
        onEdit={(v) => {
          setViewing(null);
          setEditing(v);
        }}
      />
    </>
  );
}
