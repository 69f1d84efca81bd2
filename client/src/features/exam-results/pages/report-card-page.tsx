import { Link, useParams } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import { showDay } from '@/features/exams';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { reportCardPdfPath, useReportCard } from '../api/get-results';
import { fileSlug, PdfButton } from '../components/pdf-button';
import { ResultTotals, SubjectResults } from '../components/result-sheet';
import { ReportSheet } from '../components/report-sheet';
import { childQuery, type ResultPanel, sessionReportCardHref, studentExamHref, studentResultHref } from '../components/student-links';

/** The panel of the signed-in user: a teacher's, a student's (and parent's), or the office's. */
export function useResultPanel(): { panel: ResultPanel; isParent: boolean } {
  const role = useSession()?.user.role;
  return {
    panel: role === 'TEACHER' ? 'teacher' : role === 'STUDENT' || role === 'PARENT' ? 'student' : 'admin',
    isParent: role === 'PARENT',
  };
}

const backClass = 'mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800 print:hidden';

/**
 * /panel/{role}/report-card/:examId/:studentId (issue 14 part 6): marks per subject, percentage, grade, pass or fail and
 * rank in the batch, as a page that prints on A4 and as the server's PDF.
 */
export function ReportCardPage() {
  const { examId = '', studentId = '' } = useParams<{ examId: string; studentId: string }>();
  const { panel, isParent } = useResultPanel();
  const q = useReportCard(examId, studentId);
  const r = q.data;
  useDocumentTitle(r ? `Report card · ${r.student.displayName}` : 'Report card');
  const back = panel === 'student' ? studentExamHref(examId, isParent, studentId) : studentResultHref(panel, examId, studentId);
  const batchId = r?.batch._id;
  return (
    <>
      <Link href={back} className={backClass}>
        <ChevronLeftIcon className="size-4" /> {panel === 'student' ? 'Exam' : 'Result'}
      </Link>
      <div data-print-skip>
        <PageHeader
          title="Report card"
          description={r ? `${r.student.displayName} · ${r.exam.title}` : undefined}
          actions={
            r ? (
              <>
                {batchId ? (
                  <Link
                    href={`${sessionReportCardHref(panel, batchId, studentId)}${childQuery(isParent, studentId)}`}
                    className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
                  >
                    Session report card
                  </Link>
                ) : null}
                <Button variant="secondary" onClick={() => window.print()}>
                  Print
                </Button>
                <PdfButton path={reportCardPdfPath(examId, studentId)} fileName={`${fileSlug(r.student.displayName, r.exam.title)}.pdf`} />
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
          title={r.exam.title}
          subtitle={`Report card · ${showDay(r.exam.startDate)} – ${showDay(r.exam.endDate)}`}
        >
          <SubjectResults subjects={r.subjects} />
          <ResultTotals result={r} />
        </ReportSheet>
      )}
    </>
  );
}
