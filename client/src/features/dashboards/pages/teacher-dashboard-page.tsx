import { useState } from 'react';
import { Link } from 'wouter';
import { Card, CardHeader, PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ArrowRightIcon, BriefcaseIcon, CalendarIcon, CapIcon, ClockIcon, PlayIcon, UsersIcon, CheckCircleIcon } from '@/components/icons';
import { PrevNext } from '@/components/prev-next';
import { StatCard } from '@/components/stat-card';
import { ActiveNoticesCard } from '@/features/communication';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { paths, pathTo } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useTeacherBatchCard,
  useTeacherBatchClasses,
  useTeacherBatchStudents,
  useTeacherBatchWork,
  useTeacherDashboardStat,
  useTeacherLmsBatchClasses,
  useTeacherLmsCardStat,
  useTeacherMonthlyClasses,
  useTeacherTestAnalytics,
  useTeacherTimetableStat,
  useTeacherWeeklyClasses,
  useTeacherWeeklyLms,
} from '../api/get-teacher-dashboard';
import { firstName, greeting } from '../components/greeting';
import { TeacherExamWidgets } from '../components/teacher-exam-widgets';
import { DonutCard, monthName, NO_DATA, PALETTE, SeriesCard, timeOf, dayOf } from '../components/teacher-charts';

const err = (e: unknown) => (e ? errorMessage(e) : null);
type Named = { course: string | null; branch: string | null; session?: string | null };
const batchName = (b: Named) => [b.course, b.branch].filter(Boolean).join(' · ') || 'Batch';
/** Axis labels must be short to show under each bar: the branch, with the session when two batches share it. */
function shortNames(rows: Named[]): string[] {
  const short = rows.map((b) => b.branch || b.course || 'Batch');
  return short.map((name, i) => (short.filter((x) => x === name).length > 1 ? `${name} ${rows[i]?.session ?? ''}`.trim() : name));
}

