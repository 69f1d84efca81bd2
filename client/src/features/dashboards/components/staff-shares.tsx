import { lazy, Suspense } from 'react';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { formatCount } from '@/lib/format';

const DonutChart = lazy(() => import('@/components/charts/donut-chart'));

const Skeleton = () => <span className="skeleton block h-[240px] w-full" aria-hidden="true" />;

interface Share {
  name: string;
  value: number;
  color: string;
}

/** One whole split into its parts, as a ring; the figures are read out in the caption. */
function ShareCard({ title, subtitle, slices, loading }: { title: string; subtitle: string; slices: Share[]; loading: boolean }) {
  const total = slices.reduce((s, x) => s + x.value, 0);
  return (
    <Card>
      <CardHeader title={title} subtitle={subtitle} />
      <div className="px-3 pt-2 pb-4 sm:px-5">
        {loading ? (
          <Skeleton />
        ) : total === 0 ? (
          <EmptyState title="No staff found" />
        ) : (
          <figure aria-label={`${title}: donut chart`}>
            <Suspense fallback={<Skeleton />}>
              <DonutChart height={240} format={formatCount} slices={slices} />
            </Suspense>
            <figcaption className="sr-only">{slices.map((s) => `${s.name}: ${formatCount(s.value)}`).join('; ')}</figcaption>
          </figure>
        )}
      </div>
    </Card>
  );
}

/**
 * The staff dashboard's charts (issue 11 part 13): each compares like with like — who the staff are (teaching or not)
 * and where they are today (at work or away). New staff in the period is a flow, not a share: it stays a card.
 */
export function StaffShares({
  teaching,
  nonTeaching,
  away,
  loading,
}: {
  teaching: number;
  nonTeaching: number;
  away: number;
  loading: boolean;
}) {
  const all = teaching + nonTeaching;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ShareCard
        title="Teaching and non-teaching"
        subtitle="Everyone on the staff today"
        loading={loading}
        slices={[
          { name: 'Teaching', value: teaching, color: '#0284c7' },
          { name: 'Non-teaching', value: nonTeaching, color: '#0d9488' },
        ]}
      />
      <ShareCard
        title="Today"
        subtitle="Staff at work and away (on leave or absent)"
        loading={loading}
        slices={[
          { name: 'At work', value: Math.max(0, all - away), color: '#4f46e5' },
          { name: 'Away today', value: Math.min(away, all), color: '#f59e0b' },
        ]}
      />
    </div>
  );
}
