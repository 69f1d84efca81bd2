import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PencilIcon, TrashIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteExam, usePublishExam } from '../api/exam-writes';
import type { ExamDetails as ExamWithSubjects } from '../api/types';
import { examBatchLine, ExamBadge } from './exam-card';
import { ExamFormDialog } from './exam-form-dialog';
import { examListHref, type ExamPanel } from './exam-links';
import { examBadge, showDay } from '@/lib/exam-time';
import { withFallback } from './fallback';
import { useNow } from '@/lib/use-now';

const subjectTitles = (e: ExamWithSubjects) => (e.subjects.length ? e.subjects.map((s) => s.subject.title).join(', ') : 'Not Available');

/**
 * 002 §2 Exam Details: Exam Title, Exam Dates, Total Question, Total Attendee, Total Mark, Batch, Subject, Total Pass,
 * with Edit, Delete and Publish for those allowed (`canChange`: the office, or the teacher who created the exam).
 * Publish is disabled once published or while the exam has no subject exams (002 §4).
 */
export function ExamDetails({ exam, panel, canChange }: { exam: ExamWithSubjects; panel: ExamPanel; canChange: boolean }) {
  const [, navigate] = useLocation();
  const now = useNow();
  const remove = useDeleteExam();
  const publish = usePublishExam();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const subjectCount = exam.subjects.length;
  const fields: [string, string][] = [
    ['Exam Title', exam.title],
    ['Exam Dates', `${showDay(exam.startDate)} – ${showDay(exam.endDate)}`],
    ['Total Question', String(exam.totalQuestion)],
    ['Total Attendee', String(exam.totalAttendee)],
    ['Total Mark', String(exam.totalMark)],
    ['Batch', examBatchLine(exam.batch)],
    ['Subject', subjectTitles(exam)],
    ['Total Pass', String(exam.totalPass)],
  ];
  const doPublish = async () => {
    try {
      const res = await publish.mutateAsync(exam._id);
      toast.success(res.message);
    } catch (err) {
      toast.error(errorMessage(err, 'Oops! something went wrong.'));
    }
  };
  return (
    <Card className="p-5" data-testid="exam-details">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Exam Details</h2>
          <ExamBadge label={examBadge(exam, now)} />
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
            {exam.type === 'ONLINE' ? 'Online' : 'Offline'}
          </span>
          {exam.resultPublished ? (
            <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">Result published</span>
          ) : null}
        </div>
        {canChange ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => void doPublish()}
              loading={publish.isPending}
              disabled={exam.resultPublished || subjectCount === 0}
              title={
                exam.resultPublished
                  ? 'Results are already published.'
                  : subjectCount === 0
                    ? 'Add a subject exam before publishing results.'
                    : undefined
              }
            >
              Publish
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              <PencilIcon className="size-4" /> Edit
            </Button>
            <Button size="sm" variant="danger" onClick={() => setDeleting(true)}>
              <TrashIcon className="size-4" /> Delete
            </Button>
          </div>
        ) : null}
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {fields.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {exam.description ? <p className="mt-4 text-sm whitespace-pre-line text-slate-700">{exam.description}</p> : null}
      {editing ? <ExamFormDialog open exam={exam} teacher={panel === 'teacher'} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          const res = await withFallback(remove.mutateAsync(exam._id), 'Oops! something went wrong.');
          navigate(examListHref(panel));
          return res;
        }}
      />
    </Card>
  );
}
