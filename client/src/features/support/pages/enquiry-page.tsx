import { Link, useParams, useSearchParams } from 'wouter';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUserEnquiry } from '../api/get-user-enquiry';
import { useReplyAsUser } from '../api/reply-as-user';
import { ReplyForm } from '../components/reply-form';
import { ThreadView } from '../components/thread-view';

/** `/panel/{role}/support/:enquiryId?subject=`: the caller's own enquiry, its messages and the reply box. */
export function EnquiryPage({ listPath }: { listPath: string }) {
  const { enquiryId = '' } = useParams<{ enquiryId: string }>();
  const [search] = useSearchParams();
  const thread = useUserEnquiry(enquiryId);
  const reply = useReplyAsUser();
  const subject = thread.data?.data.subject ?? search.get('subject') ?? 'Enquiry';
  useDocumentTitle(subject);
  return (
    <div className="mx-auto max-w-3xl">
      <Link href={listPath} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeftIcon className="size-4" /> Previous Queries
      </Link>
      <PageHeader title={subject} />
      {thread.isPending ? (
        <Spinner />
      ) : thread.error ? (
        <EmptyState title="Oops!" text={errorMessage(thread.error)} />
      ) : (
        <div className="space-y-4">
          <ThreadView thread={thread.data.data} mine="USER" />
          <ReplyForm
            enquiryId={enquiryId}
            send={(b) => reply.mutateAsync(b)}
            hint={thread.data.data.resolved ? 'Replying opens the enquiry again.' : undefined}
          />
        </div>
      )}
    </div>
  );
}
