import { lazy, Suspense, type ReactNode } from 'react';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import type { Series } from '@/components/charts/series-chart';
import { formatCount } from '@/lib/format';

const DonutChart = lazy(() => import('@/components/charts/donut-chart'));
const SeriesChart = lazy(() => import('@/components/charts/series-chart'));

/** 002 §2: a chart with nothing to show says so. */
export const NO_DATA = 'No data available';
export const PALETTE = ['#4f46e5', '#0ea5e9', '#10b981', '#f59e0b', '#f43f5e', '#8b5cf6', '#14b8a6', '#f97316'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'YYYY-MM' as 'Nov'. */
export const monthName = (key: string) => MONTHS[Number(key.slice(5, 7)) - 1] ?? key;

const Skeleton = ({ height }: { height: number }) => <span className="skeleton block w-full" style={{ height }} aria-hidden="true" />;

function Body({
  loading,
  error,
  empty,
  height,
  children,
}: {
  loading: boolean;
  error: string | null;
  empty: boolean;
  height: number;
  children: ReactNode;
}) {
  if (loading) return <Skeleton height={height} />;
  if (error) return <EmptyState title="Could not load the chart" text={error} />;
  if (empty) return <EmptyState title={NO_DATA} />;
  return <>{children}</>;
}

export interface Slice {
  name: string;
  value: number;
  color: string;
}

/** A whole split into its parts as a ring; 'No data available' when every part is 0. */
export function DonutCard({
  title,
  subtitle,
  slices,
  loading,
  error = null,
  footer,
  format = formatCount,
}: {
  title: string;
  subtitle?: string;
  slices: Slice[];
  loading: boolean;
  error?: string | null;
  footer?: ReactNode;
  /** How a slice's value reads in the tooltip and the caption (counts by default). */
  format?: (v: number) => string;
}) {
  const total = slices.reduce((s, x) => s + x.value, 0);
  return (
    <Card>
      <CardHeader title={title} subtitle={subtitle} />
      <div className="px-3 pt-2 pb-4 sm:px-5">
        <Body loading={loading} error={error} empty={total === 0} height={240}>
          <figure aria-label={`${title}: donut chart`}>
            <Suspense fallback={<Skeleton height={240} />}>
              <DonutChart height={240} format={format} slices={slices.filter((s) => s.value > 0)} />
            </Suspense>
            <figcaption className="sr-only">{slices.map((s) => `${s.name}: ${format(s.value)}`).join('; ')}</figcaption>
          </figure>
        </Body>
        {footer}
      </div>
    </Card>
  );
}

/** Series over categories as bars (stacked when the series share a stack); 'No data available' when all are 0. */
export function SeriesCard({
  title,
  subtitle,
  categories,
  series,
  loading,
  error = null,
}: {
  title: string;
  subtitle?: string;
  categories: string[];
  series: Series[];
  loading: boolean;
  error?: string | null;
}) {
  const empty = categories.length === 0 || series.every((s) => s.values.every((v) => v === 0));
  return (
    <Card>
      <CardHeader title={title} subtitle={subtitle} />
      <div className="px-3 pt-2 pb-4 sm:px-5">
        <Body loading={loading} error={error} empty={empty} height={280}>
          <figure aria-label={`${title}: bar chart`}>
            <Suspense fallback={<Skeleton height={280} />}>
              <SeriesChart height={280} categories={categories} series={series} format={formatCount} integers />
            </Suspense>
            <figcaption className="sr-only">
              <ul>
                {categories.map((c, i) => (
                  <li key={c}>
                    {c}: {series.map((s) => `${s.name} ${formatCount(s.values[i] ?? 0)}`).join(', ')}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
        </Body>
      </div>
    </Card>
  );
}

/** h:mm A in the institute's zone (002 §9). */
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });
export const timeOf = (iso: string) => timeFormat.format(new Date(iso));
const dateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short' });
export const dayOf = (iso: string) => dateFormat.format(new Date(iso));
