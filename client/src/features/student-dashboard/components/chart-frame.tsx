import type { ReactNode } from 'react';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';

/** A dashboard card around a chart: a skeleton while loading, the error, the empty text, else the chart. */
export function ChartFrame({
  title,
  subtitle,
  action,
  loading,
  error,
  empty,
  emptyTitle,
  height = 280,
  children,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyTitle: string;
  height?: number;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader title={title} subtitle={subtitle} action={action} />
      <div className="px-3 pt-2 pb-4 sm:px-5">
        {loading ? (
          <span className="skeleton block w-full" style={{ height }} aria-hidden="true" />
        ) : error ? (
          <EmptyState title="Could not load the chart" text={errorMessage(error)} />
        ) : empty ? (
          <EmptyState title={emptyTitle} />
        ) : (
          children
        )}
      </div>
    </Card>
  );
}
