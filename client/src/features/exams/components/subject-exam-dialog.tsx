import { FormDialog } from '@/components/form-dialog';
import type { AnyExam as Exam, SubjectExam } from '../api/types';
import { SubjectExamFields, useSubjectExamForm } from './subject-exam-form';

/** The office's add/edit of a subject exam (002 §2), as a dialog over the exam's page. */
export function SubjectExamDialog({ exam, subjectExam, onClose }: { exam: Exam; subjectExam?: SubjectExam; onClose: () => void }) {
  const { form, submit, reset } = useSubjectExamForm(exam, subjectExam);
  const close = () => {
    reset();
    onClose();
  };
  return (
    <FormDialog
      open
      onClose={close}
      title={subjectExam ? 'Edit Subject Exam' : 'Add Subject Exam'}
      description={`A subject's paper within ${exam.title}, on one of its days.`}
      submitLabel={subjectExam ? 'Update' : 'Create'}
      form={form}
      submit={submit}
      onSuccess={close}
    >
      <SubjectExamFields form={form} exam={exam} />
    </FormDialog>
  );
}
