import { lazy, Suspense } from 'react';
import { useMonthlyClasses } from '../api/get-monthly-class';
import { useSubjectProgress } from '../api/get-subject-progress';
import { useWeeklyClassStat } from '../api/get-timetable-weekly-stat';
import { ChartFrame } from './chart-frame';
import { monthLabel } from './class-time';
import { ABSENT, colourAt, PRESENT } from './palette';

const SeriesChart = lazy(() => import('@/components/charts/series-chart'));
const RadialProgressChart = lazy(() => import('./charts/radial-progress-chart'));
const SubjectBarsChart = lazy(() => import('./charts/subject-bars-chart'));

const skeleton = (height: number) => <span className="skeleton block w-full" style={{ height }} aria-hidden="true" />;

interface Who {
  studentId: string | undefined;
  isParent: boolean;
}

/** 002 §2 Monthly Classes: a stacked bar of the held classes per subject, per month (the last 12). */
export function MonthlyClassesCard({ studentId, isParent }: Who) {
  const q = useMonthlyClasses(studentId, isParent);
  const rows = q.data ?? [];
  const subjects = [...new Set(rows.flatMap((r) => r.subjectData.map((s) => s.subject)))].sort();
  return (
    <ChartFrame
      title="Monthly Classes"
      subtitle="Classes held each month, by subject"
      loading={q.isPending}
      error={q.error}
      empty={subjects.length === 0}
      emptyTitle="No classes held in the last 12 months"
    >
      <figure aria-label="Monthly Classes: stacked bar chart">
        <Suspense fallback={skeleton(300)}>
          <SeriesChart
            categories={rows.map((r) => monthLabel(r._id))}
            series={subjects.map((s, i) => ({
              name: s,
              color: colourAt(i),
              stack: 'subjects',
              values: rows.map((r) => r.subjectData.find((d) => d.subject === s)?.totalClass ?? 0),
            }))}
            height={300}
          />
        </Suspense>
        <figcaption className="sr-only">
          <ul>
            {rows
              .filter((r) => r.subjectData.length > 0)
              .map((r) => (
                <li key={r._id}>
                  {monthLabel(r._id)}: {r.subjectData.map((d) => `${d.subject} ${d.totalClass}`).join(', ')}
                </li>
              ))}
          </ul>
        </figcaption>
      </figure>
    </ChartFrame>
  );
}

/** 002 §2 Subject Progress: each subject's share of the held classes, as radial percentages. */
export function SubjectProgressCard({ studentId, isParent }: Who) {
  const q = useSubjectProgress(studentId, isParent);
  const rows = q.data ?? [];
  const total = rows.reduce((s, r) => s + r.totalClass, 0);
  const shares = rows.map((r, i) => ({
    name: r.title,
    percent: total ? Math.round((r.totalClass / total) * 100) : 0,
    color: colourAt(i),
    count: r.totalClass,
  }));
  return (
    <ChartFrame
      title="Subject Progress"
      subtitle="Share of the classes held, per subject"
      loading={q.isPending}
      error={q.error}
      empty={total === 0}
      emptyTitle="No classes held yet"
    >
      <figure aria-label="Subject Progress: radial chart">
        <Suspense fallback={skeleton(280)}>
          <RadialProgressChart rows={shares} />
        </Suspense>
        <figcaption className="sr-only">
          <ul>
            {shares.map((s) => (
              <li key={s.name}>
                {s.name}: {s.percent}% ({s.count} classes)
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
    </ChartFrame>
  );
}

/** 002 §2 Weekly Class Overview: this week's classes per subject, present and absent. */
export function WeeklyClassOverviewCard({ studentId, isParent }: Who) {
  const q = useWeeklyClassStat(studentId, isParent);
  const rows = q.data ?? [];
  return (
    <ChartFrame
      title="Weekly Class Overview"
      subtitle="This week, per subject"
      loading={q.isPending}
      error={q.error}
      empty={rows.length === 0}
      emptyTitle="No classes held this week"
    >
      <figure aria-label="Weekly Class Overview: bar chart">
        <Suspense fallback={skeleton(280)}>
          <SubjectBarsChart
            subjects={rows.map((r) => r.subject)}
            series={[
              { name: 'Present', color: PRESENT, values: rows.map((r) => r.classAttended) },
              { name: 'Absent', color: ABSENT, values: rows.map((r) => r.classAbsent) },
            ]}
          />
        </Suspense>
        <figcaption className="sr-only">
          <ul>
            {rows.map((r) => (
              <li key={r.subject}>
                {r.subject}: {r.classAttended} present, {r.classAbsent} absent of {r.totalClass}
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
    </ChartFrame>
  );
}
