import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { ExamIcon, PlusIcon } from '@/components/icons';
import { CardSkeleton, ListToolbar } from '@/components/list-toolbar';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useNow } from '@/lib/use-now';
import { EXAMS_PER_PAGE, useExams } from '../api/get-exams';
import type { ExamType } from '../api/types';
import { ExamCard } from '../components/exam-card';
import { ExamFilterDrawer, type ExamFilterValues } from '../components/exam-filters';
import { ExamFormDialog } from '../components/exam-form-dialog';
import { examResultHref, examViewHref, type ExamPanel } from '../components/exam-links';
import { Segmented } from '../components/segmented';

const LISTS = [
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'exams', label: 'Exams' },
] as const;

const DEFAULTS = {
  list: 'scheduled',
  searchTitle: '',
  pageNo: 1,
  type: '',
  batch: '',
  batchName: '',
  course: '',
  courseName: '',
  branch: '',
  branchName: '',
  resultPublished: '',
};

const picked = (id: string, name: string) => (id ? { _id: id, label: name || id } : null);

/**
 * /panel/{teacher|admin}/exam (002 §2 Exams): 'Scheduled' (not yet ended) and 'Exams' (ended), each with a title search,
 * the filter side panel and pages of twenty, all in the address. A scheduled card opens the exam's details, a finished
 * one its results.
 */
export function ExamsPage({ panel }: { panel: ExamPanel }) {
  useDocumentTitle('Exams');
  const now = useNow();
  const [list, setList] = useListParams(DEFAULTS);
  const scheduled = list.list !== 'exams';
  const q = useExams({
    pageNo: list.pageNo,
    perPage: EXAMS_PER_PAGE,
    schedule: scheduled,
    searchTitle: list.searchTitle || undefined,
    type: list.type === 'ONLINE' || list.type === 'OFFLINE' ? (list.type as ExamType) : undefined,
    batchId: list.batch || undefined,
    courseId: list.course || undefined,
    branchId: list.branch || undefined,
    resultPublished: list.resultPublished === 'true' ? true : list.resultPublished === 'false' ? false : undefined,
  });
  const [creating, setCreating] = useState(false);
  const [filtering, setFiltering] = useState(false);
  const filters: ExamFilterValues = {
    type: list.type,
    batch: picked(list.batch, list.batchName),
    course: picked(list.course, list.courseName),
    branch: picked(list.branch, list.branchName),
    resultPublished: list.resultPublished,
  };
  const active = [list.type, list.batch, list.course, list.branch, list.resultPublished].filter(Boolean).length;
  const apply = (f: ExamFilterValues) => {
    setFiltering(false);
    setList((p) => ({
      ...p,
      type: f.type,
      batch: f.batch?._id ?? '',
      batchName: f.batch?.label ?? '',
      course: f.course?._id ?? '',
      courseName: f.course?.label ?? '',
      branch: f.branch?._id ?? '',
      branchName: f.branch?.label ?? '',
      resultPublished: f.resultPublished,
      pageNo: 1,
    }));
  };
  return (
    <>
      <PageHeader
        title="Exams"
        description="Exams of your batches: open a scheduled exam to add its subject exams and questions, a finished one for its results."
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {panel === 'teacher' ? (
              <Link href={paths.teacherExamDashboard} className="text-sm font-medium text-brand-700 hover:underline">
                Exam dashboard
              </Link>
            ) : null}
            <Button onClick={() => setCreating(true)}>
              <PlusIcon className="size-4" /> Create Exam
            </Button>
          </div>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Segmented
          label="Which exams"
          options={LISTS}
          value={scheduled ? 'scheduled' : 'exams'}
          onChange={(v) => setList((p) => ({ ...p, list: v, pageNo: 1 }))}
        />
        <Button variant="secondary" onClick={() => setFiltering(true)}>
          Filters{active ? ` (${active})` : ''}
        </Button>
      </div>
      <ListToolbar
        searchLabel="Search exams by title"
        search={list.searchTitle}
        onSearch={(text) => setList((p) => ({ ...p, searchTitle: text.trim(), pageNo: 1 }))}
        onRefresh={() => void q.refetch()}
        refreshing={q.isFetching}
      />
      <h2 className="sr-only">{scheduled ? 'Scheduled' : 'Exams'}</h2>
      <CardGrid
        label={scheduled ? 'Scheduled exams' : 'Exams'}
        query={q}
        columns="sm:grid-cols-2 xl:grid-cols-3"
        skeleton={<CardSkeleton />}
        skeletonCount={6}
        errorTitle="No exam available"
        empty={<EmptyState title="No exam available" icon={<ExamIcon />} />}
        onPage={(n) => setList((p) => ({ ...p, pageNo: n }))}
        pagesLabel="Exam pages"
        itemKey={(e) => e._id}
        renderItem={(e) => (
          <ExamCard exam={e} now={now} href={e.status === 'FINISHED' ? examResultHref(panel, e._id) : examViewHref(panel, e._id)} />
        )}
      />
      <ExamFilterDrawer
        open={filtering}
        onClose={() => setFiltering(false)}
        value={filters}
        onApply={apply}
        teacher={panel === 'teacher'}
      />
      {creating ? <ExamFormDialog open onClose={() => setCreating(false)} teacher={panel === 'teacher'} /> : null}
    </>
  );
}

export const TeacherExamsPage = () => <ExamsPage panel="teacher" />;
export const AdminExamsPage = () => <ExamsPage panel="admin" />;
