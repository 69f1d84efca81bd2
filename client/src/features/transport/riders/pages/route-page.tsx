import type { Rider, Stop } from '@school/contracts';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/button';
import { Card, CardHeader, PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import { ReasonDialog } from '@/components/reason-dialog';
import { HistoryDrawer } from '@/features/audit';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { useListParams } from '@/lib/use-list-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TransportTabs } from '../../fleet/components/transport-tabs';
import { useDeleteStop } from '../api/delete-stop';
import { RIDERS_PER_PAGE, useRiders } from '../api/get-riders';
import { routeHistoryUrl, useRouteDetail } from '../api/get-route-detail';
import { useRemoveRider } from '../api/remove-rider';
import { AssignDialog } from '../components/assign-dialog';
import { FareDialog } from '../components/fare-dialog';
import { money, seatsLabel } from '../components/riders-format';
import { actionsColumn } from '../components/row-actions';
import { StopDialog } from '../components/stop-dialog';

type Dialog =
  | { kind: 'stop'; stop: Stop | null }
  | { kind: 'delete-stop'; stop: Stop }
  | { kind: 'assign'; rider: Rider | null }
  | { kind: 'remove'; rider: Rider }
  | { kind: 'fare' }
  | { kind: 'history' };

/** /panel/admin/transport/routes/:routeId: the route's header, its stops, its riders, charging the fare, its history. */
export function TransportRoutePage() {
  const { routeId = '' } = useParams<{ routeId: string }>();
  const detail = useRouteDetail(routeId);
  const route = detail.data?.data;
  useDocumentTitle(route ? `Route ${route.startFrom}` : 'Route');
  const [params, setParams] = useListParams({ pageNo: 1, searchTitle: '' });
  const riders = useRiders({ route: routeId, pageNo: params.pageNo, searchTitle: params.searchTitle });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const deleteStop = useDeleteStop();
  const removeRider = useRemoveRider();
  const stops = route?.stops ?? [];
  const full = route ? route.seats !== null && route.riders >= route.seats : false;

  const stopColumns: Column<Stop>[] = [
    { key: 'time', header: 'Pickup', cell: (s) => <span className="font-medium tabular-nums">{s.pickupAt}</span> },
    { key: 'name', header: 'Stop', cell: (s) => s.name },
    { key: 'fare', header: 'Monthly fare', cell: (s) => money(s.fare), className: 'text-right' },
    { key: 'riders', header: 'Riders', cell: (s) => s.riders, className: 'text-right hidden sm:table-cell' },
    actionsColumn<Stop>(
      (s) => s.name,
      { label: 'Edit', onClick: (stop) => setDialog({ kind: 'stop', stop }) },
      { label: 'Delete', onClick: (stop) => setDialog({ kind: 'delete-stop', stop }) },
    ),
  ];

  const riderColumns: Column<Rider>[] = [
    {
      key: 'student',
      header: 'Student',
      cell: (r) => (
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{r.student.displayName}</p>
          {r.student.registrationNumber ? <p className="text-xs text-slate-600">{r.student.registrationNumber}</p> : null}
        </div>
      ),
    },
    {
      key: 'batch',
      header: 'Class / batch',
      cell: (r) => r.batch?.title ?? '—',
      className: 'hidden md:table-cell',
    },
    { key: 'stop', header: 'Stop', cell: (r) => r.stop.name },
    { key: 'time', header: 'Pickup', cell: (r) => <span className="tabular-nums">{r.stop.pickupAt}</span> },
    { key: 'fare', header: 'Fare', cell: (r) => money(r.stop.fare), className: 'text-right hidden sm:table-cell' },
    actionsColumn<Rider>(
      (r) => r.student.displayName,
      { label: 'Move', onClick: (rider) => setDialog({ kind: 'assign', rider }) },
      { label: 'Remove', onClick: (rider) => setDialog({ kind: 'remove', rider }) },
    ),
  ];

  return (
    <>
      <TransportTabs />
      <Link href={paths.transportRoutes} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeftIcon className="size-4" /> Routes
      </Link>
      <PageHeader
        title={route ? route.startFrom : 'Route'}
        description={route ? `Starts at ${route.startAt} · ${seatsLabel(route.riders, route.seats)}` : undefined}
        actions={
          route ? (
            <>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'history' })}>
                History
              </Button>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'fare' })} disabled={route.riders === 0}>
                Charge fare
              </Button>
            </>
          ) : null
        }
      />
      {detail.isError ? (
        <EmptyState title="Route not found." text={errorMessage(detail.error)} />
      ) : route ? (
        <>
          <Card className="mb-4">
            <dl className="grid grid-cols-1 gap-4 p-5 text-sm sm:grid-cols-2 lg:grid-cols-4">
              <div>
                <dt className="text-slate-600">Vehicle</dt>
                <dd className="font-medium text-slate-900">
                  {route.vehicle.vehicleName} · {route.vehicle.vehicleNumber}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Seats</dt>
                <dd className="font-medium text-slate-900" data-testid="seat-counter">
                  {seatsLabel(route.riders, route.seats)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Driver</dt>
                <dd className="font-medium text-slate-900">
                  {route.driver.name} ·{' '}
                  <a className="text-brand-700 underline" href={`tel:${route.driver.phoneNumber}`}>
                    {route.driver.phoneNumber}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Teacher in charge</dt>
                <dd className="font-medium text-slate-900">{route.inCharge?.name ?? 'None'}</dd>
              </div>
            </dl>
          </Card>

          <Card className="mb-4">
            <CardHeader
              title="Stops"
              subtitle="By pickup time. A stop with riders cannot be deleted."
              action={
                <Button size="sm" onClick={() => setDialog({ kind: 'stop', stop: null })}>
                  Add stop
                </Button>
              }
            />
            <div className="p-2 sm:p-4">
              <DataTable
                caption="Stops of the route"
                columns={stopColumns}
                rows={stops}
                rowKey={(s) => s._id}
                loading={detail.isLoading}
                emptyTitle="No stops yet."
                emptyText="Add the stops where students are picked up, with a time and a monthly fare."
              />
            </div>
          </Card>

          <Card>
            <CardHeader
              title="Riders"
              subtitle={seatsLabel(route.riders, route.seats)}
              action={
                <Button size="sm" onClick={() => setDialog({ kind: 'assign', rider: null })} disabled={stops.length === 0 || full}>
                  Assign student
                </Button>
              }
            />
            <div className="p-2 sm:p-4">
              <DataTable
                caption="Students riding the route"
                columns={riderColumns}
                rows={riders.data?.data}
                rowKey={(r) => r._id}
                loading={riders.isLoading}
                fetching={riders.isFetching}
                error={riders.isError ? errorMessage(riders.error) : null}
                page={riders.data ? { ...riders.data, perPage: RIDERS_PER_PAGE } : undefined}
                onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
                searchLabel="Search riders"
                search={params.searchTitle}
                onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle, pageNo: 1 }))}
                onRefresh={() => void riders.refetch()}
                emptyTitle="No students on this route."
                emptyText={stops.length === 0 ? 'Add a stop first, then assign students to it.' : 'Assign students to a stop.'}
              />
            </div>
          </Card>
        </>
      ) : null}

      <StopDialog open={dialog?.kind === 'stop'} onClose={close} routeId={routeId} stop={dialog?.kind === 'stop' ? dialog.stop : null} />
      <ConfirmDialog
        open={dialog?.kind === 'delete-stop'}
        onClose={close}
        title="Delete this stop?"
        text={dialog?.kind === 'delete-stop' ? `${dialog.stop.name} (${dialog.stop.pickupAt}) leaves the route.` : undefined}
        onConfirm={() => deleteStop.mutateAsync(dialog?.kind === 'delete-stop' ? dialog.stop._id : '')}
      />
      <AssignDialog
        open={dialog?.kind === 'assign'}
        onClose={close}
        routeId={routeId}
        stops={stops}
        rider={dialog?.kind === 'assign' ? dialog.rider : null}
      />
      <ReasonDialog
        open={dialog?.kind === 'remove'}
        onClose={close}
        title={dialog?.kind === 'remove' ? `Remove ${dialog.rider.student.displayName}` : 'Remove student'}
        description="Their fare for the months ahead that is not paid is cancelled with this reason."
        submitLabel="Remove"
        maxLength={300}
        onSubmit={(reason) => removeRider.mutateAsync({ studentId: dialog?.kind === 'remove' ? dialog.rider._id : '', reason })}
      />
      <FareDialog open={dialog?.kind === 'fare'} onClose={close} routeId={routeId} />
      <HistoryDrawer open={dialog?.kind === 'history'} onClose={close} title="Route history" url={routeHistoryUrl(routeId)} />
    </>
  );
}
