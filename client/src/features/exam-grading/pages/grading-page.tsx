import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { GradingFooter, MarkReasonDialog } from '@/components/grading-footer';
import { ChevronLeftIcon } from '@/components/icons';
import { SafeHtml } from '@/components/safe-html';
import { type ExamPanel, subjectExamHref, useExamViewer, useSubjectExam } from '@/features/exams';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { ANSWERS_PER_PAGE, SYNC_FAILED, useEvaluation, useGradingAnswers, useSaveRemark } from '../api/grading';
import type { GradingAnswer, RemarkBody } from '../api/types';
import { EvaluationCard } from '../components/evaluation-card';
import { givenMark, markError, minMark, pageMarks } from '../components/grading-rules';
import { AnswerLogDrawer, MarkHistoryDrawer } from '../components/log-drawers';

/** Marks by the row's place on the page (question ids hold a dot, which a form field name reads as a path). */
interface MarksForm {
  marks: string[];
  remark: string;
}

function AnswerCard({
  row,
  n,
  readOnly,
  field,
  error,
}: {
  row: GradingAnswer;
  n: number;
  readOnly: boolean;
  field: React.InputHTMLAttributes<HTMLInputElement>;
  error?: string;
}) {
  const s = row.studentAnswered;
  const answered = !!(s && (s.studentAnswer || s.attachmentUrl));
  const inputId = `mark-${row._id}`;
  return (
    <article className="space-y-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80" data-testid="grading-answer">
      <p className="text-sm font-semibold text-slate-900">
        Question {n}{' '}
        <span className="font-normal text-slate-600">
          · {row.markAwarded} mark{row.markAwarded === 1 ? '' : 's'}
        </span>
      </p>
      {row.question ? <SafeHtml html={row.question} className="text-slate-900" /> : null}
      {row.attachmentUrl ? (
        <a href={row.attachmentUrl} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-700 underline">
          Open the question's file
        </a>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        <div className="rounded-xl bg-slate-50 p-3 text-sm">
          <p className="mb-1 text-xs font-medium text-slate-500">Student's answer</p>
          {!answered ? <p className="text-slate-600 italic">Not answered</p> : null}
          {s?.studentAnswer ? <p className="break-words whitespace-pre-wrap text-slate-900">{s.studentAnswer}</p> : null}
          {s?.attachmentUrl ? (
            <a href={s.attachmentUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
              Open the student's file
            </a>
          ) : null}
        </div>
        <div className="rounded-xl bg-emerald-50 p-3 text-sm">
          <p className="mb-1 text-xs font-medium text-emerald-800">Correct answer</p>
          {row.type === 'MCQTYPE' ? (
            <p className="text-emerald-950">{row.answer}</p>
          ) : row.answer ? (
            <p className="break-words whitespace-pre-wrap text-emerald-950">{row.answer}</p>
          ) : (
            <p className="text-emerald-900 italic">Marked by the teacher</p>
          )}
          {row.explanation ? <p className="mt-2 text-xs text-emerald-900">{row.explanation}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          Mark (out of {row.markAwarded})
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          step="any"
          min={minMark(row)}
          max={row.markAwarded}
          disabled={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={cn(
            'h-10 w-28 rounded-lg border-0 px-3 text-sm ring-1 focus:ring-2 focus:ring-brand-500 disabled:bg-slate-100',
            error ? 'ring-rose-400' : 'ring-slate-300',
          )}
          {...field}
        />
        {givenMark(row) !== null ? <span className="text-xs text-slate-600">Given: {givenMark(row)}</span> : null}
        {error ? (
          <p id={`${inputId}-error`} className="w-full text-sm text-rose-700">
            {error}
          </p>
        ) : null}
      </div>
    </article>
  );
}

function GradingView({
  panel,
  examId,
  subjectExamId,
  studentId,
}: {
  panel: ExamPanel;
  examId: string;
  subjectExamId: string;
  studentId: string;
}) {
  const [, navigate] = useLocation();
  const subject = useSubjectExam(subjectExamId);
  const viewer = useExamViewer();
  const ev = useEvaluation(subjectExamId, studentId);
  const [list, setList] = useListParams({ page: 1 });
  const pageNo = Math.max(1, list.page);
  const answers = useGradingAnswers(subjectExamId, studentId, pageNo);
  const [logOpen, setLogOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [asking, setAsking] = useState<RemarkBody | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveRemark(subjectExamId, studentId, () => toast.error(SYNC_FAILED));
  const s = subject.data?.data;
  const e = ev.data?.data;
  useDocumentTitle(e ? `Grading · ${e.student.displayName}` : 'Grading');

  const rows = answers.data?.data ?? [];
  const last = answers.data?.isLastChunk ?? false;
  const mayChange = !!s && viewer.canChangeSubjectExam(s);
  const submitted = !!e?.isSubmitted;
  const readOnly = !mayChange || !submitted;

  const form = useForm<MarksForm>({ defaultValues: { marks: [], remark: '' } });
  // A new page (or a reply with new marks) starts from the marks given so far.
  const page = answers.data;
  const remark = e?.remark ?? '';
  const defaults = useMemo<MarksForm>(
    () => ({
      marks: (page?.data ?? []).map((r) => (givenMark(r) === null ? '' : String(givenMark(r)))),
      remark,
    }),
    [page, remark],
  );
  useEffect(() => {
    form.reset(defaults);
    setServerError(null);
  }, [form, defaults]);

  const backHref = `${subjectExamHref(panel, examId, subjectExamId)}`;
  const after = () => {
    if (last) navigate(backHref);
    else setList({ page: pageNo + 1 });
  };
  const send = async (body: RemarkBody) => {
    setServerError(null);
    try {
      const res = await save.mutateAsync(body);
      toast.success(res.message);
      after();
      return res;
    } catch (err) {
      const message = errorMessage(err);
      setServerError(message);
      toast.error(message);
      throw err;
    }
  };
  const onSubmit = form.handleSubmit(async (v) => {
    const { marks, changesGiven } = pageMarks(rows, Object.fromEntries(rows.map((r, i) => [r._id, v.marks[i] ?? ''])));
    const remark = last ? v.remark.trim() : (e?.remark ?? '');
    if (!last && marks.length === 0) return after();
    const body: RemarkBody = { remark, marks };
    if (changesGiven) return setAsking(body);
    await send(body).catch(() => undefined);
  });

  if (ev.isPending || subject.isPending) return <span className="skeleton block h-64 rounded-2xl" aria-busy="true" />;
  if (!e || !s) return <EmptyState title="No data found" text={errorMessage(ev.error ?? subject.error, 'Oops! something went wrong.')} />;

  const from = (pageNo - 1) * ANSWERS_PER_PAGE;
  return (
    <>
      <Link href={backHref} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800">
        <ChevronLeftIcon className="size-4" /> {s.subject.title || 'Subject'} · {s.exam.title}
      </Link>
      <PageHeader title="Grading" description={`${s.subject.title || 'Subject'} · ${s.exam.title}`} />
      <EvaluationCard
        ev={e}
        actions={
          <>
            <Button size="sm" variant="secondary" onClick={() => setLogOpen(true)}>
              Answer log
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setHistoryOpen(true)}>
              History
            </Button>
          </>
        }
      />
      {!mayChange ? (
        <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" role="note">
          You did not create this subject exam: you can read the answers but not change the marks.
        </p>
      ) : !submitted ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
          The student has not submitted this exam.
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <FormError message={serverError} />
        {answers.isPending ? (
          <span className="skeleton block h-48 rounded-2xl" aria-busy="true" />
        ) : answers.error ? (
          <EmptyState title="No data found" text={errorMessage(answers.error)} />
        ) : rows.length === 0 ? (
          <EmptyState title="No question found" />
        ) : (
          rows.map((r, i) => (
            <AnswerCard
              key={r._id}
              row={r}
              n={from + i + 1}
              readOnly={readOnly}
              field={form.register(`marks.${i}`, { validate: (value) => markError(value ?? '', r) ?? true })}
              error={form.formState.errors.marks?.[i]?.message}
            />
          ))
        )}
        <GradingFooter
          pageNo={pageNo}
          last={last}
          readOnly={readOnly}
          submitting={form.formState.isSubmitting || save.isPending}
          remark={form.register('remark')}
          remarkMaxLength={1000}
          onPage={(page) => setList({ page })}
        />
      </form>
      <MarkReasonDialog pending={asking} onClose={() => setAsking(null)} send={send} />
      <AnswerLogDrawer open={logOpen} onClose={() => setLogOpen(false)} subjectExamId={subjectExamId} studentId={studentId} />
      <MarkHistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} subjectExamId={subjectExamId} studentId={studentId} />
    </>
  );
}

type Params = { examId: string; subjectExamId: string; studentId: string };

/** /panel/teacher/exam/:examId/:subjectExamId/:studentId (002 §2 grading page, 10 answers a page). */
export function TeacherGradingPage() {
  const { examId = '', subjectExamId = '', studentId = '' } = useParams<Params>();
  return <GradingView panel="teacher" examId={examId} subjectExamId={subjectExamId} studentId={studentId} />;
}

/** /panel/admin/exam/:examId/:subjectExamId/:studentId. */
export function AdminGradingPage() {
  const { examId = '', subjectExamId = '', studentId = '' } = useParams<Params>();
  return <GradingView panel="admin" examId={examId} subjectExamId={subjectExamId} studentId={studentId} />;
}
