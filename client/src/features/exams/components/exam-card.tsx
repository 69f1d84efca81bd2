import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import type { AnyExam, ExamBatch } from '../api/types';
import { examBadge, showDay } from '@/lib/exam-time';

/** How many subject exams an exam has, from a list's count or the details' list. */
export const subjectCount = (e: AnyExam): number => (Array.isArray(e.subjects) ? e.subjects.length : e.subjects);

/** The batch as one line: course, branch and session (002 §2 exam card). */
export const examBatchLine = (b: ExamBatch | null | undefined): string =>
  [b?.course?.title, b?.branch?.title, b?.session?.title].filter((t) => t?.trim()).join(' · ') || 'Not Available';

export function ExamBadge({ label }: { label: string }) {
  return (
    <span
      data-testid="exam-badge"
      className={cn(
        'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1',
        label === 'Finished'
          ? 'bg-slate-100 text-slate-700 ring-slate-200'
          : label === 'In progress'
            ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
            : 'bg-brand-50 text-brand-700 ring-brand-200',
      )}
    >
      {label}
    </span>
  );
}

/** 002 §2 exam card: title, batch, start and end dates, the badge (002 §4); the whole card opens `href`. */
export function ExamCard({ exam, now, href }: { exam: AnyExam; now: number; href: string }) {
  const subjects = subjectCount(exam);
  return (
    <article
      className="relative flex h-full min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 focus-within:ring-2 focus-within:ring-brand-500 hover:ring-brand-300"
      data-testid="exam-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 text-base font-semibold break-words text-slate-900">
          <Link href={href} className="after:absolute after:inset-0 focus:outline-none">
            {exam.title}
          </Link>
        </h3>
        <ExamBadge label={examBadge(exam, now)} />
      </div>
      <p className="text-sm text-slate-600">{examBatchLine(exam.batch)}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Start date</dt>
          <dd className="font-medium text-slate-800">{showDay(exam.startDate)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">End date</dt>
          <dd className="font-medium text-slate-800">{showDay(exam.endDate)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-1.5 border-t border-slate-100 pt-3 text-xs">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
          {exam.type === 'ONLINE' ? 'Online' : 'Offline'}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
          {subjects} subject{subjects === 1 ? '' : 's'}
        </span>
        {exam.resultPublished ? (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800">Result published</span>
        ) : null}
      </div>
    </article>
  );
}
