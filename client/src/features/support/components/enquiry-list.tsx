import type { Enquiry } from '@school/contracts';
import { SUPPORT_MESSAGES as M } from '@school/contracts';
import { EmptyState } from '@/components/empty-state';
import { CardSkeleton } from '@/components/list-toolbar';
import { Pagination } from '@/components/pagination';
import type { PagedEnvelope } from '@/lib/api-client';
import { EnquiryCard } from './enquiry-card';

/** `/panel/…/support/:enquiryId?subject=` (002 §2): the thread's page with the subject for its title while it loads. */
export const threadHref = (pattern: string, e: Pick<Enquiry, '_id' | 'subject'>) =>
  `${pattern.replace(':enquiryId', encodeURIComponent(e._id))}?subject=${encodeURIComponent(e.subject)}`;

/** A page of enquiries as cards, with paging; the spec's empty text when there is none. */
export function EnquiryList({
  page,
  loading,
  error,
  threadPath,
  showUser,
  onPage,
  label,
}: {
  page: PagedEnvelope<Enquiry> | undefined;
  loading: boolean;
  error: string | null;
  threadPath: string;
  showUser?: boolean;
  onPage: (pageNo: number) => void;
  label: string;
}) {
  if (loading) {
    return (
      <div className="space-y-3">
        <CardSkeleton />
        <CardSkeleton />
      </div>
    );
  }
  if (error) return <EmptyState title="Oops!" text={error} />;
  if (!page || page.data.length === 0) return <EmptyState title={M.empty} />;
  return (
    <>
      <ul className="space-y-3" aria-label={label}>
        {page.data.map((e) => (
          <EnquiryCard key={e._id} enquiry={e} href={threadHref(threadPath, e)} showUser={showUser} />
        ))}
      </ul>
      <div className="mt-4">
        <Pagination info={page} onPage={onPage} label={`${label} pages`} />
      </div>
    </>
  );
}
