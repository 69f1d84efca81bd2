import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { ChevronLeftIcon } from '@/components/icons';
import { SafeHtml } from '@/components/safe-html';
import { withFallback } from '@/features/exams';
import { usePageStudent } from '@/features/identity';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useNow } from '@/lib/use-now';
import { useAssignment } from '../api/get-assignments';
import { ANSWERING_PER_PAGE, useAssignmentAnswers, useSaveAssignmentAnswer, useSubmitAssignment } from '../api/sheets';
import type { AssignmentAnswer } from '../api/types';
import { DeadlineBadge, Pill, typeLabel } from '../components/assignment-card';
import { assignmentListHref } from '../components/assignment-links';
import { AnswerQuestion } from '../components/answer-question';
import { type AnswerDraft, answerForm, draftChanged, fileProblem } from '../components/answer-rules';
import { deadlineLabel, showDay } from '../components/deadline';

/** 002 §8: an answer save's fallback text. */
const SAVE_FAILED = 'Oops!something went wrong.';
const draftOf = (row: AssignmentAnswer | undefined): AnswerDraft => ({ answer: row?.studentAnswer.studentAnswer ?? '', file: null });

/**
 * /panel/student/assignment/{id} (002 §2/§4 student answer page): one question a page; 'Save & Next' saves and moves
 * on, Prev goes back; on the last page 'Complete' saves the answer, submits and returns to the list, and Submit hands
 * in what is saved. Read-only once submitted, past the deadline (unless the late policy takes answers), or for a
 * PARENT, who sees their child's answers.
 */
