import { Card, CardHeader, PageHeader } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTeacherRoutes } from '../api/get-teacher-routes';

type RiderRow = { _id: string; displayName: string; batch: string; stopName: string; pickupAt: string; parentPhone: string | null };

/** /panel/teacher/transport: the routes the teacher is in charge of, their stops and riders with a parent's phone. */
export function TeacherTransportPage() {
  useDocumentTitle('Transport');
  const routes = useTeacherRoutes();
  const list = routes.data?.data;
  return (
    <>
      <PageHeader title="Transport" description="The routes you are in charge of: stops, riders and a parent to call." />
      {routes.isError ? (
        <EmptyState title="Transport could not be loaded." text={errorMessage(routes.error)} />
      ) : !list ? null : list.length === 0 ? (
        <EmptyState title="You are not in charge of a route." />
      ) : (
        <div className="space-y-4">
          {list.map((r) => (
            <Card key={r._id}>
              <CardHeader
                title={r.startFrom}
                subtitle={`Starts at ${r.startAt} · ${r.vehicle.vehicleName} (${r.vehicle.vehicleNumber}) · Driver ${r.driver.name}, ${r.driver.phoneNumber}`}
              />
              <div className="px-5 pt-3">
                <h3 className="text-sm font-semibold text-slate-800">Stops</h3>
                {r.stops.length === 0 ? (
                  <p className="py-2 text-sm text-slate-600">No stops yet.</p>
                ) : (
                  <ol className="flex flex-wrap gap-2 py-2">
                    {r.stops.map((s) => (
                      <li key={s._id} className="rounded-full bg-slate-50 px-3 py-1 text-xs text-slate-700 ring-1 ring-slate-200">
                        <span className="tabular-nums">{s.pickupAt}</span> · {s.name} · {s.riders}
                      </li>
                    ))}
                  </ol>
                )}
              </div>
              <div className="p-4">
                <DataTable<RiderRow>
                  caption={`Riders of ${r.startFrom}`}
                  columns={[
                    { key: 'name', header: 'Student', cell: (x) => <span className="font-medium">{x.displayName}</span> },
                    { key: 'batch', header: 'Batch', cell: (x) => x.batch || '—', className: 'hidden sm:table-cell' },
                    { key: 'stop', header: 'Stop', cell: (x) => x.stopName },
                    { key: 'time', header: 'Pickup', cell: (x) => <span className="tabular-nums">{x.pickupAt}</span> },
                    {
                      key: 'phone',
                      header: 'Parent’s phone',
                      cell: (x) =>
                        x.parentPhone ? (
                          <a className="text-brand-700 underline" href={`tel:${x.parentPhone}`}>
                            {x.parentPhone}
                          </a>
                        ) : (
                          '—'
                        ),
                    },
                  ]}
                  rows={r.riders}
                  rowKey={(x) => x._id}
                  loading={false}
                  emptyTitle="No students on this route."
                />
              </div>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
