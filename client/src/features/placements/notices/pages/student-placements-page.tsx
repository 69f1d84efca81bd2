import { PLACEMENT_NOTICE_MESSAGES as M } from '@school/contracts';
import { useState } from 'react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { CheckCircleIcon } from '@/components/icons';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { usePlacementNotices, type PlacementNotice } from '../api/get-placement-notices';
import { PLACEMENT_PER_PAGE } from '../api/placement-keys';
import { ApplyDialog } from '../components/apply-dialog';
import { NoticeCard, NoticeCardSkeleton } from '../components/notice-card';

/** What a student sees under a notice: 'Applied on …' with their resume, closed, or nothing yet. */
function Status({ n }: { n: PlacementNotice }) {
  if (n.applied) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-emerald-800">
        <CheckCircleIcon className="size-4" />
        <span>Applied on {formatDateTime(n.appliedAt)}</span>
        {n.resumeFile ? (
          <a href={n.resumeFile} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline">
            Your resume<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </p>
    );
  }
  return n.open ? null : <p className="text-slate-600">Applications have closed.</p>;
}

/** /panel/student/placement: the notices of the student's session, Apply with a PDF resume, and what they applied to. */
export function StudentPlacementsPage() {
  useDocumentTitle('Placements');
  const [{ pageNo }, setList] = useListParams({ pageNo: 1 });
  const list = usePlacementNotices({ pageNo, perPage: PLACEMENT_PER_PAGE });
  const [applying, setApplying] = useState<PlacementNotice | null>(null);

  return (
    <>
      <PageHeader
        title="Placements"
        description="Job notices for your session. Apply once with your resume (a PDF) before the last date."
      />
      <CardGrid
        label="Placement notices"
        query={list}
        columns="md:grid-cols-2 2xl:grid-cols-3"
        skeleton={<NoticeCardSkeleton />}
        skeletonCount={4}
        errorTitle="Could not load the notices"
        empty={
          <div className="rounded-2xl bg-white ring-1 ring-slate-200/80">
            <EmptyState title={M.noNotices} text="Notices posted for your session show here." />
          </div>
        }
        onPage={(p) => setList((x) => ({ ...x, pageNo: p }))}
        pagesLabel="Notice pages"
        itemKey={(n) => n._id}
        renderItem={(n) => (
          <NoticeCard
            notice={n}
            status={<Status n={n} />}
            footer={
              n.open && !n.applied ? (
                <Button size="sm" onClick={() => setApplying(n)} aria-label={`Apply: ${n.title} at ${n.companyName}`}>
                  Apply
                </Button>
              ) : null
            }
          />
        )}
      />
      <ApplyDialog notice={applying} onClose={() => setApplying(null)} />
    </>
  );
}
