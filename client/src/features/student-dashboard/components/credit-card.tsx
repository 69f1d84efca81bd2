import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { useCredit } from '../api/get-credit';

const GaugeChart = lazy(() => import('./charts/gauge-chart'));

/** 002 §2 Available Credit: a radial gauge of the rounded credit score, linking to the attendance page. */
export function CreditCard({ studentId, isParent }: { studentId: string | undefined; isParent: boolean }) {
  const q = useCredit(studentId);
  const score = q.data ? Math.round(q.data.creditScore) : 0;
  const colour = score >= 75 ? '#10b981' : score >= 50 ? '#f59e0b' : '#f43f5e';
  return (
    <Card className="min-w-0">
      <CardHeader title="Available Credit" subtitle="Credits of the classes attended, of those held" />
      <Link
        href={`${paths.studentAttendance}${isParent && studentId ? `?child=${encodeURIComponent(studentId)}` : ''}`}
        className="mx-3 mb-3 block rounded-xl px-2 pb-2 transition hover:bg-slate-50"
        data-testid="credit-card"
      >
        {q.isPending ? (
          <span className="skeleton mx-auto my-4 block size-40 rounded-full" aria-hidden="true" />
        ) : q.error ? (
          <EmptyState title="Could not load the credit" text={errorMessage(q.error)} className="py-6" />
        ) : (
          <Suspense fallback={<span className="skeleton mx-auto my-4 block size-40 rounded-full" aria-hidden="true" />}>
            <GaugeChart value={score} color={colour} />
          </Suspense>
        )}
        {q.data ? <span className="sr-only">Available credit {score}. </span> : null}
        <span className="block text-center text-xs font-medium text-brand-700">View attendance</span>
      </Link>
    </Card>
  );
}
