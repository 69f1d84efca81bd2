import { PageHeader } from '@/components/card';
import { useSession } from '@/lib/session';
import { useDashboardStat } from '../api/get-dashboard-stat';
import { DashboardStatCards } from '../components/dashboard-stat-cards';
import { DateRangeFilter } from '../components/date-range-filter';
import { DepartmentStaffsCard } from '../components/department-staffs-card';
import { DepartmentWiseStaffsChart } from '../components/department-wise-staffs-chart';
import { firstName, greeting } from '../components/greeting';
import { useStatRange } from '../components/stat-range';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageViewStatusCard } from '@/features/page-views';
// ---- placement reports (reports) ----
import { PlacementsReportWidget } from '@/features/placements';
// ---- end placement reports ----

/** /panel/admin/dashboard and /panel/superadmin/dashboard: the admin main dashboard (001 §2, 000 §2). */
export function AdminDashboardPage() {
  useDocumentTitle('Dashboard');
  const session = useSession();
  const { range } = useStatRange();
  const stat = useDashboardStat(range);
  if (!session) return null;
  return (
    <>
      <PageHeader
        title={`${greeting()}, ${firstName(session.user.displayName)}`}
        description="Here is how your institute is doing. Figures update as soon as anything changes."
        actions={<DateRangeFilter />}
      />
      {stat.error ? (
        <p role="alert" className="mb-4 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {stat.error.message}
        </p>
      ) : null}
      <DashboardStatCards stat={stat.data} loading={stat.isPending} role={session.user.role} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <DepartmentWiseStaffsChart />
        </div>
        <DepartmentStaffsCard />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <PageViewStatusCard range={range} />
      </div>
      {/* ---- placement reports (reports): 000 §2 Placements Report ---- */}
      <div className="mt-6">
        <PlacementsReportWidget />
      </div>
      {/* ---- end placement reports ---- */}
    </>
  );
}
