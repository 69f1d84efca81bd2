import { lazy, Suspense, type ReactNode } from 'react';
import { Card, CardHeader } from './card';
import { EmptyState } from './empty-state';

const BarChart = lazy(() => import('./charts/bar-chart'));

export interface ChartCardProps {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  loading: boolean;
  error?: string | null;
  categories: string[];
  values: number[];
  seriesName: string;
  emptyTitle: string;
  /** Shown over the axes when every value is 0 (the chart is real, but says nothing yet). */
  zeroNote?: string;
  height?: number;
}

function ChartSkeleton({ height }: { height: number }) {
  return (
    <div className="flex items-end gap-3 px-2" style={{ height }} aria-hidden="true">
      {[55, 80, 35, 65, 45, 70].map((h, i) => (
        <span key={i} className="skeleton flex-1" style={{ height: `${h}%` }} />
      ))}
    </div>
  );
}

/** A card with an ECharts bar chart; ECharts loads only when a chart is first shown. */
export function ChartCard({
  title,
  subtitle,
  action,
  loading,
  error,
  categories,
  values,
  seriesName,
  emptyTitle,
  zeroNote,
  height = 300,
}: ChartCardProps) {
  const empty = !loading && !error && categories.length === 0;
  const allZero = values.length > 0 && values.every((v) => v === 0);
  return (
    <Card>
      <CardHeader title={title} subtitle={subtitle} action={action} />
      <div className="px-3 pt-2 pb-4 sm:px-5">
        {loading ? (
          <ChartSkeleton height={height} />
        ) : error ? (
          <EmptyState title="Could not load the chart" text={error} />
        ) : empty ? (
          <EmptyState title={emptyTitle} />
        ) : (
          <figure aria-label={`${title}: bar chart`} className="relative">
            {allZero && zeroNote ? (
              <p className="absolute inset-x-0 top-1/3 z-10 mx-auto w-fit rounded-full bg-white/90 px-4 py-1.5 text-sm text-slate-600 shadow-xs ring-1 ring-slate-200">
                {zeroNote}
              </p>
            ) : null}
            <Suspense fallback={<ChartSkeleton height={height} />}>
              <BarChart categories={categories} values={values} seriesName={seriesName} height={height} />
            </Suspense>
            <figcaption className="sr-only">
              <ul>
                {categories.map((c, i) => (
                  <li key={`${c}-${i}`}>
                    {c}: {values[i]} {seriesName.toLowerCase()}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
        )}
      </div>
    </Card>
  );
}
