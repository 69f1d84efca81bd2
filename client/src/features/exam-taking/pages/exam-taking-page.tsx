import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { CheckCircleIcon, ClockIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { submitSheet, useCheckSubmit, useSheetQuestions } from '../api/sheet';
import { takingKeys } from '../api/taking-keys';
import type { CheckSubmit, SavedAnswer } from '../api/types';
import { formatClock, useSecondsLeft } from '../components/countdown';
import { ExamSheet } from '../components/exam-sheet';
import { OutboxBanner } from '../components/outbox-banner';
import type { OutboxEntry } from '../components/outbox';
import { useSheetOutbox } from '../components/use-sheet-outbox';

const ENDED = ['The exam has ended.', 'The exam has ended; answers are no longer saved.', 'You have already submitted this exam.'];

function Shell({ check, children, timer }: { check?: CheckSubmit; children: React.ReactNode; timer?: React.ReactNode }) {
  return (
    <div className="fixed inset-0 z-40 overflow-y-auto bg-slate-50" data-testid="exam-screen">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
          <div className="min-w-0">
            <h1 className="truncate text-base font-semibold text-slate-900 sm:text-lg">{check?.exam.title ?? 'Exam'}</h1>
            <p className="truncate text-xs text-slate-600">
              {check ? `${check.subject.title} · ${check.totalQuestion} questions · full mark ${check.fullMark}` : ''}
            </p>
          </div>
          {timer}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-4 sm:py-6">{children}</main>
    </div>
  );
}

/** Back to the exam's page (its subject exams, results once published), where the student came from. */
function Back() {
  const { examId = '' } = useParams<{ examId: string }>();
  return (
    <Link
      href={examId ? paths.studentExam.replace(':examId', encodeURIComponent(examId)) : paths.studentExamDashboard}
      className="text-sm font-medium text-brand-700 underline"
    >
      Back to the exam
    </Link>
  );
}

function SubmittedView({ check, lost }: { check: CheckSubmit; lost: number }) {
  const byDeadline = check.submittedBy === 'DEADLINE';
  return (
    <section
      className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-center shadow-xs ring-1 ring-slate-200/80"
      aria-labelledby="submitted-title"
    >
      <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CheckCircleIcon className="size-7" />
      </div>
      <h2 id="submitted-title" className="text-lg font-semibold text-slate-900">
        Submitted
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {byDeadline
          ? `Time is up: the server submitted this exam at ${formatDateTime(check.submittedAt)} with the answers it had received.`
          : `You submitted this exam${check.submittedAt ? ` at ${formatDateTime(check.submittedAt)}` : ''}.`}
      </p>
      {lost > 0 ? (
        <p className="mt-2 text-sm font-medium text-amber-800">
          {lost} answer{lost === 1 ? '' : 's'} given on this device reached the server after the end and {lost === 1 ? 'was' : 'were'} not
          counted.
        </p>
      ) : null}
      {check.settings.conclusionText ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm whitespace-pre-line text-slate-800">{check.settings.conclusionText}</p>
      ) : null}
      <div className="mt-5">
        <Back />
      </div>
    </section>
  );
}

function Timer({ seconds, label }: { seconds: number; label: string }) {
  const low = seconds <= 60;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 font-mono text-sm font-semibold tabular-nums',
        low ? 'bg-rose-50 text-rose-700' : 'bg-slate-100 text-slate-800',
      )}
      role="timer"
      aria-label={`${label} ${formatClock(seconds)}`}
    >
      <ClockIcon className="size-4" /> {formatClock(seconds)}
    </p>
  );
}

function FullScreenButton() {
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const on = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);
  if (full || !document.fullscreenEnabled) return null;
  return (
    <Button size="sm" variant="secondary" onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}>
      Full screen
    </Button>
  );
}