/** Total Classes … Online Classes (002 §2 Teacher dashboard). */
function TopCards() {
  const { data: s, isPending, error } = useTeacherDashboardStat();
  const v = (n: number | undefined) => formatCount(n ?? 0);
  return (
    <section aria-label="Summary">
      {error ? (
        <p role="alert" className="mb-4 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {errorMessage(error)}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
        <StatCard
          title="Total Classes"
          value={v(s?.totalClass)}
          icon={<CalendarIcon />}
          loading={isPending}
          href={paths.teacherTimetable}
        />
        <StatCard
          title="Total Batches"
          value={v(s?.totalBatch)}
          icon={<UsersIcon />}
          tone="sky"
          loading={isPending}
          href={paths.teacherBatch}
        />
        <StatCard
          title="Total Exams"
          value={v(s?.totalExam)}
          icon={<CapIcon />}
          tone="amber"
          loading={isPending}
          href={paths.teacherExams}
        />
        <StatCard
          title="Total Assignments"
          value={v(s?.totalAssignment)}
          icon={<BriefcaseIcon />}
          tone="violet"
          loading={isPending}
          href={paths.teacherAssignmentDashboard}
        />
        <StatCard
          title="My Attendance"
          value={
            s
              ? `${formatCount(s.attendanceData.teacherAttended)} / ${formatCount(s.attendanceData.totalAttendance)} classes`
              : '0 / 0 classes'
          }
          icon={<CheckCircleIcon />}
          tone="emerald"
          loading={isPending}
          href={paths.teacherAttendance}
        />
        <StatCard title="Online Classes" value={v(s?.totalOnlineClass)} icon={<PlayIcon />} tone="rose" loading={isPending} />
      </div>
    </section>
  );
}

function WeeklyClassesChart() {
  const q = useTeacherWeeklyClasses();
  return (
    <DonutCard
      title="Weekly Classes"
      subtitle="Your classes this week, by day"
      loading={q.isPending}
      error={err(q.error)}
      slices={(q.data ?? []).map((d, i) => ({ name: d._id, value: d.totalClass, color: PALETTE[i % PALETTE.length]! }))}
    />
  );
}

function BatchStudentsChart() {
  const q = useTeacherBatchStudents();
  const rows = q.data ?? [];
  return (
    <SeriesCard
      title="Batch Wise Student Strength"
      subtitle="Students of your batches"
      loading={q.isPending}
      error={err(q.error)}
      categories={shortNames(rows)}
      series={[
        { name: 'Boys', values: rows.map((r) => r.students.MALE), color: '#0ea5e9', stack: 's' },
        { name: 'Girls', values: rows.map((r) => r.students.FEMALE), color: '#f43f5e', stack: 's' },
        { name: 'Others', values: rows.map((r) => r.students.OTHER), color: '#8b5cf6', stack: 's' },
      ]}
    />
  );
}

/** 7 batches a page (002 §9), Prev and Next under the ring. */
function BatchClassesChart() {
  const [pageNo, setPageNo] = useState(1);
  const q = useTeacherBatchClasses(pageNo);
  const rows = q.data?.data ?? [];
  const pager =
    q.data && q.data.totalCount > q.data.perPage ? (
      <div className="mt-2">
        <PrevNext pageNo={pageNo} isLastChunk={q.data.isLastChunk} onPage={setPageNo} label="Batch wise classes pages" />
      </div>
    ) : null;
  return (
    <DonutCard
      title="Batch Wise Classes"
      subtitle="Classes you have taken in each batch"
      loading={q.isPending}
      error={err(q.error)}
      slices={rows.map((r, i) => ({ name: batchName(r), value: r.totalClass, color: PALETTE[i % PALETTE.length]! }))}
      footer={pager}
    />
  );
}

function BatchWorkChart() {
  const q = useTeacherBatchWork();
  const d = q.data;
  return (
    <DonutCard
      title="Batch Work"
      subtitle="Classes, exams and assignments"
      loading={q.isPending}
      error={err(q.error)}
      slices={[
        { name: 'Class', value: d?.totalClasses ?? 0, color: '#4f46e5' },
        { name: 'Exam', value: d?.totalExams ?? 0, color: '#f59e0b' },
        { name: 'Assignment', value: d?.totalAssignments ?? 0, color: '#10b981' },
      ]}
    />
  );
}

function MonthlyClassesChart() {
  const q = useTeacherMonthlyClasses();
  const rows = q.data ?? [];
  const courses = [...new Set(rows.flatMap((r) => r.courseWise.map((c) => c.course)))].sort();
  return (
    <SeriesCard
      title="Monthly Classes"
      subtitle={`Classes per course, ${rows[0]?._id.slice(0, 4) ?? 'this year'}`}
      loading={q.isPending}
      error={err(q.error)}
      categories={rows.map((r) => monthName(r._id))}
      series={courses.map((course, i) => ({
        name: course,
        values: rows.map((r) => r.courseWise.find((c) => c.course === course)?.classCount ?? 0),
        color: PALETTE[i % PALETTE.length]!,
        stack: 'c',
      }))}
    />
  );
}

/** Analytical Overview (002 §2): tests and assignments per month as columns, with their total as a line. */
function AnalyticalOverviewChart() {
  const q = useTeacherTestAnalytics();
  const rows = q.data ?? [];
  return (
    <SeriesCard
      title="Analytical Overview"
      subtitle={`Tests and assignments per month, ${rows[0]?._id.slice(0, 4) ?? 'this year'}`}
      loading={q.isPending}
      error={err(q.error)}
      categories={rows.map((r) => monthName(r._id))}
      series={[
        { name: 'Tests', values: rows.map((r) => r.test), color: '#f59e0b' },
        { name: 'Assignments', values: rows.map((r) => r.assignment), color: '#10b981' },
        { name: 'Total', values: rows.map((r) => r.test + r.assignment), color: '#4f46e5', kind: 'line' },
      ]}
    />
  );
}

function BatchCards() {
  const { data, isPending } = useTeacherBatchCard();
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      <StatCard title="Batch Assigned" value={formatCount(data?.totalAssign)} icon={<UsersIcon />} tone="teal" loading={isPending} />
      <StatCard
        title="Batch Completed"
        value={formatCount(data?.totalCompleted)}
        icon={<CheckCircleIcon />}
        tone="emerald"
        loading={isPending}
      />
    </div>
  );
}

/** At most 5, each opening its register; View All → the timetable (002 §2). */
function UpcomingClasses() {
  const { data, isPending, error } = useTeacherTimetableStat();
  const list = data?.upcoming ?? [];
  return (
    <Card>
      <CardHeader
        title="Upcoming Classes"
        action={
          <Link href={paths.teacherTimetable} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            View All <ArrowRightIcon className="size-3.5" />
          </Link>
        }
      />
      <div className="px-5 pt-3 pb-5">
        {isPending ? (
          <div className="space-y-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <span key={i} className="skeleton block h-14 w-full" />
            ))}
          </div>
        ) : error ? (
          <EmptyState title="Could not load your classes" text={errorMessage(error)} />
        ) : list.length === 0 ? (
          <EmptyState title={NO_DATA} text="No upcoming classes." />
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="upcoming-classes">
            {list.map((c) => (
              <li key={c._id}>
                <Link
                  href={pathTo(paths.teacherClass, { classId: c._id })}
                  className="flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{c.subject.title}</span>
                    <span className="block truncate text-xs text-slate-600">
                      {batchName(c.batch)} · {dayOf(c.startTime)}
                    </span>
                  </span>
                  <span className="shrink-0 text-right text-xs text-slate-600">
                    Start At
                    <span className="block text-sm font-semibold text-slate-900">{timeOf(c.startTime)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/**
 * LMS: Todays Class, Upcoming Class (time or '--:--'), Students, Batches → the batch list; timetable cards. Also the body of
 * the LMS dashboard page (`heading={false}` there: the page's header names it).
 */
export function LmsSection({ heading = true }: { heading?: boolean }) {
  const lms = useTeacherLmsCardStat();
  const tt = useTeacherTimetableStat();
  const perBatch = useTeacherLmsBatchClasses();
  const weekly = useTeacherWeeklyLms();
  const l = lms.data;
  return (
    <section aria-labelledby={heading ? 'lms-heading' : undefined} aria-label={heading ? undefined : 'Live classes'} className="space-y-4">
      {heading ? (
        <h2 id="lms-heading" className="text-lg font-semibold text-slate-900">
          Live classes
        </h2>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          title="Todays Class"
          value={formatCount(l?.totalTodaysClass)}
          icon={<CalendarIcon />}
          loading={lms.isPending}
          href={paths.teacherBatch}
        />
        <StatCard
          title="Upcoming Class"
          value={l?.upcomingClass ? timeOf(l.upcomingClass) : '--:--'}
          icon={<ClockIcon />}
          tone="amber"
          loading={lms.isPending}
          href={paths.teacherBatch}
        />
        <StatCard
          title="Students"
          value={formatCount(l?.totalStudent)}
          icon={<UsersIcon />}
          tone="sky"
          loading={lms.isPending}
          href={paths.teacherBatch}
        />
        <StatCard
          title="Batches"
          value={formatCount(l?.totalBatch)}
          icon={<BriefcaseIcon />}
          tone="violet"
          loading={lms.isPending}
          href={paths.teacherBatch}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <StatCard title="Online Classes" value={formatCount(tt.data?.onlineClass)} icon={<PlayIcon />} tone="rose" loading={tt.isPending} />
        <StatCard
          title="Upcoming Classes"
          value={formatCount(tt.data?.upcomingClass)}
          icon={<ClockIcon />}
          tone="orange"
          loading={tt.isPending}
        />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DonutCard
          title="Batch Wise Class"
          subtitle="Online classes taken in each batch"
          loading={perBatch.isPending}
          error={err(perBatch.error)}
          slices={(perBatch.data ?? []).map((r, i) => ({ name: batchName(r), value: r.totalClass, color: PALETTE[i % PALETTE.length]! }))}
        />
        <SeriesCard
          title="LMS Class Weekly"
          subtitle="Online classes completed this week"
          loading={weekly.isPending}
          error={err(weekly.error)}
          categories={(weekly.data ?? []).map((d) => d._id.slice(0, 3))}
          series={[{ name: 'Completed', values: (weekly.data ?? []).map((d) => d.totalClass), color: '#4f46e5' }]}
        />
      </div>
    </section>
  );
}

/** /panel/teacher/dashboard: the teacher's main dashboard (002 §2), live from the classes and attendance read models. */
export function TeacherDashboardPage() {
  useDocumentTitle('Dashboard');
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader
        title={`${greeting()}, ${firstName(session.user.displayName)}`}
        description="Your classes, batches and attendance. Figures update as soon as anything changes."
      />
      <div className="space-y-6">
        <TopCards />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <BatchStudentsChart />
            <MonthlyClassesChart />
            <AnalyticalOverviewChart />
          </div>
          <div className="space-y-6">
            <BatchCards />
            <UpcomingClasses />
          </div>
        </div>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          <WeeklyClassesChart />
          <BatchClassesChart />
          <BatchWorkChart />
        </div>
        <TeacherExamWidgets />
        <LmsSection />
        <ActiveNoticesCard />
      </div>
    </>
  );
}
