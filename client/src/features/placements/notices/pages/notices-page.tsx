import { PLACEMENT_NOTICE_MESSAGES as M } from '@school/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { IconButton } from '@/components/button';
import { PageHeader } from '@/components/card';
import { CardGrid } from '@/components/card-grid';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ClockIcon, PencilIcon, PlusIcon, TrashIcon } from '@/components/icons';
import { HistoryDrawer } from '@/features/audit';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { placementNoticeHistoryUrl, useDeletePlacementNotice } from '../api/delete-placement-notice';
import { usePlacementNotices, type PlacementNotice } from '../api/get-placement-notices';
import { PLACEMENT_PER_PAGE } from '../api/placement-keys';
import { NoticeCard, NoticeCardSkeleton } from '../components/notice-card';
import { PlacementTabs } from '../components/placement-tabs';

/** The applicants page of a notice. */
export const applicantsHref = (id: string) => paths.placementApplicants.replace(':placementId', encodeURIComponent(id));
/** The notice form: Create without noticeId, Update with it (001 §4). */
export const noticeFormHref = (id?: string) =>
  id ? `${paths.placementNoticeForm}?noticeId=${encodeURIComponent(id)}` : paths.placementNoticeForm;

/** /panel/admin/placement: the job notice cards, 10 a page; each leads to its applicants (001 §2 Placements). */
export function PlacementNoticesPage() {
  useDocumentTitle('Placement Notices');
  const [, navigate] = useLocation();
  const [{ pageNo }, setList] = useListParams({ pageNo: 1 });
  const setPageNo = (n: number) => setList((p) => ({ ...p, pageNo: n }));
  const list = usePlacementNotices({ pageNo, perPage: PLACEMENT_PER_PAGE });
  const remove = useDeletePlacementNotice();
  const [deleting, setDeleting] = useState<PlacementNotice | null>(null);
  const [historyOf, setHistoryOf] = useState<PlacementNotice | null>(null);
  const rows = list.data?.data ?? [];
  const post = (
    <Link
      href={noticeFormHref()}
      className="inline-flex h-10 items-center gap-1.5 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
    >
      <PlusIcon className="size-4" />
      Post a notice
    </Link>
  );

  return (
    <>
      <PlacementTabs />
      <PageHeader
        title="Placement Notices"
        description="Job notices for the students of a session; open one to see who applied and download their list."
        actions={post}
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
            <EmptyState
              title={M.noNotices}
              text="Post a job notice: the students of its session can apply with their resume."
              action={post}
            />
          </div>
        }
        onPage={setPageNo}
        pagesLabel="Notice pages"
        itemKey={(n) => n._id}
        renderItem={(n) => (
          <NoticeCard
            notice={n}
            title={
              <Link href={applicantsHref(n._id)} className="hover:text-brand-700 hover:underline">
                {n.title}
              </Link>
            }
            status={
              <Link href={applicantsHref(n._id)} className="font-medium text-brand-700 hover:underline">
                {n.applicants === 1 ? '1 student applied' : `${n.applicants} students applied`}
              </Link>
            }
            footer={
              <>
                <IconButton label={`History of ${n.title}`} onClick={() => setHistoryOf(n)}>
                  <ClockIcon className="size-[1.1rem]" />
                </IconButton>
                <IconButton label={`Edit ${n.title}`} onClick={() => navigate(noticeFormHref(n._id))}>
                  <PencilIcon className="size-[1.1rem]" />
                </IconButton>
                <IconButton label={`Delete ${n.title}`} tone="danger" onClick={() => setDeleting(n)}>
                  <TrashIcon className="size-[1.1rem]" />
                </IconButton>
              </>
            }
          />
        )}
      />
      <HistoryDrawer
        open={!!historyOf}
        onClose={() => setHistoryOf(null)}
        title={historyOf ? `History: ${historyOf.title}` : 'History'}
        url={historyOf ? placementNoticeHistoryUrl(historyOf._id) : ''}
      />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const res = await remove.mutateAsync(deleting!._id);
          if (rows.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
          return res;
        }}
      />
    </>
  );
}
