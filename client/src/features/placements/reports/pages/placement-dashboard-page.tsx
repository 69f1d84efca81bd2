import { Link } from 'wouter';
import { PageHeader } from '@/components/card';
import { CapIcon, UsersIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import { PlacementTabs } from '@/features/placements/notices';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlacementStat } from '../api/get-placement-stat';
import { PlacementsReportChart } from '../components/placements-report-chart';

const linkClass =
  'inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50';

/** /panel/admin/placement/dashboard (001 §2; the admin dashboard's Placements card): placed students, boys, girls, per year; live. */
export function PlacementDashboardPage() {
  useDocumentTitle('Placement Dashboard');
  const stat = usePlacementStat();
  const s = stat.data;
  const figures = [
    { title: 'Placed Students', value: s?.totalPlacedStudent, icon: <CapIcon />, tone: 'brand' as const },
    { title: 'Boys', value: s?.totalBoysPlaced, icon: <UsersIcon />, tone: 'emerald' as const },
    { title: 'Girls', value: s?.totalGirlPlaced, icon: <UsersIcon />, tone: 'rose' as const },
  ];
  return (
    <>
      <PlacementTabs />
      <PageHeader
        title="Placement Dashboard"
        description="Students with a standing placement record, counted once however many offers they hold."
        actions={
          <Link href={paths.placementArchive} className={linkClass}>
            Placement Reports
          </Link>
        }
      />
      {stat.error ? (
        <p role="alert" className="mb-4 text-sm text-rose-700">
          {errorMessage(stat.error)}
        </p>
      ) : null}
      <section aria-label="Placement statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {figures.map((f) => (
          <StatCard
            key={f.title}
            title={f.title}
            value={f.value === undefined ? '–' : formatCount(f.value)}
            icon={f.icon}
            tone={f.tone}
            loading={stat.isPending}
          />
        ))}
      </section>
      <div className="mt-6">
        <PlacementsReportChart />
      </div>
    </>
  );
}
