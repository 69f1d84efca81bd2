import { Link } from 'wouter';
import { PageHeader } from '@/components/card';
import { ChartCard } from '@/components/chart-card';
import { AlertIcon, BoxIcon, ChartBarIcon, RupeeIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInventoryStat, useTopProducts } from '../api/get-inventory-dashboard';
import { chartLabel } from '../components/chart-label';
import { LowStockCard } from '../components/low-stock-card';

const linkClass =
  'inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50';

/** /panel/admin/inventory/dashboard (001 §2 Specialised dashboards): sales, stock and the top 4 products, live. */
export function InventoryDashboardPage() {
  useDocumentTitle('Inventory Dashboard');
  const stat = useInventoryStat();
  const top = useTopProducts();
  const s = stat.data;
  const figures = [
    { title: 'Total Sales', value: s?.totalSold, icon: <RupeeIcon />, tone: 'emerald' as const },
    { title: "Today's Sales", value: s?.todaySold, icon: <ChartBarIcon />, tone: 'brand' as const },
    { title: 'Out Of Stock', value: s?.outOfStock, icon: <AlertIcon />, tone: 'rose' as const },
    { title: 'Remaining Stock', value: s?.inStock, icon: <BoxIcon />, tone: 'amber' as const },
  ];
  const products = top.data ?? [];
  return (
    <>
      <PageHeader
        title="Inventory Dashboard"
        description="Sales count the units delivered from the store; remaining stock counts the units in it."
        actions={
          <div className="flex flex-wrap gap-2">
            <Link href={paths.inventoryStock} className={linkClass}>
              Manage Stock
            </Link>
            <Link href={paths.inventorySupply} className={linkClass}>
              Supplies
            </Link>
          </div>
        }
      />
      {stat.error ? (
        <p role="alert" className="mb-4 text-sm text-rose-700">
          {errorMessage(stat.error)}
        </p>
      ) : null}
      <section aria-label="Inventory statistics" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
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
      <div className="mt-6 grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ChartCard
          title="Top Products"
          subtitle="The 4 items with the most units delivered"
          loading={top.isPending}
          error={top.error ? errorMessage(top.error) : null}
          categories={products.map((p) => chartLabel(p.product.title))}
          values={products.map((p) => p.totalSold)}
          seriesName="Units sold"
          emptyTitle="No Product Found"
          zeroNote="Nothing delivered yet"
        />
        <LowStockCard />
      </div>
    </>
  );
}
