import { Card } from '@/components/card';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { usePageStudent } from '@/features/identity';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStudentTransport } from '../api/get-student-transport';
import { money } from '../components/riders-format';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** /panel/student/transport: a STUDENT's own route and stop, or a PARENT's chosen child's. */
export function MyTransportPage() {
  useDocumentTitle('My Transport');
  const { studentId, isParent, switcher } = usePageStudent();
  const transport = useStudentTransport(studentId);
  const t = transport.data?.data;
  return (
    <>
      <PageHeader
        title="My Transport"
        description={isParent ? 'Your child’s route, stop and pickup time.' : 'Your route, stop and pickup time.'}
      />
      {switcher}
      {transport.isError ? (
        <EmptyState title="Transport could not be loaded." text={errorMessage(transport.error)} />
      ) : transport.isLoading || !studentId ? null : !t ? (
        <EmptyState title="You are not on a transport route." text="The school office assigns students to a stop of a route." />
      ) : (
        <Card className="max-w-xl">
          <dl className="divide-y divide-slate-100 px-5 py-2" aria-label="Transport">
            <Row label="Route">{t.route.startFrom}</Row>
            <Row label="Stop">{t.stop.name}</Row>
            <Row label="Pickup time">{t.stop.pickupAt}</Row>
            <Row label="Vehicle">
              {t.vehicle.vehicleName} · {t.vehicle.vehicleNumber}
            </Row>
            <Row label="Driver">
              {t.driver.name} ·{' '}
              <a className="text-brand-700 underline" href={`tel:${t.driver.phoneNumber}`}>
                {t.driver.phoneNumber}
              </a>
            </Row>
            <Row label="Teacher in charge">{t.inCharge?.name ?? 'None'}</Row>
            <Row label="Monthly fare">{money(t.stop.fare)}</Row>
          </dl>
        </Card>
      )}
    </>
  );
}
