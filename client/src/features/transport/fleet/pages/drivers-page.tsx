import type { Driver } from '@school/contracts';
import { useState } from 'react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import type { Column } from '@/components/data-table';
import { PlusIcon } from '@/components/icons';
import { UserAvatar } from '@/components/user-avatar';
import { formatCount } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useDeleteDriver } from '../api/delete-driver';
import { useDrivers } from '../api/get-drivers';
import type { FleetListParams } from '../api/transport-keys';
import { DriverDetailsDialog } from '../components/driver-details-dialog';
import { AddDriverDialog, EditDriverDrawer } from '../components/driver-form';
import { ExpiryDate, PapersDue } from '../components/expiry-date';
import { FleetRowActions } from '../components/fleet-row-actions';
import { FleetTable } from '../components/fleet-table';
import { TransportTabs } from '../components/transport-tabs';

/** 000 §9: a list of 20 a page. */
const PER_PAGE = 20;

/** /panel/admin/transport/manage-drivers (001 §2 Total Drivers): the drivers, Add New Driver, Driver Details, edit, history, delete. */
export function DriversPage() {
  useDocumentTitle('Manage Drivers');
  const [params, setParams] = useListParams<FleetListParams>({ pageNo: 1, perPage: PER_PAGE, searchTitle: '' });
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<Driver | null>(null);
  const [history, setHistory] = useState<Driver | null>(null);
  const [deleting, setDeleting] = useState<Driver | null>(null);
  const list = useDrivers(params);
  const remove = useDeleteDriver();

  const columns: Column<Driver>[] = [
    {
      key: 'driver',
      header: 'Driver',
      cell: (d) => (
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar name={d.name} photoUrl={d.photoUrl} />
          <div className="min-w-0">
            <button
              type="button"
              onClick={() => setViewing(d._id)}
              className="text-left font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
            >
              {d.name}
            </button>
            <p className="text-xs text-slate-600 sm:hidden">{d.phoneNumber}</p>
            <PapersDue days={[d.licenseExpiryDate]} />
          </div>
        </div>
      ),
    },
    { key: 'phone', header: 'Phone Number', className: 'hidden sm:table-cell tabular-nums', cell: (d) => d.phoneNumber },
    { key: 'licence', header: 'Driving License', className: 'hidden md:table-cell break-words', cell: (d) => d.drivingLicenseNumber },
    {
      key: 'expiry',
      header: 'License Expiry',
      className: 'hidden lg:table-cell',
      cell: (d) => <ExpiryDate day={d.licenseExpiryDate} />,
    },
    { key: 'routes', header: 'Routes', className: 'hidden lg:table-cell text-right tabular-nums', cell: (d) => formatCount(d.routes) },
    {
      key: 'actions',
      header: 'Action',
      className: 'w-12 text-right sm:w-auto',
      cell: (d) => (
        <FleetRowActions
          name={d.name}
          detailsLabel="Driver Details"
          onDetails={() => setViewing(d._id)}
          onHistory={() => setHistory(d)}
          onEdit={() => setEditing(d)}
          onDelete={() => setDeleting(d)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Manage Drivers"
        description="The institute's drivers: a licence turns amber 30 days before it expires."
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon className="size-4" />
            Add New Driver
          </Button>
        }
      />
      <TransportTabs />
      <FleetTable
        caption="Drivers"
        kind="driver"
        columns={columns}
        list={list}
        params={params}
        setParams={setParams}
        emptyTitle="No Driver Found"
        emptyText={params.searchTitle ? 'No driver matches this search.' : 'Add the first driver of your fleet.'}
        nameOf={(d) => d.name}
        deleting={deleting}
        onDeleteClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        history={history}
        onHistoryClose={() => setHistory(null)}
      />
      <AddDriverDialog open={adding} onClose={() => setAdding(false)} />
      <EditDriverDrawer driver={editing} onClose={() => setEditing(null)} />
      <DriverDetailsDialog
        driverId={viewing}
        onClose={() => setViewing(null)}
        onHistory={(d) => {
          setViewing(null);
          setHistory(d);
        }}
        onEdit={(d) => {
          setViewing(null);
          setEditing(d);
        }}
      />
    </>
  );
}
