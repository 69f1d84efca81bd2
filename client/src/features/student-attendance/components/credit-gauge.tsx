import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { useStudentCredit } from '../api/get-student-credit';

const CreditGaugeChart = lazy(() => import('./credit-gauge-chart'));

export interface CreditGaugeProps {
  /** The student's id, or a parent's own id (then `child` picks the child, else their first). */
  id: string;
  child?: string;
  /** Where the card links (002 §2: the attendance page); none on the attendance page itself. */
  href?: string | null;
}

/**
 * 002 §2 Available Credit: a radial gauge with the rounded credit score (GET student/credit/:id), linking to the attendance
 * page. The score is 100 × credits of the classes attended ÷ credits of the classes held, leave excused.
 */
export function CreditGauge({ id, child, href = paths.studentAttendance }: CreditGaugeProps) {
  const q = useStudentCredit(id, child);
  const c = q.data;
  const skeleton = <span className="skeleton mx-auto block size-44 rounded-full" aria-hidden="true" />;
  return (
    <Card>
      <CardHeader
        title="Available Credit"
        subtitle={c ? `${c.attendedCredit} of ${c.heldCredit} credits attended` : 'Credits of the classes attended'}
        action={
          href ? (
            <Link href={href} className="text-sm font-medium text-brand-700 hover:underline">
              Attendance
            </Link>
          ) : undefined
        }
      />
      <div className="px-3 pb-4 sm:px-5">
        {q.isPending ? (
          skeleton
        ) : q.error ? (
          <EmptyState title="Could not load the credit" text={errorMessage(q.error)} />
        ) : (
          <figure aria-label={`Available credit: ${Math.round(c?.creditScore ?? 0)} out of 100`} data-testid="credit-score">
            <Suspense fallback={skeleton}>
              <CreditGaugeChart score={c?.creditScore ?? 0} />
            </Suspense>
            <figcaption className="text-center text-xs text-slate-600">
              {c && c.heldCredit === 0 ? 'No class held yet' : 'Leave is excused: it counts neither for nor against'}
            </figcaption>
          </figure>
        )}
      </div>
    </Card>
  );
}
