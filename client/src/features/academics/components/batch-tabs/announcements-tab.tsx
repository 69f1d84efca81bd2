import { BatchAnnouncementBody } from '@school/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, IconButton } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FormDialog } from '@/components/form-dialog';
import { TextAreaField, TextField } from '@/components/field';
import { MegaphoneIcon, PlusIcon, TrashIcon } from '@/components/icons';
import { Modal } from '@/components/modal';
import { Pagination } from '@/components/pagination';
import { SafeHtml } from '@/components/safe-html';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { looksLikeHtml, previewText } from '@/lib/html-text';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import { useListParams } from '@/lib/use-list-params';
import { useDeleteAnnouncement } from '../../api/delete-announcement';
import { useBatchAnnouncements, type BatchAnnouncement } from '../../api/get-batch-announcements';
import { usePostAnnouncement } from '../../api/post-announcement';

const PER_PAGE = 10;

/** The contract's fields and messages (title 3 to 50 characters, description at least 3). */
const announcementResolver = schemaResolver<BatchAnnouncementBody>(BatchAnnouncementBody);

function PostAnnouncementDialog({ batchId, open, onClose }: { batchId: string; open: boolean; onClose: () => void }) {
  const post = usePostAnnouncement(batchId);
  const form = useForm<BatchAnnouncementBody>({ defaultValues: { title: '', description: '' }, resolver: announcementResolver });
  const errors = form.formState.errors;
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Post Announcement"
      description="The batch's students and their parents are notified."
      submitLabel="Post"
      form={form}
      submit={(v) => post.mutateAsync({ title: v.title.trim(), description: v.description.trim() })}
      onSuccess={close}
    >
      <TextField label="Title" required {...form.register('title')} maxLength={50} error={errorOf(errors, 'title')} />
      <TextAreaField label="Description" required {...form.register('description')} rows={5} error={errorOf(errors, 'description')} />
    </FormDialog>
  );
}

/** The Announcements tab: notices for this batch's students; deleting needs ADMIN or STAFF (002 §6). */
export function AnnouncementsTab({ batchId, canPost, canDelete }: { batchId: string; canPost: boolean; canDelete: boolean }) {
  const [{ pageNo }, setList] = useListParams({ pageNo: 1 });
  const setPageNo = (n: number) => setList({ pageNo: n });
  const list = useBatchAnnouncements(batchId, pageNo, PER_PAGE);
  const remove = useDeleteAnnouncement();
  const [posting, setPosting] = useState(false);
  const [open, setOpen] = useState<BatchAnnouncement | null>(null);
  const [deleting, setDeleting] = useState<BatchAnnouncement | null>(null);
  const rows = list.data?.data ?? [];
  return (
    <>
      {canPost ? (
        <div className="mb-4 flex justify-end">
          <Button onClick={() => setPosting(true)}>
            <PlusIcon className="size-4" />
            Post Announcement
          </Button>
        </div>
      ) : null}
      {list.error ? (
        <EmptyState title="Could not load the announcements" text={errorMessage(list.error)} />
      ) : list.isPending ? (
        <span className="skeleton block h-32 w-full" aria-busy="true" />
      ) : rows.length === 0 ? (
        <EmptyState title="No data found" text="Nothing has been announced to this batch yet." icon={<MegaphoneIcon />} />
      ) : (
        <ul className="space-y-3" aria-label="Announcements">
          {rows.map((a) => {
            const preview = previewText(a.description);
            return (
              <li key={a._id} className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80" data-testid="announcement-card">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold break-words text-slate-900">{a.title}</h3>
                    <p className="text-xs text-slate-600">
                      {formatDateTime(a.createdAt)} by {a.createdBy.displayName || 'Not Provided'} · {a.recipients}{' '}
                      {a.recipients === 1 ? 'person' : 'people'} notified
                    </p>
                  </div>
                  {canDelete ? (
                    <IconButton label={`Delete ${a.title}`} tone="danger" onClick={() => setDeleting(a)} className="-mt-1 -mr-2">
                      <TrashIcon className="size-4" />
                    </IconButton>
                  ) : null}
                </div>
                <p className="mt-2 text-sm break-words text-slate-700">
                  {preview.text}{' '}
                  {preview.cut || looksLikeHtml(a.description) ? (
                    <button type="button" onClick={() => setOpen(a)} className="rounded font-medium text-brand-700 hover:underline">
                      Read more<span className="sr-only"> of {a.title}</span>
                    </button>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {list.data && list.data.totalCount > PER_PAGE ? <Pagination info={list.data} onPage={setPageNo} label="Announcement pages" /> : null}
      <PostAnnouncementDialog batchId={batchId} open={posting} onClose={() => setPosting(false)} />
      <Modal open={!!open} onClose={() => setOpen(null)} title={open?.title ?? 'Announcement'} size="lg">
        <div className="max-h-[65vh] overflow-y-auto px-5 py-5">{open ? <SafeHtml html={open.description} /> : null}</div>
      </Modal>
      <ConfirmDialog open={!!deleting} onClose={() => setDeleting(null)} onConfirm={() => remove.mutateAsync(deleting!._id)} />
    </>
  );
}