export function AssignmentAnswerPage() {
  const { id: assignmentId = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const now = useNow();
  const who = usePageStudent();
  const studentId = who.studentId ?? '';
  const a = useAssignment(assignmentId);
  const [list, setList] = useListParams({ question: 1 });
  const pageNo = Math.max(1, list.question);
  const q = useAssignmentAnswers(assignmentId, studentId, ANSWERING_PER_PAGE, pageNo);
  const save = useSaveAssignmentAnswer();
  const submit = useSubmitAssignment();
  const row = q.data?.data[0];
  const sheet = q.data?.sheet;
  const last = q.data?.isLastChunk ?? false;
  const [draft, setDraft] = useState<AnswerDraft>(draftOf(row));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const assignment = a.data?.data;
  useDocumentTitle(assignment ? assignment.title : 'Assignment');

  // A new question (or its saved answer coming back) starts from what is saved.
  const savedKey = `${row?._id}|${row?.studentAnswer.studentAnswer}|${row?.studentAnswer.attachmentUrl}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on the saved answer's identity, not on each reply object
  useEffect(() => {
    setDraft(draftOf(row));
    setError(null);
  }, [savedKey]);

  const readOnly = who.isParent || !sheet || sheet.isSubmitted || !sheet.canAnswer;
  const fileError = fileProblem(draft.file);

  /** Saves the page's answer when it changed; false when it could not. */
  const saveAnswer = async (): Promise<boolean> => {
    if (!row || readOnly || !draftChanged(draft, row.studentAnswer.studentAnswer)) return true;
    if (fileError) return false;
    setError(null);
    try {
      const res = await withFallback(save.mutateAsync(answerForm(row._id, draft)), SAVE_FAILED);
      toast.success(res.message);
      await q.refetch();
      return true;
    } catch (err) {
      const message = errorMessage(err, SAVE_FAILED);
      setError(message);
      toast.error(message);
      return false;
    }
  };
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };
  const next = () => run(async () => ((await saveAnswer()) ? setList({ question: pageNo + 1 }) : undefined));
  const prev = () => run(async () => ((await saveAnswer()) ? setList({ question: Math.max(1, pageNo - 1) }) : undefined));
  const handIn = async () => {
    const res = await withFallback(submit.mutateAsync(assignmentId), SAVE_FAILED);
    navigate(assignmentListHref('student'));
    return res;
  };
  const complete = () =>
    run(async () => {
      if (!(await saveAnswer())) return;
      try {
        const res = await handIn();
        toast.success(res.message);
      } catch (err) {
        const message = errorMessage(err, SAVE_FAILED);
        setError(message);
        toast.error(message);
      }
    });

  const back = (
    <Link
      href={assignmentListHref('student')}
      className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
    >
      <ChevronLeftIcon className="size-4" /> Assignments
    </Link>
  );
  if (who.switcher && !studentId)
    return (
      <>
        {back}
        {who.switcher}
      </>
    );
  if (a.isPending || q.isPending) return <span className="skeleton block h-64 rounded-2xl" aria-busy="true" />;
  if (!assignment || !q.data)
    return (
      <>
        {back}
        {who.switcher}
        <EmptyState title="No assignment available" text={errorMessage(a.error ?? q.error, SAVE_FAILED)} />
      </>
    );
  const total = q.data.totalCount;
  return (
    <>
      {back}
      {who.switcher}
      <PageHeader
        title={assignment.title}
        description={`${assignment.subject?.title || 'Subject'}${assignment.chapter ? ` · ${assignment.chapter}` : ''} · ${typeLabel(assignment.type)} · ${assignment.fullMark} marks`}
        actions={
          !readOnly && total > 0 ? (
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
              Submit
            </Button>
          ) : null
        }
      />
      <Card className="mb-5 space-y-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700">
            {showDay(assignment.dateOfAssignment)} to {showDay(assignment.dueDate)}
          </p>
          <div className="flex flex-wrap items-center gap-1.5">
            <DeadlineBadge label={deadlineLabel(assignment.dueDate, now)} />
            {sheet ? <Pill on={sheet.isSubmitted} yes="Submitted" no="Not Submitted" /> : null}
            {sheet ? <Pill on={sheet.reviewed} yes="Reviewed" no="Not Reviewed" /> : null}
          </div>
        </div>
        {assignment.introduction ? <SafeHtml html={assignment.introduction} className="text-sm text-slate-800" /> : null}
        {sheet?.isSubmitted ? (
          <p className="text-sm text-slate-700" data-testid="sheet-summary">
            Submitted {sheet.submittedAt ? formatDateTime(sheet.submittedAt) : ''} · marks{' '}
            {!sheet.reviewed
              ? 'awaiting review'
              : sheet.markSecured === null
                ? 'Unavailable'
                : `${sheet.markSecured} / ${assignment.fullMark}`}
            {sheet.lateDays > 0 ? ` · ${sheet.lateDays} day(s) late, −${sheet.penaltyPercent}%` : ''}
          </p>
        ) : null}
        {sheet?.remark ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
            <span className="font-medium">Remark:</span> {sheet.remark}
          </p>
        ) : null}
        {who.isParent ? (
          <p className="text-sm text-slate-600" role="note">
            {who.studentName ? `${who.studentName}'s answers` : 'Your child’s answers'}, read-only.
          </p>
        ) : sheet && !sheet.isSubmitted && !sheet.canAnswer ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
            {sheet.isPastDue ? "Can't view assignment due date is passed." : 'The assignment is not open yet.'}
          </p>
        ) : sheet && !sheet.isSubmitted && sheet.isPastDue ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
            The due date has passed: a late answer loses marks for each day late.
          </p>
        ) : null}
      </Card>
      <FormError message={error} />
      {!row ? (
        <EmptyState title="No question added" />
      ) : (
        <AnswerQuestion row={row} draft={draft} onChange={setDraft} readOnly={readOnly} fileError={draft.file ? fileError : null} />
      )}
      <nav aria-label="Questions" className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" disabled={pageNo <= 1 || busy} onClick={prev}>
          Prev
        </Button>
        <span className="text-sm text-slate-600">
          Question {Math.min(pageNo, Math.max(total, 1))} of {total}
        </span>
        {!last ? (
          <Button onClick={next} loading={busy} disabled={!row}>
            {readOnly ? 'Next' : 'Save & Next'}
          </Button>
        ) : readOnly ? (
          <span />
        ) : (
          <Button onClick={complete} loading={busy} disabled={!row}>
            Complete
          </Button>
        )}
      </nav>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Submit the assignment?"
        text="Your saved answers are handed in; you cannot change them afterwards."
        confirmLabel="Yes, submit it!"
        onConfirm={async () => {
          if (!(await saveAnswer())) throw new Error(error ?? SAVE_FAILED);
          return handIn();
        }}
      />
    </>
  );
}
