import type { UserDetails } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { GradingFooter, MarkReasonDialog } from '@/components/grading-footer';
import { ChevronLeftIcon } from '@/components/icons';
import { UserAvatar } from '@/components/user-avatar';
import { userDetailsQueryOptions } from '@/features/identity';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useAssignment } from '../api/get-assignments';
import { GRADING_PER_PAGE, useAssignmentAnswers, useSaveAssignmentRemark } from '../api/sheets';
import type { AssignmentSheetState, RemarkBody } from '../api/types';
import { Pill } from '../components/assignment-card';
import { assignmentHref, type StaffPanel } from '../components/assignment-links';
import { AnswerView } from '../components/answer-view';
import { givenMark, markError, pageMarks } from '../components/grading-rules';
import { HistoryDrawer } from '../components/history-drawer';

interface MarksForm {
  marks: string[];
  remark: string;
}

type Student = Pick<UserDetails, '_id' | 'displayName' | 'email' | 'photoUrl'>;

function SheetHeader({
  sheet,
  student,
  fullMark,
  totalQuestions,
  onHistory,
}: {
  sheet: AssignmentSheetState;
  student: Student | undefined;
  fullMark: number;
  totalQuestions: number;
  onHistory: () => void;
}) {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-4">
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar name={student?.displayName ?? 'Student'} photoUrl={student?.photoUrl} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900" data-testid="grading-student">
            {student?.displayName ?? 'Student'}
          </p>
          {student?.email ? <p className="truncate text-xs text-slate-600">{student.email}</p> : null}
        </div>
      </div>
      <dl className="flex flex-wrap gap-4 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Marks secured</dt>
          <dd className="font-semibold text-slate-900" data-testid="sheet-marks">
            {sheet.markSecured === null ? 'Unavailable' : `${sheet.markSecured} / ${fullMark}`}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Attempted</dt>
          <dd className="font-semibold text-slate-900">
            {sheet.totalAttempted} / {totalQuestions}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Submitted on</dt>
          <dd className="font-semibold text-slate-900">{sheet.submittedAt ? formatDateTime(sheet.submittedAt) : 'Not Submitted'}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <Pill on={sheet.reviewed} yes="Reviewed" no="Not Reviewed" />
        {sheet.lateDays > 0 ? (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
            {sheet.lateDays} day{sheet.lateDays === 1 ? '' : 's'} late{sheet.penaltyPercent ? ` · −${sheet.penaltyPercent}%` : ''}
          </span>
        ) : null}
        <Button size="sm" variant="secondary" onClick={onHistory}>
          History
        </Button>
      </div>
    </Card>
  );
}

/**
 * /panel/{teacher|admin}/assignment/{assignmentId}/{studentId} (002 §2/§4 grading page): 5 answers a page, marks within
 * each question's marks, 'Submit & Next'; the last page has the remark and 'Submit', then back to the assignment. A
 * changed mark asks why; History lists every mark with who, when and why.
 */
