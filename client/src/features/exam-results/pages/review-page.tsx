import { Link, useParams } from 'wouter';
import { Card, PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import { SafeHtml } from '@/components/safe-html';
import { usePageStudent } from '@/features/identity';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useExamReview } from '../api/get-results';
import type { ExamReview } from '../api/types';
import { markText, outOf } from '../components/result-format';
import { studentExamHref } from '../components/student-links';

type ReviewQuestion = ExamReview['questions'][number];

/** One question as the review flags allow: the student's answer (responses), the right one (correct answers), why (explanations). */
function QuestionReview({ q, index, review }: { q: ReviewQuestion; index: number; review: ExamReview }) {
  const answered = q.studentAnswer !== undefined && q.studentAnswer !== '';
  return (
    <li>
      <Card className="space-y-3 p-4 sm:p-5" data-testid="review-question">
        <div className="flex items-start justify-between gap-3">
          <p className="text-sm font-semibold text-slate-700">Question {index + 1}</p>
          <p className="shrink-0 text-xs text-slate-600 tabular-nums">
            {review.showScore && q.mark !== undefined
              ? `${markText(q.mark)} / ${markText(q.markAwarded)}`
              : `${markText(q.markAwarded)} marks`}
          </p>
        </div>
        <SafeHtml html={q.question} className="text-slate-900" />
        {q.type === 'MCQTYPE' && q.options.length > 0 ? (
          <ul className="space-y-1.5" aria-label={`Options of question ${index + 1}`}>
            {q.options.map((o) => {
              const mine = review.showResponses && q.studentAnswer === o;
              const right = review.showCorrectAnswers && q.answer === o;
              return (
                <li
                  key={o}
                  className={cn(
                    'flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ring-1',
                    right ? 'bg-emerald-50 ring-emerald-300' : mine ? 'bg-rose-50 ring-rose-300' : 'bg-white ring-slate-200',
                  )}
                >
                  <span className="min-w-0 break-words">{o}</span>
                  <span className="shrink-0 text-xs font-medium">
                    {[mine ? 'Your answer' : '', right ? 'Correct answer' : ''].filter(Boolean).join(' · ')}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : null}
        {review.showResponses && q.type !== 'MCQTYPE' ? (
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <p className="text-xs font-medium text-slate-600">Your answer</p>
            {answered ? <SafeHtml html={q.studentAnswer ?? ''} /> : <p className="text-slate-600">Not answered</p>}
          </div>
        ) : null}
        {review.showResponses && q.type === 'MCQTYPE' && !answered ? <p className="text-sm text-slate-600">Not answered</p> : null}
        {review.showCorrectAnswers && q.type !== 'MCQTYPE' && q.answer ? (
          <div className="rounded-lg bg-emerald-50 px-3 py-2 text-sm">
            <p className="text-xs font-medium text-emerald-800">Answer</p>
            <SafeHtml html={q.answer} />
          </div>
        ) : null}
        {review.showExplanations && q.explanation ? (
          <div className="rounded-lg bg-brand-50 px-3 py-2 text-sm">
            <p className="text-xs font-medium text-brand-800">Explanation</p>
            <SafeHtml html={q.explanation} />
          </div>
        ) : null}
      </Card>
    </li>
  );
}

/** /panel/student/exam/:examId/:subjectExamId/review: what the exam's review flags allow, after its end. */
export function ExamReviewPage() {
  const { examId = '', subjectExamId = '' } = useParams<{ examId: string; subjectExamId: string }>();
  useDocumentTitle('Exam review');
  const { studentId, isParent, switcher } = usePageStudent();
  const q = useExamReview(subjectExamId, studentId, isParent);
  const r = q.data;
  const nothing = r && !r.showScore && !r.showResponses && !r.showCorrectAnswers && !r.showExplanations;
  return (
    <>
      <Link
        href={studentExamHref(examId, isParent, studentId)}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" /> Exam
      </Link>
      <PageHeader title="Exam review" description="Your answers as the exam shows them after its end" />
      {switcher}
      {!studentId ? null : q.isPending ? (
        <span className="skeleton block h-48 rounded-2xl" aria-busy="true" />
      ) : q.error || !r ? (
        <EmptyState title="No review available" text={errorMessage(q.error)} />
      ) : nothing ? (
        <EmptyState title="No review available" text="The exam does not show answers or scores after it ends." />
      ) : (
        <div className="min-w-0 space-y-4">
          {r.showScore && r.markSecured !== null ? (
            <Card className="p-4 sm:p-5">
              <p className="text-sm text-slate-600">Your score</p>
              <p className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid="review-score">
                {outOf(r.markSecured, r.fullMark)}
              </p>
            </Card>
          ) : null}
          {r.showResponses || r.showCorrectAnswers || r.showExplanations ? (
            <ol className="space-y-4" aria-label="Questions">
              {r.questions.map((question, i) => (
                <QuestionReview key={question._id} q={question} index={i} review={r} />
              ))}
            </ol>
          ) : null}
        </div>
      )}
    </>
  );
}
