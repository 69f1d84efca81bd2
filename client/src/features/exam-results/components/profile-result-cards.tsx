import { useState } from 'react';
import { Link } from 'wouter';
import { CardHeader, Card } from '@/components/card';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { ExamIcon } from '@/components/icons';
import { SearchInput } from '@/components/search-input';
import { showDay } from '@/features/exams';
import { useResultList } from '../api/get-results';
import type { ResultSummary } from '../api/types';
import { gradeText, outOf, percentText, sgpaText } from './result-format';
import { PassBadge } from './result-sheet';
import { studentResultHref } from './student-links';

function ResultCard({ r, href }: { r: ResultSummary; href: string }) {
  return (
    <article
      className="relative flex h-full min-w-0 flex-col gap-2 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 focus-within:ring-2 focus-within:ring-brand-500 hover:ring-brand-300"
      data-testid="result-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">
          <Link href={href} className="after:absolute after:inset-0 focus:outline-none">
            {r.exam.title}
          </Link>
        </h3>
        {r.exam.resultPublished ? (
          <PassBadge passed={r.passed} />
        ) : (
          <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
            Not published
          </span>
        )}
      </div>
      <p className="text-xs text-slate-600">
        {showDay(r.exam.startDate)} – {showDay(r.exam.endDate)} · {r.exam.type === 'ONLINE' ? 'Online' : 'Offline'}
      </p>
      <dl className="mt-auto grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Marks</dt>
          <dd className="font-medium text-slate-800 tabular-nums">{outOf(r.totalMarkSecured, r.fullMark)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Percentage</dt>
          <dd className="font-medium text-slate-800 tabular-nums">{percentText(r.percentage)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Grade</dt>
          <dd className="font-medium text-slate-800">{gradeText(r.grade)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">SGPA</dt>
          <dd className="font-medium text-slate-800 tabular-nums">{sgpaText(r.totalSGPA)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** 001 §2 the student profile's exam result cards (GET exam/result/all/:studentId, 10 a page), each opening the result. */
export function ProfileResultCards({ studentId, panel = 'admin' }: { studentId: string; panel?: 'admin' | 'teacher' }) {
  const [params, setParams] = useState({ pageNo: 1, searchTitle: '' });
  const q = useResultList(studentId, params);
  return (
    <Card>
      <CardHeader title="Exam results" />
      <div className="px-5 pt-4 pb-5">
        <div className="mb-4">
          <SearchInput
            label="Search results by exam"
            placeholder="Search by exam"
            value={params.searchTitle}
            onSearch={(searchTitle) => setParams({ pageNo: 1, searchTitle })}
          />
        </div>
        <CardGrid
          label="Exam results"
          query={q}
          columns="sm:grid-cols-2 xl:grid-cols-3"
          skeleton={<span className="skeleton block h-36 rounded-2xl" />}
          skeletonCount={3}
          errorTitle="Could not load the results"
          empty={<EmptyState title="No Result Found" icon={<ExamIcon />} />}
          onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
          pagesLabel="Result pages"
          itemKey={(r) => r.exam._id}
          renderItem={(r) => <ResultCard r={r} href={studentResultHref(panel, r.exam._id, studentId)} />}
        />
      </div>
    </Card>
  );
}
