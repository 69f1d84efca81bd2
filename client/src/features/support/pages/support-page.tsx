import { useState } from 'react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { PlusIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import type { UserEnquiryParams } from '../api/enquiry-keys';
import { useUserEnquiries } from '../api/get-user-enquiries';
import { EnquiryList } from '../components/enquiry-list';
import { NewEnquiryDialog } from '../components/new-enquiry-dialog';

/**
 * `/panel/{role}/support` (002 §2 Support enquiries): Previous Queries, the caller's unresolved enquiries with the
 * latest message (10 a page), the resolved ones a tab away, and New enquiry.
 */
export function SupportPage({ threadPath }: { threadPath: string }) {
  useDocumentTitle('Support');
  const [params, setParams] = useListParams<UserEnquiryParams>({ pageNo: 1, perPage: 10, resolved: false });
  const [adding, setAdding] = useState(false);
  const list = useUserEnquiries(params);
  const tab = (resolved: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={params.resolved === resolved}
      onClick={() => setParams((q) => ({ ...q, resolved, pageNo: 1 }))}
      className={cn(
        'rounded-lg px-3 py-1.5 text-sm font-medium',
        params.resolved === resolved ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300',
      )}
    >
      {label}
    </button>
  );
  return (
    <>
      <PageHeader
        title="Support"
        description="Ask the institute's office a question and follow their replies."
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon className="size-4" />
            New enquiry
          </Button>
        }
      />
      <section aria-labelledby="previous-queries" className="mx-auto max-w-3xl">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id="previous-queries" className="text-lg font-semibold text-slate-900">
            Previous Queries
          </h2>
          <div className="flex gap-2">
            {tab(false, 'Open')}
            {tab(true, 'Resolved')}
          </div>
        </div>
        <EnquiryList
          label="Previous Queries"
          page={list.data}
          loading={list.isPending}
          error={list.error ? errorMessage(list.error) : null}
          threadPath={threadPath}
          onPage={(pageNo) => setParams((q) => ({ ...q, pageNo }))}
        />
      </section>
      <NewEnquiryDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
