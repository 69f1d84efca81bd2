import { lazy, Suspense } from 'react';
import type { PageViewPlatform } from '@school/contracts';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { usePageViewStatus } from '../api/get-page-view-status';
import type { PageViewRange } from '../api/page-view-keys';

const DonutChart = lazy(() => import('@/components/charts/donut-chart'));

/** 000 §2 the buckets' names and colours. */
const BUCKETS: Record<PageViewPlatform, { name: string; color: string }> = {
  android: { name: 'Android', color: '#16a34a' },
  ios: { name: 'IOS', color: '#0ea5e9' },
  windows: { name: 'Windows', color: '#6366f1' },
  linux: { name: 'Linux', color: '#f59e0b' },
  other: { name: 'Other', color: '#94a3b8' },
};

const Skeleton = () => <span className="skeleton block h-[220px] w-full" aria-hidden="true" />;

/** 000 §2 Page View Status: total visitors and the people who came from each platform in the dashboard's period. */
export function PageViewStatusCard({ range }: { range: PageViewRange }) {
  const { data, isPending, error } = usePageViewStatus(range);
  const rows = data ?? [];
  const total = rows.reduce((s, r) => s + r.totalUser, 0);
  const slices = rows.map((r) => ({ ...BUCKETS[r._id], key: r._id, value: r.totalUser }));
  return (
    <Card>
      <CardHeader title="Page View Status" subtitle={data ? `${formatCount(total)} visitors` : 'Visitors by platform'} />
      <div className="px-3 pt-2 pb-4 sm:px-5">
        {isPending ? (
          <Skeleton />
        ) : error ? (
          <EmptyState title="Could not load the page views" text={errorMessage(error)} />
        ) : total === 0 ? (
          <EmptyState title="No Data Available" />
        ) : (
          <figure aria-label="Page View Status: donut chart">
            <Suspense fallback={<Skeleton />}>
              <DonutChart height={220} format={formatCount} slices={slices.filter((s) => s.value > 0)} />
            </Suspense>
            <figcaption className="sr-only">{slices.map((s) => `${s.name}: ${formatCount(s.value)}`).join('; ')}</figcaption>
          </figure>
        )}
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-xs">
          <div className="rounded-lg bg-slate-50 px-2 py-1.5">
            <dt className="text-slate-500">Total</dt>
            <dd className="font-semibold text-slate-900" data-testid="page-views-total">
              {data ? formatCount(total) : '–'}
            </dd>
          </div>
          {slices.map((s) => (
            <div key={s.name} className="rounded-lg bg-slate-50 px-2 py-1.5">
              <dt className="text-slate-500">{s.name}</dt>
              <dd className="font-semibold text-slate-900" data-testid={`page-views-${s.key}`}>
                {formatCount(s.value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