export function AssignmentGradingPage({ panel }: { panel: StaffPanel }) {
  const { assignmentId = '', studentId = '' } = useParams<{ assignmentId: string; studentId: string }>();
  const [, navigate] = useLocation();
  const assignment = useAssignment(assignmentId);
  const student = useQuery(userDetailsQueryOptions<Student>(studentId, false));
  const [list, setList] = useListParams({ page: 1 });
  const pageNo = Math.max(1, list.page);
  const answers = useAssignmentAnswers(assignmentId, studentId, GRADING_PER_PAGE, pageNo);
  const save = useSaveAssignmentRemark(assignmentId, studentId);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [asking, setAsking] = useState<RemarkBody | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const a = assignment.data?.data;
  const sheet = answers.data?.sheet;
  const name = student.data?.data.displayName;
  useDocumentTitle(name ? `Grading · ${name}` : 'Grading');

  const rows = answers.data?.data ?? [];
  const last = answers.data?.isLastChunk ?? false;
  // Grading is the office's or any teacher's of the batch (the server checks): only an unsubmitted sheet is read-only.
  const readOnly = !sheet?.isSubmitted;

  const form = useForm<MarksForm>({ defaultValues: { marks: [], remark: '' } });
  const page = answers.data;
  const remark = sheet?.remark ?? '';
  const defaults = useMemo<MarksForm>(
    () => ({ marks: (page?.data ?? []).map((r) => (givenMark(r) === null ? '' : String(givenMark(r)))), remark }),
    [page, remark],
  );
  useEffect(() => {
    form.reset(defaults);
    setServerError(null);
  }, [form, defaults]);

  const backHref = assignmentHref(panel, assignmentId);
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
    const { marks, changesGiven } = pageMarks(rows, v.marks);
    const text = last ? v.remark.trim() : remark;
    if (!last && marks.length === 0) return after();
    const body: RemarkBody = { remark: text, marks };
    if (changesGiven) return setAsking(body);
    await send(body).catch(() => undefined);
  });

  if (assignment.isPending || answers.isPending) return <span className="skeleton block h-64 rounded-2xl" aria-busy="true" />;
  if (!a || !sheet)
    return <EmptyState title="No data found" text={errorMessage(assignment.error ?? answers.error, 'Oops! something went wrong.')} />;
  const from = (pageNo - 1) * GRADING_PER_PAGE;
  return (
    <>
      <Link href={backHref} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800">
        <ChevronLeftIcon className="size-4" /> {a.title}
      </Link>
      <PageHeader title="Grading" description={`${a.title} · ${a.fullMark} marks`} />
      <SheetHeader
        sheet={sheet}
        student={student.data?.data}
        fullMark={a.fullMark}
        totalQuestions={answers.data?.totalCount ?? a.totalQuestions}
        onHistory={() => setHistoryOpen(true)}
      />
      {!sheet.isSubmitted ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
          The student has not submitted this assignment.
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <FormError message={serverError} />
        {answers.isPending ? (
          <span className="skeleton block h-48 rounded-2xl" aria-busy="true" />
        ) : answers.error ? (
          <EmptyState title="No data found" text={errorMessage(answers.error)} />
        ) : rows.length === 0 ? (
          <EmptyState title="No question added" />
        ) : (
          rows.map((r, i) => {
            const inputId = `mark-${i}`;
            const error = form.formState.errors.marks?.[i]?.message;
            return (
              <AnswerView
                key={r._id}
                row={r}
                n={r.index || from + i + 1}
                showCorrect
                footer={
                  <div className="flex flex-wrap items-center gap-3">
                    <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
                      Mark (out of {r.markAwarded})
                    </label>
                    <input
                      id={inputId}
                      type="number"
                      inputMode="decimal"
                      step="any"
                      min={0}
                      max={r.markAwarded}
                      disabled={readOnly}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      className={cn(
                        'h-10 w-28 rounded-lg border-0 px-3 text-sm ring-1 focus:ring-2 focus:ring-brand-500 disabled:bg-slate-100',
                        error ? 'ring-rose-400' : 'ring-slate-300',
                      )}
                      {...form.register(`marks.${i}`, { validate: (value) => markError(value ?? '', r) ?? true })}
                    />
                    {givenMark(r) !== null ? <span className="text-xs text-slate-600">Given: {givenMark(r)}</span> : null}
                    {error ? (
                      <p id={`${inputId}-error`} className="w-full text-sm text-rose-700">
                        {error}
                      </p>
                    ) : null}
                  </div>
                }
              />
            );
          })
        )}
        <GradingFooter
          pageNo={pageNo}
          last={last}
          readOnly={readOnly}
          submitting={form.formState.isSubmitting || save.isPending}
          remark={form.register('remark')}
          remarkMaxLength={2000}
          onPage={(page) => setList({ page })}
        />
      </form>
      <MarkReasonDialog pending={asking} onClose={() => setAsking(null)} send={send} />
      <HistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} assignmentId={assignmentId} studentId={studentId} />
    </>
  );
}

export const TeacherAssignmentGradingPage = () => <AssignmentGradingPage panel="teacher" />;
export const AdminAssignmentGradingPage = () => <AssignmentGradingPage panel="admin" />;
