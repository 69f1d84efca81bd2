import { PageHeader } from '@/components/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TeacherExamWidgets } from '../components/teacher-exam-widgets';

/** /panel/teacher/exam/dashboard (002 §2): the teacher's exam widgets on one page, live. */
export function TeacherExamDashboardPage() {
  useDocumentTitle('Exam Dashboard');
  return (
    <>
      <PageHeader
        title="Exam Dashboard"
        description="Your batches' exams and how their students did. Figures update as soon as anything changes."
      />
      <TeacherExamWidgets heading={false} />
    </>
  );
}
