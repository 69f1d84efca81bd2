import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { StudentExamResult, SubjectResult } from '../api/types';
import { gradeText, outOf, passText, percentText, rankText, sgpaText, subjectMarkText } from './result-format';

export function PassBadge({ passed }: { passed: boolean }) {
  return (
    <span
      data-testid="pass-badge"
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        passed ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-rose-50 text-rose-800 ring-rose-200',
      )}
    >
      {passText(passed)}
    </span>
  );
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200/70 print:bg-white">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold break-words text-slate-900 tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The exam's totals: marks, percentage (one decimal), grade, result, rank in the batch, SGPA. */
export function ResultTotals({
  result,
}: {
  result: Pick<StudentExamResult, 'totalMarkSecured' | 'fullMark' | 'percentage' | 'grade' | 'passed' | 'rank' | 'batchSize' | 'totalSGPA'>;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Totals">
      <Figure label="Total" testId="result-total">
        {outOf(result.totalMarkSecured, result.fullMark)}
      </Figure>
      <Figure label="Percentage" testId="result-percentage">
        {percentText(result.percentage)}
      </Figure>
      <Figure label="Grade" testId="result-grade">
        {gradeText(result.grade)}
      </Figure>
      <Figure label="Result">
        <PassBadge passed={result.passed} />
      </Figure>
      <Figure label="Rank" testId="result-rank">
        {rankText(result.rank, result.batchSize)}
      </Figure>
      <Figure label="SGPA">{sgpaText(result.totalSGPA)}</Figure>
    </dl>
  );
}

/** Marks per subject: a table on wide screens, one block per subject on a phone. */
export function SubjectResults({ subjects }: { subjects: SubjectResult[] }) {
  if (subjects.length === 0) return <p className="text-sm text-slate-600">No subject results yet.</p>;
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table print:table" data-testid="subject-results">
        <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Subject
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Marks
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Pass mark
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Percentage
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Grade
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Result
            </th>
            <th scope="col" className="py-2 pl-3 font-medium">
              Remark
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {subjects.map((s) => (
            <tr key={s.subjectExam._id}>
              <th scope="row" className="py-2.5 pr-3 font-medium text-slate-900">
                {s.subject.title || 'Subject'}
                {s.credit ? <span className="block text-xs font-normal text-slate-500">Credit {s.credit}</span> : null}
              </th>
              <td className="px-3 py-2.5 tabular-nums">{subjectMarkText(s)}</td>
              <td className="px-3 py-2.5 tabular-nums">{s.passMark}</td>
              <td className="px-3 py-2.5 tabular-nums">{s.isAttended ? percentText(s.markPercentage) : '–'}</td>
              <td className="px-3 py-2.5">{s.isAttended ? gradeText(s.grade) : '–'}</td>
              <td className="px-3 py-2.5">
                <PassBadge passed={s.passed} />
              </td>
              <td className="py-2.5 pl-3 text-slate-600">{s.isAttended ? s.remark || '–' : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 sm:hidden print:hidden" aria-label="Subject results">
        {subjects.map((s) => (
          <li key={s.subjectExam._id} className="py-3">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-medium break-words text-slate-900">{s.subject.title || 'Subject'}</p>
              <PassBadge passed={s.passed} />
            </div>
            <p className="mt-1 text-sm text-slate-700 tabular-nums">
              {subjectMarkText(s)}
              {s.isAttended ? ` · ${percentText(s.markPercentage)} · Grade ${gradeText(s.grade)}` : ''}
            </p>
            <p className="text-xs text-slate-500">
              Pass mark {s.passMark}
              {s.credit ? ` · Credit ${s.credit}` : ''}
              {s.isAttended && s.remark ? ` · ${s.remark}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
