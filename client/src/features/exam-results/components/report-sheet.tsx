import type { ReactNode } from 'react';
import { InstituteLogo } from '@/components/brand-logo';
import { examBatchLine } from '@/features/exams';
import type { ReportCard, ResultStudent } from '../api/types';

/** The sheet of a report card as it prints on A4: the institute's heading, the student, then `children`. */
export function ReportSheet({
  institute,
  student,
  batch,
  title,
  subtitle,
  children,
}: {
  institute: ReportCard['institute'];
  student: ResultStudent;
  batch: ReportCard['batch'];
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <article
      data-print-root
      className="mx-auto max-w-4xl space-y-5 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 sm:p-8 print:max-w-none print:rounded-none print:p-0 print:shadow-none print:ring-0"
      aria-label="Report card"
    >
      <div className="flex items-center gap-4 border-b border-slate-200 pb-4">
        <InstituteLogo src={institute.logoUrl ?? null} name={institute.name} className="size-14 shrink-0" />
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-slate-900">{institute.name}</p>
          {institute.address ? <p className="text-sm break-words text-slate-600">{institute.address}</p> : null}
        </div>
      </div>
      <div className="text-center">
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h2>
        {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="w-32 shrink-0 text-slate-600">Student</dt>
          <dd className="min-w-0 font-medium break-words text-slate-900" data-testid="report-student">
            {student.displayName}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-32 shrink-0 text-slate-600">Batch</dt>
          <dd className="min-w-0 break-words text-slate-900">{examBatchLine(batch)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-32 shrink-0 text-slate-600">Roll number</dt>
          <dd className="text-slate-900">{student.rollNumber || '–'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-32 shrink-0 text-slate-600">Registration no.</dt>
          <dd className="text-slate-900">{student.registrationNumber || '–'}</dd>
        </div>
      </dl>
      {children}
    </article>
  );
}
