import { lazy, Suspense } from 'react';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { usePlacementYearReport } from '../api/get-placement-year-report';

const SeriesChart = lazy(() => import('@/components/charts/series-chart'));

/**
 * 000 §2 Placements Report: boys, girls and totals per year (dashboard/admin/placement-report), as bars with a table for
 * screen readers; 'No Data Available' when nobody is placed. On the admin dashboard and the placement dashboard.
 */
export function PlacementsReportChart({ enabled = true }: { enabled?: boolean }) {
  const report = usePlacementYearReport(enabled);
  const rows = report.data ?? [];
  return (
    <Card>
      <CardHeader title="Placements Report" subtitle="Boys, girls and totals placed per year" />
      <div className="relative px-4 pb-4">
        {report.isPending ? (
          <div className="skeleton h-64 rounded-lg" aria-busy="true" />
        ) : report.error ? (
          <EmptyState title="No Data Available" text={errorMessage(report.error)} />
        ) : rows.length === 0 ? (
          <EmptyState title="No Data Available" text="Placed students appear here once a placement report is recorded." />
        ) : (
          <>
            <Suspense fallback={<div className="skeleton h-64 rounded-lg" />}>
              <div aria-hidden="true">
                <SeriesChart
                  categories={rows.map((r) => String(r._id))}
                  series={[
                    { name: 'Boys', values: rows.map((r) => r.totalBoys), color: '#2563eb' },
                    { name: 'Girls', values: rows.map((r) => r.totalGirls), color: '#db2777' },
                    { name: 'Total', values: rows.map((r) => r.totalStudent), color: '#0f766e', kind: 'line' },
                  ]}
                  height={280}
                  integers
                />
              </div>
            </Suspense>
            <table className="sr-only">
              <caption>Placed students per year</caption>
              <thead>
                <tr>
                  <th scope="col">Year</th>
                  <th scope="col">Boys</th>
                  <th scope="col">Girls</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r._id}>
                    <th scope="row">{r._id}</th>
                    <td>{formatCount(r.totalBoys)}</td>
                    <td>{formatCount(r.totalGirls)}</td>
                    <td>{formatCount(r.totalStudent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </Card>
  );
}
