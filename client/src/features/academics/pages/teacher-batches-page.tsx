import { Link } from 'wouter';
import { Card, PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ArrowRightIcon, UsersIcon } from '@/components/icons';
import { PrevNext } from '@/components/prev-next';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { paths, pathTo } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { TEACHER_BATCHES_PER_PAGE, useTeacherBatches } from '../api/get-teacher-batches';
import { BatchStatus } from '../components/batch-status';

/** /panel/teacher/batch: the batches a teacher heads, is assigned to or teaches in (002 §2), 5 a page with Prev/Next. */
export function TeacherBatchesPage() {
  useDocumentTitle('My batches');
  const [params, setParams] = useListParams({ pageNo: 1 });
  const list = useTeacherBatches(params.pageNo);
  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader
        title="My batches"
        description="The batches you head, are assigned to or teach in. Open one for its classes, students and materials."
      />
      {list.isPending ? (
        <div className="space-y-3" aria-hidden="true">
          {Array.from({ length: TEACHER_BATCHES_PER_PAGE }, (_, i) => (
            <span key={i} className="skeleton block h-20 w-full rounded-2xl" />
          ))}
        </div>
      ) : list.error ? (
        <Card>
          <EmptyState title="Could not load your batches" text={errorMessage(list.error)} />
        </Card>
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState title="No batch found" text="When your institute assigns you to a batch, it appears here." icon={<UsersIcon />} />
        </Card>
      ) : (
        <ul className="space-y-3" data-testid="teacher-batches">
          {rows.map((b) => (
            <li key={b._id}>
              <Link
                href={pathTo(paths.teacherBatchDetail, { batchId: b._id })}
                className="group flex items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80 transition hover:ring-brand-300 sm:p-5"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-slate-900">
                    {[b.course, b.branch].filter(Boolean).join(' · ') || 'Batch'}
                  </span>
                  <span className="mt-0.5 block truncate text-sm text-slate-600">
                    {[b.session, b.description].filter(Boolean).join(' · ')}
                  </span>
                  <span className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <BatchStatus completed={b.isBatchCompleted} />
                    {formatCount(b.totalStudents)} students
                  </span>
                </span>
                <ArrowRightIcon className="size-4 shrink-0 text-brand-700 transition group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.totalCount > 0 ? (
        <div className="mt-4">
          <PrevNext
            pageNo={params.pageNo}
            isLastChunk={list.data.isLastChunk}
            onPage={(pageNo) => setParams({ pageNo })}
            label="Batch pages"
          />
        </div>
      ) : null}
    </>
  );
}
