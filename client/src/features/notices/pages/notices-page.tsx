import { useState } from 'react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { MegaphoneIcon, PlusIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { ListToolbar } from '@/components/list-toolbar';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { canDeleteNotice } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteNotice } from '../api/delete-notice';
import { useNotices, type NoticeItem } from '../api/get-notices';
import { CreateNoticeDialog } from '../components/create-notice-dialog';
import { NoticeCard, NoticeCardSkeleton } from '../components/notice-card';
import { NoticeDetailsDialog } from '../components/notice-details-dialog';

const PER_PAGE = 10;

/** /panel/admin/notice: the institute's notices, newest first, and the notice form (001 §2 Notices). */
export function NoticesPage() {
  useDocumentTitle('Notices');
  const role = useSession()?.user.role;
  const mayDelete = role ? canDeleteNotice(role) : false;
  const [pageNo, setPageNo] = useState(1);
  const [searchTitle, setSearchTitle] = useState('');
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
      <PageHeader title="Notices" description="Announcements for everyone, for staff, or for students and their parents." actions={createButton} />
      <ListToolbar
        searchLabel="Search notices"
        onSearch={(text) => {
          setSearchTitle(text);
          setPageNo(1);
        }}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />

      {list.isPending ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <NoticeCardSkeleton key={i} />
          ))}
        </div>
      ) : list.error ? (
        <EmptyState title="Could not load notices" text={errorMessage(list.error)} />
      ) : rows.length === 0 ? (
        <div className="rounded-2xl bg-white ring-1 ring-slate-200/80">
          <EmptyState
            title="No notices found"
            text={searchTitle ? `Nothing matches “${searchTitle}”.` : 'Post the first notice of your institute.'}
            icon={<MegaphoneIcon />}
            action={searchTitle ? null : createButton}
          />
        </div>
      ) : (
        <>
          <ul className={cn('grid grid-cols-1 gap-4 lg:grid-cols-2', list.isPlaceholderData && 'opacity-70')} aria-label="Notices">
            {rows.map((n) => (
              <li key={n._id}>
                <NoticeCard notice={n} onOpen={() => setOpened(n)} onDelete={mayDelete ? () => setDeleting(n) : undefined} />
              </li>
            ))}
          </ul>
          {list.data ? (
            <div className="mt-6">
              <Pagination info={list.data} onPage={setPageNo} label="Notices pages" />
            </div>
          ) : null}
        </>
      )}

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
