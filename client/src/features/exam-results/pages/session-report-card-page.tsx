import { useState } from 'react';
import { useParams } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { showDay } from '@/features/exams';
import { errorMessage } from '@/lib/api-client';
import { canManage } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { sessionReportCardPdfPath, useSessionReportCard } from '../api/get-results';
import { fileSlug, PdfButton } from '../components/pdf-button';
import { gradeText, outOf, percentText, rankText } from '../components/result-format';
import { PassBadge } from '../components/result-sheet';
import { ReportSheet } from '../components/report-sheet';
import { WeightsDialog } from '../components/weights-dialog';

/** /panel/{role}/report-card/session/:batchId/:studentId: the batch's exams, weighted as the institute sets. */
export function SessionReportCardPage() {
  const { batchId = '', studentId = '' } = useParams<{ batchId: string; studentId: string }>();
  const role = useSession()?.user.role;
  const office = role ? canManage(role) : false;
  const q = useSessionReportCard(batchId, studentId);
  const r = q.data;
  const [weighing, setWeighing] = useState(false);
  useDocumentTitle(r ? `Session report card · ${r.student.displayName}` : 'Session report card');
  return (
    <>
      <div data-print-skip>
        <PageHeader
          title="Session report card"
          description={r?.student.displayName}
          actions={
            r ? (
              <>
                {office ? (
                  <Button variant="secondary" onClick={() => setWeighing(true)}>
                    Exam weights
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={() => window.print()}>
                  Print
                </Button>
                <PdfButton
                  path={sessionReportCardPdfPath(batchId, studentId)}
                  fileName={`${fileSlug(r.student.displayName, 'session')}.pdf`}
                />
              </>
            ) : null
          }
        />
      </div>
      {q.isPending ? (
        <span className="skeleton block h-96 rounded-2xl" aria-busy="true" />
      ) : q.error || !r ? (
        <EmptyState title="No Result Found" text={errorMessage(q.error)} />
      ) : (
        <ReportSheet
          institute={r.institute}
          student={r.student}
          batch={r.batch}
          title="Session report card"
          subtitle="Every exam of the batch, weighted"
        >
          {r.exams.length === 0 ? (
            <p className="text-sm text-slate-600">No weighted exam with a published result yet{office ? ': set the exam weights.' : '.'}</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Exams">
              {r.exams.map((e) => (
                <li key={e.exam._id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{e.exam.title}</p>
                    <p className="text-xs text-slate-500">
                      {showDay(e.exam.startDate)} – {showDay(e.exam.endDate)} · Weight {e.weight}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-3 text-sm tabular-nums">
                    <span>{outOf(e.totalMarkSecured, e.fullMark)}</span>
                    <span>{percentText(e.percentage)}</span>
                    <span>Grade {gradeText(e.grade)}</span>
                    <PassBadge passed={e.passed} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Weighted percentage', percentText(r.percentage)],
              ['Grade', gradeText(r.grade)],
              ['Rank', rankText(r.rank, r.batchSize)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200/70 print:bg-white">
                <dt className="text-xs font-medium text-slate-600">{label}</dt>
                <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
            <div className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200/70 print:bg-white">
              <dt className="text-xs font-medium text-slate-600">Result</dt>
              <dd className="mt-1">
                <PassBadge passed={r.passed} />
              </dd>
            </div>
          </dl>
        </ReportSheet>
      )}
      {office ? <WeightsDialog key={String(weighing)} batchId={batchId} open={weighing} onClose={() => setWeighing(false)} /> : null}
    </>
  );
}
