import { Link, useLocation, useParams, useSearch } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { ChevronLeftIcon } from '@/components/icons';
import { useFormSubmit } from '@/components/use-form-submit';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useExam } from '../api/get-exams';
import { useSubjectExam } from '../api/get-subject-exams';
import type { AnyExam as Exam, SubjectExam } from '../api/types';
import { examViewHref } from '../components/exam-links';
import { SubjectExamFields, useSubjectExamForm } from '../components/subject-exam-form';

function FormCard({ exam, subjectExam }: { exam: Exam; subjectExam?: SubjectExam }) {
  const [, navigate] = useLocation();
  const back = examViewHref('teacher', exam._id);
  const { form, submit } = useSubjectExamForm(exam, subjectExam);
  const { busy, handleSubmit, serverError } = useFormSubmit({ form, submit, onSuccess: () => navigate(back) });
  return (
    <Card className="max-w-2xl p-5">
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <FormError message={serverError} />
        <SubjectExamFields form={form} exam={exam} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => navigate(back)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {subjectExam ? 'Update' : 'Create'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** /panel/teacher/exam/view/:examId/create[?edit=true&subjectExamId=] (screens.tsv): a teacher adds or edits a subject exam. */
export function SubjectExamFormPage() {
  const { examId = '' } = useParams<{ examId: string }>();
  const params = new URLSearchParams(useSearch());
  const editId = params.get('edit') === 'true' ? (params.get('subjectExamId') ?? '') : '';
  const exam = useExam(examId);
  const subjectExam = useSubjectExam(editId);
  const title = editId ? 'Edit Subject Exam' : 'Add Subject Exam';
  useDocumentTitle(title);
  const e = exam.data?.data;
  const loading = exam.isPending || (!!editId && subjectExam.isPending);
  const error = exam.error ?? (editId ? subjectExam.error : null);
  return (
    <>
      <Link
        href={examViewHref('teacher', examId)}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" /> {e?.title ?? 'Exam'}
      </Link>
      <PageHeader title={title} description={e ? `A subject's paper within ${e.title}, on one of its days.` : undefined} />
      {loading ? (
        <span className="skeleton block h-72 max-w-2xl rounded-2xl" aria-busy="true" />
      ) : error || !e ? (
        <EmptyState title="No data found" text={errorMessage(error, 'Oops! something went wrong.')} />
      ) : (
        <FormCard key={editId || 'new'} exam={e} subjectExam={editId ? subjectExam.data?.data : undefined} />
      )}
    </>
  );
}
