import type { TransportRoute } from '@school/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import type { Column } from '@/components/data-table';
import { PlusIcon } from '@/components/icons';
import { formatCount } from '@/lib/format';
import { pathTo, paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useDeleteTransportRoute } from '../api/delete-route';
import { useTransportRoutes } from '../api/get-routes';
import type { FleetListParams } from '../api/transport-keys';
import { clockLabel } from '../components/fleet-dates';
import { FleetRowActions } from '../components/fleet-row-actions';
import { FleetTable } from '../components/fleet-table';
import { AddRouteDialog, EditRouteDrawer } from '../components/route-form';
import { TransportTabs } from '../components/transport-tabs';

/** 000 §9: a list of 20 a page. */
const PER_PAGE = 20;

export const routeHref = (id: string) => pathTo(paths.transportRoute, { routeId: id });
const vehicleOf = (r: TransportRoute) => (r.vehicle ? `${r.vehicle.vehicleNumber} (${r.vehicle.vehicleName})` : 'No vehicle');

/** /panel/admin/transport/routes: the routes, Add New Transport (000 §2), the route edit drawer, history and delete. */
export function TransportRoutesPage() {
  useDocumentTitle('Transport Routes');
  const [, navigate] = useLocation();
  const [params, setParams] = useListParams<FleetListParams>({ pageNo: 1, perPage: PER_PAGE, searchTitle: '' });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TransportRoute | null>(null);
  const [history, setHistory] = useState<TransportRoute | null>(null);
  const [deleting, setDeleting] = useState<TransportRoute | null>(null);
  const list = useTransportRoutes(params);
  const remove = useDeleteTransportRoute();

  const columns: Column<TransportRoute>[] = [
    {
      key: 'route',
      header: 'Route',
      cell: (r) => (
        <div className="min-w-0">
          <Link href={routeHref(r._id)} className="font-medium break-words text-slate-900 hover:text-brand-700 hover:underline">
            {r.startFrom}
          </Link>
          <p className="text-xs text-slate-600 tabular-nums">
            Starts {clockLabel(r.startAt)}
            <span className="md:hidden"> · {vehicleOf(r)}</span>
          </p>
          <p className="text-xs text-slate-600 lg:hidden">
            {r.driver?.name ?? 'No driver'} · {formatCount(r.riders)} riding
          </p>
        </div>
      ),
    },
    {
      key: 'vehicle',
      header: 'Vehicle',
      className: 'hidden md:table-cell',
      cell: (r) =>
        r.vehicle ? (
          <span className="break-words">
            {r.vehicle.vehicleNumber}
            <span className="block text-xs text-slate-600">
              {r.vehicle.vehicleName}
              {r.vehicle.seats ? ` · ${r.vehicle.seats} seats` : ''}
            </span>
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'driver',
      header: 'Driver',
      className: 'hidden lg:table-cell',
      cell: (r) =>
        r.driver ? (
          <span className="break-words">
            {r.driver.name}
            <span className="block text-xs text-slate-600 tabular-nums">{r.driver.phoneNumber}</span>
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'incharge',
      header: 'Teacher in charge',
      className: 'hidden xl:table-cell break-words',
      cell: (r) => r.inCharge?.displayName ?? '—',
    },
    { key: 'stops', header: 'Stops', className: 'hidden lg:table-cell text-right tabular-nums', cell: (r) => formatCount(r.stops) },
    { key: 'riders', header: 'Riders', className: 'hidden lg:table-cell text-right tabular-nums', cell: (r) => formatCount(r.riders) },
    {
      key: 'actions',
      header: 'Action',
      className: 'w-12 text-right sm:w-auto',
      cell: (r) => (
        <FleetRowActions
          name={r.startFrom}
          detailsLabel="Stops and riders"
          onDetails={() => navigate(routeHref(r._id))}
          onHistory={() => setHistory(r)}
          onEdit={() => setEditing(r)}
          onDelete={() => setDeleting(r)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Transport Routes"
        description="Each route's start time, vehicle, driver and teacher in charge; open a route for its stops, fares and riders."
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon className="size-4" />
            Add New Transport
          </Button>
        }
      />
      <TransportTabs />
      <FleetTable
        caption="Transport routes"
        searchLabel="Search routes"
        kind="route"
        columns={columns}
        list={list}
        params={params}
        setParams={setParams}
        emptyTitle="No Route Found"
        emptyText={params.searchTitle ? 'No route matches this search.' : 'Add the first route: a vehicle, a driver and a start time.'}
        nameOf={(r) => r.startFrom}
        deleting={deleting}
        onDeleteClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        history={history}
        onHistoryClose={() => setHistory(null)}
      />
      <AddRouteDialog open={adding} onClose={() => setAdding(false)} />
      <EditRouteDrawer route={editing} onClose={() => setEditing(null)} />
    </>
  );
}
