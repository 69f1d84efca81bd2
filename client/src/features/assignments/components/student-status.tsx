import { useState } from 'react';
import { Button } from '@/components/button';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { UsersIcon } from '@/components/icons';
import { CardSkeleton, ListToolbar } from '@/components/list-toolbar';
import { useListParams } from '@/lib/use-list-params';
import { STATUS_PER_PAGE, useStudentStat } from '../api/get-assignments';
import { SortDrawer } from './assignment-filters';
import { assignmentGradingHref, type StaffPanel } from './assignment-links';
import { StatusFilterDrawer } from './status-filter-drawer';
import { SubmissionCard } from './submission-card';
import { type TriState, triParam } from './tri-state';

const DEFAULTS = { studentSearch: '', studentPage: 1, submitted: '', reviewed: '', studentSort: '' };
const SORTS = [
  { value: 'a-z', label: 'Name A to Z' },
  { value: 'z-a', label: 'Name Z to A' },
] as const;
const tri = (v: string): TriState => (v === 'true' || v === 'false' ? v : '');

/**
 * 002 §2 the student-status grid of an assignment: search, the filter drawer (Submitted, Reviewed: tri-state), the sort
 * drawer (a-z, z-a) and pages of 10. A card opens the student's submission unless the viewer is an ADMIN (002 §6).
 */
export function StudentStatus({ panel, assignmentId, opens }: { panel: StaffPanel; assignmentId: string; opens: boolean }) {
  const [list, setList] = useListParams(DEFAULTS);
  const sortBy = list.studentSort === 'a-z' || list.studentSort === 'z-a' ? list.studentSort : undefined;
  const q = useStudentStat(assignmentId, {
    pageNo: list.studentPage,
    perPage: STATUS_PER_PAGE,
    searchTitle: list.studentSearch || undefined,
    submitted: triParam(list.submitted),
    reviewed: triParam(list.reviewed),
    sortBy,
  });
  const [filtering, setFiltering] = useState(false);
  const [sorting, setSorting] = useState(false);
  const active = [list.submitted, list.reviewed].filter(Boolean).length;
  return (
    <section aria-labelledby="student-status" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="student-status" className="text-lg font-semibold text-slate-900">
          Student status
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setSorting(true)}>
            Sort{sortBy ? `: ${sortBy === 'a-z' ? 'A to Z' : 'Z to A'}` : ''}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setFiltering(true)}>
            Filters{active ? ` (${active})` : ''}
          </Button>
        </div>
      </div>
      <ListToolbar
        searchLabel="Search students by name"
        search={list.studentSearch}
        onSearch={(text) => setList((p) => ({ ...p, studentSearch: text.trim(), studentPage: 1 }))}
        onRefresh={() => void q.refetch()}
        refreshing={q.isFetching}
      />
      <CardGrid
        label="Students"
        query={q}
        columns="sm:grid-cols-2 xl:grid-cols-3"
        skeleton={<CardSkeleton iconClass="size-9 rounded-full" />}
        skeletonCount={6}
        errorTitle="No student available"
        empty={<EmptyState title="No student available" icon={<UsersIcon />} />}
        onPage={(n) => setList((p) => ({ ...p, studentPage: n }))}
        pagesLabel="Student pages"
        itemKey={(r) => r.studentId}
        renderItem={(r) => <SubmissionCard row={r} href={opens ? assignmentGradingHref(panel, assignmentId, r.studentId) : undefined} />}
      />
      <StatusFilterDrawer
        open={filtering}
        onClose={() => setFiltering(false)}
        submitted={tri(list.submitted)}
        reviewed={tri(list.reviewed)}
        onChange={(v) => setList((p) => ({ ...p, ...v, studentPage: 1 }))}
      />
      <SortDrawer
        open={sorting}
        onClose={() => setSorting(false)}
        title="Sort students"
        options={SORTS}
        value={sortBy ?? ''}
        onChange={(v) => setList((p) => ({ ...p, studentSort: v, studentPage: 1 }))}
      />
    </section>
  );
}
