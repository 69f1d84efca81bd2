import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '@/components/card';
import { BoxIcon, CapIcon, PencilIcon, PlusIcon, RefreshIcon, RupeeIcon, SpreadsheetIcon, SwitchIcon, UsersIcon } from '@/components/icons';
import { StatCard } from '@/components/stat-card';
import { useCanUse } from '@/features/identity';
import { formatCount, formatRupees } from '@/lib/format';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLibraryStat } from '../api/library-queries';
import { IssueBookDialog } from '../components/issue-book-dialog';
import { RecentIssuesTable } from '../components/recent-issues-table';
import { ReturnBooksDialog } from '../components/return-books-dialog';

const action =
  'flex min-h-20 flex-col items-start justify-between gap-2 rounded-2xl bg-white p-4 text-left text-sm font-semibold text-slate-900 shadow-xs ring-1 ring-slate-200/80 transition hover:shadow-md hover:ring-brand-300';

function QuickLink({ href, icon, children }: { href: string; icon: ReactNode; children: string }) {
  // A link shown is a link that loads: STAFF do not bulk upload.
  const can = useCanUse();
  if (!can(href)) return null;
  return (
    <Link href={href} className={action}>
      <span className="text-xl text-brand-600">{icon}</span>
      {children}
    </Link>
  );
}
function QuickButton({ onClick, icon, children }: { onClick: () => void; icon: ReactNode; children: string }) {
  return (
    <button type="button" onClick={onClick} className={action}>
      <span className="text-xl text-brand-600">{icon}</span>
      {children}
    </button>
  );
}

/**
 * /panel/admin/library/dashboard (001 §2 Library): quick actions, Total Student, the statistics from
 * dashboard/admin/library-stat (they move live: any library read model's signal refetches them) and the recent tables.
 */
export function LibraryDashboardPage() {
  useDocumentTitle('Library');
  const stat = useLibraryStat();
  const s = stat.data?.data;
  const [dialog, setDialog] = useState<'issue' | 'return' | null>(null);
  const loading = stat.isPending;
  const can = useCanUse();
  const link = (href: string) => (can(href) ? href : undefined);
  return (
    <>
      <PageHeader title="Library" description="Books, issues and returns, fines and the rules the library lends by." />
      <nav aria-label="Library quick actions" className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
        <QuickLink href={paths.libraryAddBook} icon={<PlusIcon />}>
          Add New Book
        </QuickLink>
        <QuickLink href={paths.libraryBulkUpload} icon={<SpreadsheetIcon />}>
          Bulk Upload Book
        </QuickLink>
        <QuickLink href={paths.libraryUpdateStock} icon={<BoxIcon />}>
          Update Book Stock
        </QuickLink>
        <QuickLink href={paths.libraryBooks} icon={<CapIcon />}>
          Books
        </QuickLink>
        <QuickButton onClick={() => setDialog('issue')} icon={<PencilIcon />}>
          Issue New Book
        </QuickButton>
        <QuickButton onClick={() => setDialog('return')} icon={<RefreshIcon />}>
          Return Books
        </QuickButton>
        <QuickLink href={paths.librarySettings} icon={<SwitchIcon />}>
          Rules
        </QuickLink>
      </nav>
      {stat.error ? <p className="mb-4 text-sm text-rose-700">The statistics could not load; they retry on the next change.</p> : null}
      <div className="mb-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
        <StatCard
          title="Total Student"
          value={formatCount(s?.totalStudents)}
          icon={<UsersIcon />}
          tone="sky"
          href={link(paths.libraryStudents)}
          loading={loading}
        />
        <StatCard
          title="Total Books"
          value={formatCount(s?.totalBook)}
          icon={<CapIcon />}
          href={link(paths.libraryBooks)}
          loading={loading}
        />
        <StatCard title="Total Authors" value={formatCount(s?.totalAuthors)} icon={<PencilIcon />} tone="violet" loading={loading} />
        <StatCard title="Total Book Issued" value={formatCount(s?.totalBookIssued)} icon={<BoxIcon />} tone="amber" loading={loading} />
        <StatCard
          title="Total Fine Collected"
          value={formatRupees(s?.totalFineCollected)}
          icon={<RupeeIcon />}
          tone="emerald"
          loading={loading}
        />
      </div>
      <div className="grid grid-cols-1 gap-8 2xl:grid-cols-2">
        <RecentIssuesTable status="ISSUED" />
        <RecentIssuesTable status="RETURNED" />
      </div>
      <IssueBookDialog open={dialog === 'issue'} onClose={() => setDialog(null)} />
      <ReturnBooksDialog open={dialog === 'return'} onClose={() => setDialog(null)} />
    </>
  );
}
