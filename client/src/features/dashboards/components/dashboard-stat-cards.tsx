import type { Role } from '@school/contracts';
import { AlertIcon, BoxIcon, BriefcaseIcon, BuildingIcon, BusIcon, CapIcon, RupeeIcon, UserPlusIcon, UsersIcon } from '@/components/icons';
import { StatCard, type Tone } from '@/components/stat-card';
import { formatCount, formatRupees } from '@/lib/format';
import { useCanUse } from '@/features/identity';
import { cardsClickable, paths } from '@/lib/routes';
import type { ReactNode } from 'react';
import type { DashboardStat } from '../api/get-dashboard-stat';

interface CardDef {
  title: string;
  /** Shown only when the reply carries it (fees: MANAGER and STAFF need the payment module). */
  shown?: (s: DashboardStat) => boolean;
  value: (s: DashboardStat) => string;
  icon: ReactNode;
  tone: Tone;
  /** Where the card leads, among the pages this client has (001 §2 names more that are not built yet). */
  target?: string;
}

/** The dashboard's cards (exported for the test that each card leads only where its role can go). */
export const cards: CardDef[] = [
  {
    title: 'Total Students',
    value: (s) => formatCount(s.totalStudents),
    icon: <UsersIcon />,
    tone: 'brand',
    target: paths.studentStatsDashboard,
  },
  {
    title: 'Total Staffs',
    value: (s) => formatCount(s.totalStaff),
    icon: <BriefcaseIcon />,
    tone: 'sky',
    target: paths.staffStatsDashboard,
  },
  // ---- inventory (inv-client) ----
  // 001 §2: the inventory dashboard (which links on to manage-stock); units in the store (dashboard-stat totalStock).
  {
    title: 'Total Stocks',
    value: (s) => formatCount(s.totalStock),
    icon: <BoxIcon />,
    tone: 'amber',
    target: paths.inventoryDashboard,
  },
  // ---- end inventory ----
  {
    title: 'Total Revenue',
    value: (s) => formatRupees(s.totalRevenue),
    icon: <RupeeIcon />,
    tone: 'emerald',
    target: paths.paymentDashboard,
  },
  {
    title: 'Departments',
    value: (s) => formatCount(s.totalDepartments),
    icon: <BuildingIcon />,
    tone: 'violet',
    target: paths.departmentDashboard,
  },
  {
    title: 'Placements',
    value: (s) => formatCount(s.totalPlacement),
    icon: <CapIcon />,
    tone: 'rose',
    target: paths.placementDashboard,
  },
  {
    title: 'Active Vehicles',
    value: (s) => formatCount(s.totalActiveVehicle),
    icon: <BusIcon />,
    tone: 'teal',
    target: paths.transportDashboard,
  },
  {
    title: 'New Admissions',
    value: (s) => formatCount(s.totalNewAdmission),
    icon: <UserPlusIcon />,
    tone: 'orange',
    target: paths.admissionDashboard,
  },
  // Beyond the spec's eight: what is owed today, by the fee module's definition (the payment dashboard's figures).
  {
    title: 'Fees Due Now',
    shown: (s) => s.feesDueNow !== undefined,
    value: (s) => formatRupees(s.feesDueNow),
    icon: <RupeeIcon />,
    tone: 'amber',
    target: paths.paymentDashboard,
  },
  {
    title: 'Fees Overdue',
    shown: (s) => s.feesOverdue !== undefined,
    value: (s) => formatRupees(s.feesOverdue),
    icon: <AlertIcon />,
    tone: 'rose',
    target: paths.paymentDashboard,
  },
];

/** The spec's eight cards and the fees owed today; clickable (001 §6) except for SUPER_ADMIN and MANAGER, and only toward pages that exist. */
export function DashboardStatCards({ stat, loading, role }: { stat: DashboardStat | undefined; loading: boolean; role: Role }) {
  const clickable = cardsClickable(role);
  const canUse = useCanUse();
  return (
    <section aria-label="Institute statistics" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cards
        .filter((c) => !c.shown || !stat || c.shown(stat))
        .map((c) => (
          <StatCard
            key={c.title}
            title={c.title}
            value={stat ? c.value(stat) : '–'}
            icon={c.icon}
            tone={c.tone}
            loading={loading || !stat}
            href={clickable && c.target && canUse(c.target) ? c.target : undefined}
          />
        ))}
    </section>
  );
}
