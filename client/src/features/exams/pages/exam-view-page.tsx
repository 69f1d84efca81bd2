import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon, PlusIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useExam } from '../api/get-exams';
import { useSubjectExams } from '../api/get-subject-exams';
import type { AnyExam as Exam, SubjectExam } from '../api/types';
import { ExamDetails } from '../components/exam-details';
import { examListHref, subjectExamFormHref, subjectExamHref, type ExamPanel } from '../components/exam-links';
import { SubjectExamDialog } from '../components/subject-exam-dialog';
import { SubjectExamList, type SubjectExamActions } from '../components/subject-exam-list';
import { useExamViewer } from '../components/use-exam-viewer';

function SubjectExams({ exam, panel }: { exam: Exam; panel: ExamPanel }) {
  const [, navigate] = useLocation();
  const viewer = useExamViewer();
  const others = useSubjectExams(exam._id, false);
  const mine = useSubjectExams(exam._id, true, viewer.teacher);
  const [dialog, setDialog] = useState<{ edit?: SubjectExam } | null>(null);
  const actions: SubjectExamActions = {
    canChange: viewer.canChangeSubjectExam,
    href: (s) => subjectExamHref(panel, exam._id, s._id),
    onEdit: (s) => (panel === 'teacher' ? navigate(subjectExamFormHref(exam._id, s._id)) : setDialog({ edit: s })),
    // 002 §2: after deleting an exam subject a teacher goes to the exam list.
    onDeleted: panel === 'teacher' ? () => navigate(examListHref('teacher')) : undefined,
  };
  const add = () => (panel === 'teacher' ? navigate(subjectExamFormHref(exam._id)) : setDialog({}));
  return (
    <section className="mt-8 space-y-4" aria-labelledby="subject-exams-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="subject-exams-title" className="text-lg font-semibold text-slate-900">
          Subject exams
        </h2>
        <Button onClick={add}>
          <PlusIcon className="size-4" /> Add Subject Exam
        </Button>
      </div>
      {viewer.teacher ? (
        <>
          <h3 className="text-base font-semibold text-slate-800">Created by me</h3>
          <SubjectExamList label="Subject exams created by me" q={mine} actions={actions} />
          <h3 className="pt-2 text-base font-semibold text-slate-800">Created by others</h3>
        </>
      ) : null}
      <SubjectExamList label={viewer.teacher ? 'Subject exams created by others' : 'Subject exams'} q={others} actions={actions} />
      {dialog ? <SubjectExamDialog exam={exam} subjectExam={dialog.edit} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}

/** /panel/{teacher|admin}/exam/view/:examId (002 §2): Exam Details and the exam's subject exams. */
export function ExamViewPage({ panel }: { panel: ExamPanel }) {
  const { examId = '' } = useParams<{ examId: string }>();
  const q = useExam(examId);
  const viewer = useExamViewer();
  const exam = q.data?.data;
  useDocumentTitle(exam?.title ?? 'Exam');
  return (
    <>
      <Link
        href={examListHref(panel)}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" /> Exams
      </Link>
      <PageHeader title={exam?.title ?? 'Exam'} description={exam ? `Created by ${exam.createdBy.displayName}` : undefined} />
      {q.isPending ? (
        <span className="skeleton block h-48 rounded-2xl" aria-busy="true" />
      ) : q.error || !exam ? (
        <EmptyState title="No data found" text={errorMessage(q.error, 'Oops! something went wrong.')} />
      ) : (
        <>
          <ExamDetails exam={exam} panel={panel} canChange={viewer.canChangeExam(exam)} />
          <SubjectExams exam={exam} panel={panel} />
        </>
      )}
    </>
  );
}

export const TeacherExamViewPage = () => <ExamViewPage panel="teacher" />;
export const AdminExamViewPage = () => <ExamViewPage panel="admin" />;
