import { PageHeader } from '@/components/card';
import { BusIcon, CheckCircleIcon, UserPlusIcon, UsersIcon, DashboardIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ExpiringPapers } from '../../riders';
import { useTransportStat } from '../api/get-transport-stat';
import { TransportTabs } from '../components/transport-tabs';

/**
 * /panel/admin/transport/dashboard (001 §2): Total Vehicles and Active Vehicles (to manage-vehicle), Total Drivers (to
 * manage-drivers), each 0 when missing; the routes and riders; then what expires soon (issue 18 §2). Live by push.
 */
export function TransportDashboardPage() {
  useDocumentTitle('Transport');
  const stat = useTransportStat();
  const s = stat.data;
  const cards = [
    { title: 'Total Vehicles', value: s?.totalVehicle, icon: <BusIcon />, tone: 'brand' as const, href: paths.manageVehicle },
    { title: 'Active Vehicles', value: s?.activeVehicle, icon: <CheckCircleIcon />, tone: 'emerald' as const, href: paths.manageVehicle },
    { title: 'Total Drivers', value: s?.totalDriver, icon: <UserPlusIcon />, tone: 'amber' as const, href: paths.manageDrivers },
    { title: 'Routes', value: s?.totalRoute, icon: <DashboardIcon />, tone: 'sky' as const, href: paths.transportRoutes },
    { title: 'Students riding', value: s?.totalRider, icon: <UsersIcon />, tone: 'violet' as const, href: undefined },
  ];
  return (
    <>
      <PageHeader
        title="Transport"
        description="The fleet at a glance: vehicles, drivers, routes and the students riding them, and the papers that expire soon."
      />
      <TransportTabs />
      {stat.error ? (
        <p role="alert" className="mb-4 text-sm text-rose-700">
          {errorMessage(stat.error)}
        </p>
      ) : null}
      <section aria-label="Transport statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
        {cards.map((c) => (
          <StatCard
            key={c.title}
            title={c.title}
            // 001 §2: each card shows its count, or 0 if missing.
            value={formatCount(c.value ?? 0)}
            icon={c.icon}
            tone={c.tone}
            href={c.href}
            loading={stat.isPending}
          />
        ))}
      </section>
      <div className="mt-6">
        <ExpiringPapers papers={stat?.data?.expiringSoon} />
      </div>
    </>
  );
}