/** /panel/student/exam/:examId/:subjectExamId: the student's exam screen (002 §2, §4, §5; issue 14 part 3). */
export function ExamTakingPage() {
  const { subjectExamId = '' } = useParams<{ examId: string; subjectExamId: string }>();
  const userId = useSession()?.user._id ?? '';
  const qc = useQueryClient();
  const check = useCheckSubmit(subjectExamId);
  const c = check.data?.data;
  useDocumentTitle(c ? `${c.subject.title} · ${c.exam.title}` : 'Exam');

  const [lost, setLost] = useState(0);
  const [acknowledged, setAcknowledged] = useState<Record<string, string | null>>({});
  const refetchCheck = useCallback(() => void qc.invalidateQueries({ queryKey: takingKeys.check(subjectExamId) }), [qc, subjectExamId]);
  const onSaved = useCallback((a: SavedAnswer) => setAcknowledged((m) => ({ ...m, [a.question]: a.attachmentUrl })), []);
  const onRefused = useCallback(
    (entry: OutboxEntry, err: unknown) => {
      const message = errorMessage(err);
      if (ENDED.includes(message)) {
        if (entry.kind === 'answer') setLost((n) => n + 1);
        refetchCheck();
      } else toast.error(message);
    },
    [refetchCheck],
  );
  const { outbox, status, online } = useSheetOutbox(userId, subjectExamId, { onSaved, onRefused });

  const serverNow = c ? Date.parse(c.now) : 0;
  const notStarted = !!c && !c.isSubmitted && serverNow < Date.parse(c.startTime);
  const toStart = useSecondsLeft(c && notStarted ? (Date.parse(c.startTime) - serverNow) / 1000 : undefined, check.dataUpdatedAt);
  const left = useSecondsLeft(c && !c.isSubmitted && !notStarted ? c.remainingSeconds : undefined, check.dataUpdatedAt);
  const running = !!c && !c.isSubmitted && !notStarted && c.remainingSeconds > 0;
  const questions = useSheetQuestions(subjectExamId, running);

  // At the start, and at the end (the server submits what it holds): ask the server again until it says so.
  const due = (notStarted && toStart === 0) || (running && left === 0);
  useEffect(() => {
    if (!due) return;
    refetchCheck();
    const t = setInterval(refetchCheck, 3000);
    return () => clearInterval(t);
  }, [due, refetchCheck]);
  // The question call refuses once the exam ended or was submitted elsewhere: the check says which.
  useEffect(() => {
    if (questions.error && ENDED.includes(errorMessage(questions.error))) refetchCheck();
  }, [questions.error, refetchCheck]);

  // A submitted sheet (by the student elsewhere, or at the deadline) leaves nothing on this device once all is sent.
  const submitted = !!c?.isSubmitted;
  useEffect(() => {
    if (submitted && status.total === 0) outbox.clear();
  }, [submitted, status.total, outbox]);

  const submit = useCallback(async () => {
    try {
      await outbox.flush();
    } catch {
      throw new Error('Your answers could not be sent yet. They are kept on this device; submit again once you are back online.');
    }
    const res = await submitSheet(subjectExamId);
    outbox.clear();
    await qc.invalidateQueries({ queryKey: takingKeys.all });
    return res;
  }, [outbox, subjectExamId, qc]);

  if (check.isPending) {
    return (
      <Shell>
        <span className="skeleton block h-64 rounded-2xl" aria-busy="true" />
      </Shell>
    );
  }
  if (!c) {
    return (
      <Shell>
        <EmptyState title="This exam cannot be opened" text={errorMessage(check.error, 'Oops! something went wrong.')} action={<Back />} />
      </Shell>
    );
  }
  if (c.isSubmitted) {
    return (
      <Shell check={c}>
        <SubmittedView check={c} lost={lost} />
      </Shell>
    );
  }
  if (notStarted) {
    return (
      <Shell check={c}>
        <section className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-center shadow-xs ring-1 ring-slate-200/80">
          <h2 className="text-lg font-semibold text-slate-900">The exam has not started yet</h2>
          <p className="mt-2 text-sm text-slate-700">It starts at {formatDateTime(c.startTime)}.</p>
          <div className="mt-4 flex justify-center">
            <Timer seconds={toStart ?? 0} label="Starts in" />
          </div>
          <div className="mt-5">
            <Back />
          </div>
        </section>
      </Shell>
    );
  }
  if (!running) {
    return (
      <Shell check={c}>
        <EmptyState title="The exam has ended" text={`It ended at ${formatDateTime(c.endTime)}.`} action={<Back />} />
      </Shell>
    );
  }
  const timer = (
    <div className="flex items-center gap-2">
      <FullScreenButton />
      <Timer seconds={left ?? 0} label="Time left" />
    </div>
  );
  return (
    <Shell check={c} timer={timer}>
      <div className="mb-4">
        <OutboxBanner status={status} online={online} onRetry={() => outbox.retryNow()} />
      </div>
      {left === 0 ? (
        <p role="alert" className="mb-4 rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800">
          Time is up. The server is submitting your exam with the answers it has received…
        </p>
      ) : null}
      {questions.isPending ? (
        <span className="skeleton block h-64 rounded-2xl" aria-busy="true" />
      ) : questions.error || !questions.data ? (
        <EmptyState title="The questions could not be loaded" text={errorMessage(questions.error)} action={<Back />} />
      ) : questions.data.data.length === 0 ? (
        <EmptyState title="This exam has no questions" action={<Back />} />
      ) : (
        <ExamSheet items={questions.data.data} check={c} outbox={outbox} acknowledged={acknowledged} onSubmit={submit} />
      )}
    </Shell>
  );
}
