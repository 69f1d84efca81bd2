import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ExamIcon } from '@/components/icons';
import { QuestionForm, QuestionItem, type QuestionValues, questionForm, withFallback } from '@/features/exams';
import { errorMessage } from '@/lib/api-client';
import { useAddAssignmentQuestion, useDeleteAssignmentQuestion } from '../api/assignment-writes';
import { useAssignmentQuestions } from '../api/get-assignments';

/** The multipart body of assignment/question/create: the exams' question body without its subject exam. */
export function assignmentQuestionForm(v: QuestionValues): FormData {
  const form = questionForm('', v);
  form.delete('subjectExam');
  return form;
}

/** 002 §2 "Assignment questions page: a list plus the create form" ('No question added'); a delete asks first (002 §5). */
export function AssignmentQuestions({ assignmentId, canChange }: { assignmentId: string; canChange: boolean }) {
  const q = useAssignmentQuestions(assignmentId);
  const add = useAddAssignmentQuestion(assignmentId);
  const remove = useDeleteAssignmentQuestion();
  const [deleting, setDeleting] = useState<string | null>(null);
  const rows = q.data?.data ?? [];
  return (
    <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <section aria-label="Questions" className="min-w-0">
        {q.isPending ? (
          <span className="skeleton block h-40 rounded-2xl" aria-busy="true" />
        ) : q.error ? (
          <EmptyState title="No question added" text={errorMessage(q.error)} />
        ) : rows.length === 0 ? (
          <EmptyState title="No question added" icon={<ExamIcon />} />
        ) : (
          <ol className="space-y-3" aria-label="Questions">
            {rows.map((item, i) => (
              <li key={item._id}>
                <QuestionItem q={item} n={i + 1} onDelete={canChange ? () => setDeleting(item._id) : undefined} />
              </li>
            ))}
          </ol>
        )}
      </section>
      {canChange ? (
        <div className="min-w-0">
          <QuestionForm
            subjectExamId=""
            save={(v) => add.mutateAsync(assignmentQuestionForm(v))}
            explanationHint="Optional: shown to the student with the answer once the assignment is reviewed."
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={() => withFallback(remove.mutateAsync(deleting!), 'Something went wrong!')}
      />
    </div>
  );
}
