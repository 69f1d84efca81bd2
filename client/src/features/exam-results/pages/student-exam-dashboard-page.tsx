import { useState } from 'react';
import { CardGrid } from '@/components/card-grid';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ExamIcon } from '@/components/icons';
import { SearchInput } from '@/components/search-input';
import { usePageStudent } from '@/features/identity';
import { useNow } from '@/lib/use-now';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStudentExams, useUpcomingExams } from '../api/get-results';
import { ExamTile, StudentExamCardView } from '../components/student-exam-cards';
import { studentExamHref } from '../components/student-links';

const skeleton = <span className="skeleton block h-40 rounded-2xl" />;

/** /panel/student/exam/dashboard (002 §2 Student dashboards): the batch's exam cards and the upcoming exams grid. */
export function StudentExamDashboardPage() {
  useDocumentTitle('Exam Dashboard');
  const { studentId, studentName, isParent, switcher } = usePageStudent();
  const now = useNow();
  const [examPage, setExamPage] = useState(1);
  const [upcoming, setUpcoming] = useState({ pageNo: 1, searchTitle: '' });
  const exams = useStudentExams(studentId, isParent, examPage);
  const tiles = useUpcomingExams(studentId, isParent, upcoming);
  return (
    <>
      <PageHeader
        title="Exam Dashboard"
        description={
          isParent
            ? `${studentName ?? 'Your child'}'s exams, what is coming up and the results`
            : 'Your exams, what is coming up and your results'
        }
      />
      {switcher}
      {!studentId ? null : (
        <div key={studentId} className="min-w-0 space-y-8">
          <section aria-labelledby="exams-heading">
            <h2 id="exams-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Exams
            </h2>
            <CardGrid
              label="Exams"
              query={exams}
              columns="sm:grid-cols-2 xl:grid-cols-3"
              skeleton={skeleton}
              skeletonCount={3}
              errorTitle="Could not load your exams"
              empty={<EmptyState title="No exam available" icon={<ExamIcon />} />}
              onPage={setExamPage}
              pagesLabel="Exam pages"
              itemKey={(e) => e._id}
              renderItem={(e) => <StudentExamCardView exam={e} now={now} href={studentExamHref(e._id, isParent, studentId)} />}
            />
          </section>
          <section aria-labelledby="upcoming-heading">
            <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <h2 id="upcoming-heading" className="text-lg font-semibold text-slate-900">
                Upcoming exams
              </h2>
              <SearchInput
                label="Search upcoming exams"
                placeholder="Search by title"
                value={upcoming.searchTitle}
                onSearch={(searchTitle) => setUpcoming({ pageNo: 1, searchTitle })}
              />
            </div>
            <CardGrid
              label="Upcoming exams"
              query={tiles}
              columns="sm:grid-cols-2 xl:grid-cols-3"
              skeleton={<span className="skeleton block h-32 rounded-2xl" />}
              skeletonCount={4}
              errorTitle="Could not load the upcoming exams"
              empty={<EmptyState title="No scheduled exam found" icon={<ExamIcon />} />}
              onPage={(pageNo) => setUpcoming((u) => ({ ...u, pageNo }))}
              pagesLabel="Upcoming exam pages"
              itemKey={(t) => t._id}
              renderItem={(t) => <ExamTile item={t} now={now} href={studentExamHref(t.exam._id, isParent, studentId)} />}
            />
          </section>
        </div>
      )}
    </>
  );
}
