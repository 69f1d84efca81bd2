import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { CheckCircleIcon, ChevronLeftIcon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { HistoryDrawer } from '@/features/audit';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOfficeEnquiry } from '../api/get-office-enquiry';
import { useMarkResolved } from '../api/mark-resolved';
import { useReplyToUser } from '../api/reply-to-user';
import { ReplyForm } from '../components/reply-form';
import { ThreadView } from '../components/thread-view';

/** The office's view of one enquiry: who asked, the messages, Reply and Mark resolved (a resolved one takes no reply). */
export function OfficeEnquiryPage() {
  const { enquiryId = '' } = useParams<{ enquiryId: string }>();
  const [search] = useSearchParams();
  const thread = useOfficeEnquiry(enquiryId);
  const reply = useReplyToUser();
  const resolve = useMarkResolved();
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState(false);
  const subject = thread.data?.data.subject ?? search.get('subject') ?? 'Enquiry';
  useDocumentTitle(subject);
  const t = thread.data?.data;
  const markResolved = async () => {
    setBusy(true);
    try {
      toast.success((await resolve.mutateAsync(enquiryId)).message);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto max-w-3xl">
      <Link href={paths.supportInbox} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeftIcon className="size-4" /> Support enquiries
      </Link>
      <PageHeader
        title={subject}
        description={t ? `From ${t.user.name} (${t.user.role.toLowerCase()}), opened ${formatDateTime(t.createdAt)}` : undefined}
        actions={
          t ? (
            <>
              <Button variant="secondary" onClick={() => setHistory(true)}>
                History
              </Button>
              {t.resolved ? null : (
                <Button variant="secondary" onClick={() => void markResolved()} disabled={busy}>
                  <CheckCircleIcon className="size-4" />
                  Mark resolved
                </Button>
              )}
            </>
          ) : null
        }
      />
      {thread.isPending ? (
        <Spinner />
      ) : thread.error ? (
        <EmptyState title="Oops!" text={errorMessage(thread.error)} />
      ) : (
        <div className="space-y-4">
          <ThreadView thread={thread.data.data} mine="STAFF" />
          {thread.data.data.resolved ? null : <ReplyForm enquiryId={enquiryId} send={(b) => reply.mutateAsync(b)} />}
        </div>
      )}
      <HistoryDrawer
        open={history}
        onClose={() => setHistory(false)}
        title={`History of ${subject}`}
        url={`enquiry/history/${encodeURIComponent(enquiryId)}`}
      />
    </div>
  );
}
