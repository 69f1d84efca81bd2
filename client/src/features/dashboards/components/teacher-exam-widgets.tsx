import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { CheckCircleIcon, ClockIcon, ExamIcon } from '@/components/icons';
import { PrevNext } from '@/components/prev-next';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/routes';
import {
  useTeacherExamCardStat,
  useTeacherExamOverview,
  useTeacherPreviousExams,
  useTeacherSuccessRate,
} from '../api/get-teacher-exam-dashboard';
import { distinctTitles } from './chart-labels';
import { DonutCard, PALETTE, SeriesCard } from './teacher-charts';

const PassGaugeChart = lazy(() => import('./pass-gauge-chart'));
const err = (e: unknown) => (e ? errorMessage(e) : null);

/** Exam Complete, Exam Upcoming, Exam Ongoing → /panel/teacher/exam (002 §2). */
export function ExamStatCards() {
  const { data, isPending, error } = useTeacherExamCardStat();
  if (error) return <EmptyState title="Could not load the exam figures" text={errorMessage(error)} />;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4" data-testid="exam-stat-cards">
      <StatCard
        title="Exam Complete"
        value={formatCount(data?.completeExam)}
        icon={<CheckCircleIcon />}
        tone="emerald"
        loading={isPending}
        href={paths.teacherExams}
      />
      <StatCard
        title="Exam Upcoming"
        value={formatCount(data?.upcomingExam)}
        icon={<ClockIcon />}
        tone="amber"
        loading={isPending}
        href={paths.teacherExams}
      />
      <StatCard
        title="Exam Ongoing"
        value={formatCount(data?.ongoing)}
        icon={<ExamIcon />}
        tone="sky"
        loading={isPending}
        href={paths.teacherExams}
      />
    </div>
  );
}

/** Total Student Pass: a radial percentage plus a count (002 §2). */
export function TotalStudentPass() {
  const { data, isPending, error } = useTeacherSuccessRate();
  return (
    <Card>
      <CardHeader title="Total Student Pass" subtitle="Passed results in your batches' exams" />
      <div className="px-3 pt-2 pb-4 sm:px-5">
        {isPending ? (
          <span className="skeleton block h-[220px] w-full" aria-hidden="true" />
        ) : error || !data ? (
          <EmptyState title="Could not load the chart" text={errorMessage(error)} />
        ) : (
          <figure aria-label="Total Student Pass: radial chart">
            <Suspense fallback={<span className="skeleton block h-[220px] w-full" aria-hidden="true" />}>
              <PassGaugeChart percent={data.totalStudentPassPercentage} />
            </Suspense>
            <figcaption className="text-center text-sm text-slate-700">
              <span className="text-lg font-semibold text-slate-900 tabular-nums" data-testid="total-student-pass">
                {formatCount(data.totalStudentPass)}
              </span>{' '}
              students passed ({(Math.round(data.totalStudentPassPercentage * 10) / 10).toFixed(1)}%)
            </figcaption>
          </figure>
        )}
      </div>
    </Card>
  );
}

/** Previous Examinations Result: Boys, Girls and Others pass counts per exam, ten exams a page (002 §2, §9). */
export function PreviousExamsChart() {
  const [pageNo, setPageNo] = useState(1);
  const q = useTeacherPreviousExams(pageNo);
  const rows = q.data?.data ?? [];
  return (
    <div className="space-y-2">
      <SeriesCard
        title="Previous Examinations Result"
        subtitle="Students who passed, per exam"
        loading={q.isPending}
        error={err(q.error)}
        categories={distinctTitles(rows.map((r) => r.title))}
        series={[
          { name: 'Boys', values: rows.map((r) => r.boys), color: '#0ea5e9' },
          { name: 'Girls', values: rows.map((r) => r.girls), color: '#f43f5e' },
          { name: 'Others', values: rows.map((r) => r.other), color: '#8b5cf6' },
        ]}
      />
      {q.data && q.data.totalCount > q.data.perPage ? (
        <PrevNext pageNo={pageNo} isLastChunk={q.data.isLastChunk} onPage={setPageNo} label="Previous exam pages" />
      ) : null}
    </div>
  );
}

const groupLabel = (id: string) => (id === 'ONLINE' ? 'Online' : id === 'OFFLINE' ? 'Offline' : id || 'Other');

/** Exam Overview: exam counts per group (002 §2). */
export function ExamOverviewChart() {
  const q = useTeacherExamOverview();
  return (
    <DonutCard
      title="Exam Overview"
      subtitle="Your batches' exams by type"
      loading={q.isPending}
      error={err(q.error)}
      slices={(q.data ?? []).map((r, i) => ({ name: groupLabel(r._id), value: r.totalExamCount, color: PALETTE[i % PALETTE.length]! }))}
    />
  );
}

/** The teacher's exam widgets, as the main dashboard and the exam dashboard show them. */
export function TeacherExamWidgets({ heading = true }: { heading?: boolean }) {
  return (
    <section aria-labelledby={heading ? 'exams-heading' : undefined} aria-label={heading ? undefined : 'Exams'} className="space-y-4">
      {heading ? (
        <div className="flex items-center justify-between gap-3">
          <h2 id="exams-heading" className="text-lg font-semibold text-slate-900">
            Exams
          </h2>
          <Link href={paths.teacherExamDashboard} className="text-sm font-medium text-brand-700 hover:underline">
            Exam dashboard
          </Link>
        </div>
      ) : null}
      <ExamStatCards />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <TotalStudentPass />
        <ExamOverviewChart />
      </div>
      <PreviousExamsChart />
    </section>
  );
}
