import type { StudentBatch } from '@school/contracts';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { CapIcon } from '@/components/icons';
import { usePageStudent } from '@/features/identity';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStudentBatch } from '../api/get-student-batch';
import { AnnouncementsTab } from '../components/batch-tabs/announcements-tab';
import { MaterialsTab } from '../components/batch-tabs/materials-tab';

const batchName = (b: StudentBatch) => [b.course, b.branch, b.session].filter(Boolean).join(' · ') || 'Your batch';

/** The student's (a parent's chosen child's) batch, then `children(batchId)`; the switcher and the empty states. */
function StudentBatchContent({
  title,
  about,
  children,
}: {
  title: string;
  about: (parent: boolean) => string;
  children: (batchId: string) => ReactNode;
}) {
  const { studentId, studentName, isParent, switcher } = usePageStudent();
  const q = useStudentBatch(studentId);
  const batch = q.data?.batch;
  return (
    <>
      <PageHeader title={title} description={about(isParent)} />
      {switcher}
      {!studentId ? null : q.error ? (
        <EmptyState title="Could not load the batch" text={errorMessage(q.error)} />
      ) : q.isPending ? (
        <span className="skeleton block h-32 w-full" aria-busy="true" />
      ) : !batch ? (
        <EmptyState
          icon={<CapIcon />}
          title={isParent ? `${studentName ?? 'Your child'} is not in a batch yet` : 'You are not in a batch yet'}
          text="Once the institute adds them to a batch, its materials and announcements appear here."
        />
      ) : (
        <section aria-label={batchName(batch)}>
          <p className="mb-4 text-sm font-medium break-words text-slate-700">
            {isParent && studentName ? `${studentName}, ` : ''}
            {batchName(batch)}
            {batch.isCompleted ? ' (completed)' : ''}
          </p>
          {children(batch._id)}
        </section>
      )}
    </>
  );
}

/** /panel/student/materials: the batch's materials, read-only, for its students and their parents (issue 12 part 7). */
export function StudentMaterialsPage() {
  useDocumentTitle('Materials');
  return (
    <StudentBatchContent
      title="Materials"
      about={(parent) => (parent ? "Files your child's teachers shared with the batch." : 'Files your teachers shared with your batch.')}
    >
      {(batchId) => <MaterialsTab key={batchId} batchId={batchId} canEdit={false} />}
    </StudentBatchContent>
  );
}

/** /panel/student/announcements: the batch's announcements, read-only (issue 12 part 7). */
export function StudentAnnouncementsPage() {
  useDocumentTitle('Announcements');
  return (
    <StudentBatchContent
      title="Announcements"
      about={(parent) => (parent ? "What the institute announced to your child's batch." : 'What the institute announced to your batch.')}
    >
      {(batchId) => <AnnouncementsTab key={batchId} batchId={batchId} canPost={false} canDelete={false} />}
    </StudentBatchContent>
  );
}
