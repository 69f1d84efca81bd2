import type { BookIssue } from '@school/contracts';
import { useState } from 'react';
import { CardGrid } from '@/components/card-grid';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { CardSkeleton, ListToolbar } from '@/components/list-toolbar';
import { ReasonDialog } from '@/components/reason-dialog';
import { HistoryDrawer } from '@/features/audit';
import { formatRupees } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { useReturnBook, useWaiveFine } from '../api/library-mutations';
import { issueHistoryUrl, useStudentIssues } from '../api/library-queries';
import { PayFineDialog, RenewDialog } from './fine-dialogs';
import { IssueCard, type IssueAction } from './issue-card';
import { instituteToday } from './library-format';

/**
 * 001 §2 Library History: the student's issued-book cards, 15 a page, with a search by title. `office`: each card has
 * Return (confirm), Pay Fine, Waive (reason), Renew and its History drawer; otherwise read-only tags.
 */
export function LibraryHistory({ studentId, office }: { studentId: string; office: boolean }) {
  const [params, setParams] = useListParams({ pageNo: 1, perPage: 15, searchTitle: '' });
  const issues = useStudentIssues(studentId, params);
  // The last card acted on stays after its dialog closes, so the closing dialog keeps its text while it fades.
  const [open, setOpen] = useState<{ action: IssueAction; issue: BookIssue; shown: boolean } | null>(null);
  const returnBook = useReturnBook();
  const waive = useWaiveFine();
  const today = instituteToday();
  const isOpen = (a: IssueAction) => !!open?.shown && open.action === a;
  const current = (a: IssueAction) => (isOpen(a) ? open!.issue : null);
  const close = () => setOpen((o) => (o ? { ...o, shown: false } : o));
  return (
    <section aria-labelledby="library-history" className="mt-8">
      <h2 id="library-history" className="mb-4 text-lg font-semibold text-slate-900">
        Library History
      </h2>
      <ListToolbar
        searchLabel="Search books by title"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle }))}
        onRefresh={() => void issues.refetch()}
        refreshing={issues.isFetching}
      />
      <CardGrid
        label="Issued books"
        query={issues}
        columns="sm:grid-cols-2 xl:grid-cols-3"
        skeleton={<CardSkeleton />}
        skeletonCount={3}
        errorTitle="Could not load the library history"
        empty={
          <EmptyState title="No Book Found" text={params.searchTitle ? 'No issued book matches this search.' : 'No book was issued yet.'} />
        }
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        pagesLabel="Library history pages"
        itemKey={(i) => i._id}
        renderItem={(i) => (
          <IssueCard issue={i} today={today} onAction={office ? (action, issue) => setOpen({ action, issue, shown: true }) : undefined} />
        )}
      />
      {office ? (
        <>
          <ConfirmDialog
            open={isOpen('return')}
            onClose={close}
            title="Return this book?"
            text={
              open ? `${open.issue.book.title} comes back from ${open.issue.user.displayName}. The fine, if any, is fixed now.` : undefined
            }
            confirmLabel="Yes, return it"
            onConfirm={() => returnBook.mutateAsync(open!.issue._id)}
          />
          <PayFineDialog issue={current('pay')} onClose={close} />
          <RenewDialog issue={current('renew')} onClose={close} />
          <ReasonDialog
            open={isOpen('waive')}
            onClose={close}
            title="Waive fine"
            description={
              open
                ? `${open.issue.book.title}: ${formatRupees(open.issue.pendingAmount)} payable is waived; the History keeps who and why.`
                : undefined
            }
            submitLabel="Waive"
            placeholder="e.g. The book came back late because of a hospital stay"
            onSubmit={(reason) => waive.mutateAsync({ issueId: open!.issue._id, body: { reason } })}
          />
          <HistoryDrawer
            open={isOpen('history')}
            onClose={close}
            title={open ? `History · ${open.issue.book.title}` : 'History'}
            url={open ? issueHistoryUrl(open.issue._id) : ''}
          />
        </>
      ) : null}
    </section>
  );
}
