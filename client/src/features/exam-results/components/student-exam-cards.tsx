import { Link } from 'wouter';
import { ExamBadge, examBadge, showDay } from '@/features/exams';
import type { StudentExamCard, UpcomingSubjectExam } from '../api/types';
import { tileLabel } from './result-format';

const chip = 'rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700';
const typeLabel = (t: string) => (t === 'ONLINE' ? 'Online' : 'Offline');

/** 002 §2 exam card: title, start and end date, exam type, number of exams and the badge (002 §4). */
export function StudentExamCardView({ exam, now, href }: { exam: StudentExamCard; now: number; href: string }) {
  const n = exam.totalSubjectExam;
  return (
    <article
      className="relative flex h-full min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 focus-within:ring-2 focus-within:ring-brand-500 hover:ring-brand-300"
      data-testid="student-exam-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 text-base font-semibold break-words text-slate-900">
          <Link href={href} className="after:absolute after:inset-0 focus:outline-none">
            {exam.title}
          </Link>
        </h3>
        <ExamBadge label={examBadge(exam, now)} />
      </div>
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
        <span className={chip}>{typeLabel(exam.type)}</span>
        <span className={chip}>
          {n} exam{n === 1 ? '' : 's'}
        </span>
        {exam.resultPublished ? (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800">Result published</span>
        ) : null}
      </div>
    </article>
  );
}

/** 002 §2 exam tile: label Exam, 'In Progress' or 'Schedule At {time}', title, Full Mark, type. */
export function ExamTile({ item, now, href }: { item: UpcomingSubjectExam; now: number; href: string }) {
  const live = item.status === 'INPROGRESS';
  return (
    <article
      className="relative flex h-full min-w-0 flex-col gap-2 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 focus-within:ring-2 focus-within:ring-brand-500 hover:ring-brand-300"
      data-testid="exam-tile"
    >
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="font-semibold tracking-wide text-brand-700 uppercase">Exam</span>
        <span
          className={
            live
              ? 'rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800 ring-1 ring-emerald-200'
              : 'rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700 ring-1 ring-brand-200'
          }
        >
          {tileLabel(item, now)}
        </span>
      </div>
      <h3 className="min-w-0 font-semibold break-words text-slate-900">
        <Link href={href} className="after:absolute after:inset-0 focus:outline-none">
          {item.exam.title}
        </Link>
      </h3>
      <p className="text-sm text-slate-600">{item.subject.title || 'Subject'}</p>
      <div className="mt-auto flex flex-wrap items-center gap-1.5 pt-1 text-xs">
        <span className={chip}>Full Mark {item.fullMark}</span>
        <span className={chip}>{typeLabel(item.exam.type)}</span>
        {item.isSubmitted ? <span className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800">Submitted</span> : null}
      </div>
    </article>
  );
}
