import { useState } from 'react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { MegaphoneIcon, PlusIcon } from '@/components/icons';
import { CardGrid } from '@/components/card-grid';
import { ListToolbar } from '@/components/list-toolbar';
import { canDeleteNotice } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteNotice } from '../api/delete-notice';
import { useNotices, type NoticeItem } from '../api/get-notices';
import { CreateNoticeDialog } from '../components/create-notice-dialog';
import { NoticeCard, NoticeCardSkeleton } from '../components/notice-card';
import { NoticeDetailsDialog } from '../components/notice-details-dialog';
import { useListParams } from '@/lib/use-list-params';

const PER_PAGE = 10;

/** /panel/admin/notice: the institute's notices, newest first, and the notice form (001 §2 Notices). */
export function NoticesPage() {
  useDocumentTitle('Notices');
  const role = useSession()?.user.role;
  const mayDelete = role ? canDeleteNotice(role) : false;
  const [{ pageNo, searchTitle }, setList] = useListParams({ pageNo: 1, searchTitle: '' });
  const setPageNo = (n: number) => setList((p) => ({ ...p, pageNo: n }));
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<NoticeItem | null>(null);
  const [deleting, setDeleting] = useState<NoticeItem | null>(null);
  const list = useNotices({ pageNo, perPage: PER_PAGE, searchTitle });
  const remove = useDeleteNotice();
  const rows = list.data?.data ?? [];
  const createButton = (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon className="size-4" />
      Create Notice
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Notices"
        description="Announcements for everyone, for staff, or for students and their parents."
        actions={createButton}
      />
      <ListToolbar
        searchLabel="Search notices"
        search={searchTitle}
        onSearch={(text) => setList((p) => ({ ...p, searchTitle: text, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />

      <CardGrid
        label="Notices"
        query={list}
        columns="lg:grid-cols-2"
        skeleton={<NoticeCardSkeleton />}
        skeletonCount={4}
        errorTitle="Could not load notices"
        empty={
          <div className="rounded-2xl bg-white ring-1 ring-slate-200/80">
            <EmptyState
              title="No notices found"
              text={searchTitle ? `Nothing matches “${searchTitle}”.` : 'Post the first notice of your institute.'}
              icon={<MegaphoneIcon />}
              action={searchTitle ? null : createButton}
            />
          </div>
        }
        onPage={setPageNo}
        pagesLabel="Notices pages"
        itemKey={(n) => n._id}
        renderItem={(n) => <NoticeCard notice={n} onOpen={() => setOpened(n)} onDelete={mayDelete ? () => setDeleting(n) : undefined} />}
      />

      <CreateNoticeDialog open={creating} onClose={() => setCreating(false)} />
      <NoticeDetailsDialog notice={opened} onClose={() => setOpened(null)} />
      {mayDelete ? (
        <ConfirmDialog
          open={!!deleting}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            const res = await remove.mutateAsync(deleting!._id);
            if (rows.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
            return res;
          }}
        />
      ) : null}
    </>
  );
}
