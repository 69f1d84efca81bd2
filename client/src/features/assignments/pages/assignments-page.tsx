import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { ExamIcon, PlusIcon } from '@/components/icons';
import { CardSkeleton, ListToolbar } from '@/components/list-toolbar';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useNow } from '@/lib/use-now';
import { STAFF_PER_PAGE, STUDENT_PER_PAGE, useAssignments, useLatePolicy } from '../api/get-assignments';
import type { AssignmentCreationType, AssignmentSort, AssignmentType } from '../api/types';
import { AssignmentCard } from '../components/assignment-card';
import { AssignmentFilterDrawer, type AssignmentFilterValues, SORTS, SortDrawer } from '../components/assignment-filters';
import { AssignmentFormDialog } from '../components/assignment-form-dialog';
import { LatePolicyDialog } from '../components/late-policy-dialog';
import { type AssignmentPanel, assignmentHref } from '../components/assignment-links';
import { opensFromList } from '../components/deadline';

const DEFAULTS = {
  searchTitle: '',
  pageNo: 1,
  batch: '',
  batchName: '',
  type: '',
  creationType: 'NEW',
  subject: '',
  subjectName: '',
  sortBy: '',
};

const TYPES: readonly string[] = ['MCQTYPE', 'LONGTYPE', 'ATTACHMENT'];
const SORT_VALUES: readonly string[] = ['a-z', 'z-a', 'n-o', 'o-n'];
const picked = (id: string, name: string) => (id ? { _id: id, label: name || id } : null);

/** 002 §4: a past-due assignment does not open from a student's list, unless it was submitted or the institute takes late answers. */
export const PAST_DUE = "Can't view assignment due date is passed.";

/**
 * /panel/{teacher|admin|student}/assignment (002 §2 Assignments): the title search, the filter and sort panels, the
 * card grid (5 skeletons while loading) and pages of 10 (15 on the student's list), all in the address.
 */
export function AssignmentsPage({ panel }: { panel: AssignmentPanel }) {
  useDocumentTitle('Assignments');
  const now = useNow();
  const role = useSession()?.user.role;
  const student = panel === 'student';
  const [list, setList] = useListParams(DEFAULTS);
  const policy = useLatePolicy(role === 'STUDENT' || role === 'ADMIN' || role === 'SUPER_ADMIN');
  const [policyOpen, setPolicyOpen] = useState(false);
  const q = useAssignments({
    pageNo: list.pageNo,
    perPage: student ? STUDENT_PER_PAGE : STAFF_PER_PAGE,
    searchTitle: list.searchTitle || undefined,
    batch: list.batch || undefined,
    type: TYPES.includes(list.type) ? (list.type as AssignmentType) : undefined,
    creationType: list.creationType === 'COMPLETE' ? 'COMPLETE' : ('NEW' as AssignmentCreationType),
    subject: list.subject || undefined,
    sortBy: SORT_VALUES.includes(list.sortBy) ? (list.sortBy as AssignmentSort) : undefined,
  });
  const [creating, setCreating] = useState(false);
  const [filtering, setFiltering] = useState(false);
  const [sorting, setSorting] = useState(false);
  const filters: AssignmentFilterValues = {
    batch: picked(list.batch, list.batchName),
    type: list.type,
    creationType: list.creationType,
    subject: picked(list.subject, list.subjectName),
  };
  const active = [list.batch, list.type, list.creationType !== 'NEW' ? 'x' : '', list.subject].filter(Boolean).length;
  const apply = (f: AssignmentFilterValues) => {
    setFiltering(false);
    setList((p) => ({
      ...p,
      batch: f.batch?._id ?? '',
      batchName: f.batch?.label ?? '',
      type: f.type,
      creationType: f.creationType || 'NEW',
      subject: f.subject?._id ?? '',
      subjectName: f.subject?.label ?? '',
      pageNo: 1,
    }));
  };
  const sortLabel = SORTS.find((s) => s.value === list.sortBy)?.label;
  return (
    <>
      <PageHeader
        title="Assignments"
        description={
          student
            ? 'Assignments of your batch: open one to answer it before its due date.'
            : 'Assignments of your batches: open one for its questions, submissions and grading.'
        }
        actions={
          student ? null : (
            <div className="flex flex-wrap items-center gap-3">
              {panel === 'teacher' ? (
                <Link href="/panel/teacher/assignment/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
                  Assignment dashboard
                </Link>
              ) : null}
              {role === 'ADMIN' || role === 'SUPER_ADMIN' ? (
                <Button variant="secondary" onClick={() => setPolicyOpen(true)}>
                  Late submissions
                </Button>
              ) : null}
              <Button onClick={() => setCreating(true)}>
                <PlusIcon className="size-4" /> Create Assignment
              </Button>
            </div>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-end gap-2">
        <Button variant="secondary" onClick={() => setSorting(true)}>
          Sort{sortLabel ? `: ${sortLabel}` : ''}
        </Button>
        <Button variant="secondary" onClick={() => setFiltering(true)}>
          Filters{active ? ` (${active})` : ''}
        </Button>
      </div>
      <ListToolbar
        searchLabel="Search assignments by title"
        search={list.searchTitle}
        onSearch={(text) => setList((p) => ({ ...p, searchTitle: text.trim(), pageNo: 1 }))}
        onRefresh={() => void q.refetch()}
        refreshing={q.isFetching}
      />
      <CardGrid
        label="Assignments"
        query={q}
        columns="sm:grid-cols-2 xl:grid-cols-3"
        skeleton={<CardSkeleton />}
        skeletonCount={5}
        errorTitle="No assignment available"
        empty={<EmptyState title="No assignment available" icon={<ExamIcon />} />}
        onPage={(n) => setList((p) => ({ ...p, pageNo: n }))}
        pagesLabel="Assignment pages"
        itemKey={(a) => a._id}
        renderItem={(a) =>
          // A card that opens is a link (the address is shareable and keyboard users get a link); a past-due one warns.
          student && !opensFromList(role, a, policy.data?.data.policy) ? (
            <AssignmentCard assignment={a} now={now} student onOpen={() => toast.error(PAST_DUE)} />
          ) : student ? (
            <AssignmentCard assignment={a} now={now} student href={assignmentHref('student', a._id)} />
          ) : (
            <AssignmentCard assignment={a} now={now} student={false} href={assignmentHref(panel, a._id)} />
          )
        }
      />
      <AssignmentFilterDrawer
        open={filtering}
        onClose={() => setFiltering(false)}
        value={filters}
        onApply={apply}
        batches={student ? 'none' : panel === 'teacher' ? 'teacher' : 'all'}
      />
      <SortDrawer
        open={sorting}
        onClose={() => setSorting(false)}
        title="Sort assignments"
        options={SORTS}
        value={SORT_VALUES.includes(list.sortBy) ? (list.sortBy as AssignmentSort) : ''}
        onChange={(sortBy) => setList((p) => ({ ...p, sortBy, pageNo: 1 }))}
      />
      {policyOpen ? <LatePolicyDialog open onClose={() => setPolicyOpen(false)} current={policy.data?.data} /> : null}
      {creating ? <AssignmentFormDialog open onClose={() => setCreating(false)} teacher={panel === 'teacher'} /> : null}
    </>
  );
}

export const TeacherAssignmentsPage = () => <AssignmentsPage panel="teacher" />;
export const AdminAssignmentsPage = () => <AssignmentsPage panel="admin" />;
export const StudentAssignmentsPage = () => <AssignmentsPage panel="student" />;
