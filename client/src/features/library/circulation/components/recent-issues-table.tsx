import type { BookIssue } from '@school/contracts';
import { useState } from 'react';
import { Link } from 'wouter';
import { DataTable, type Column } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { errorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { paths, pathTo } from '@/lib/routes';
import { useIssues } from '../api/library-queries';
import { daysOverdueLabel, fineLabel, formatDay, instituteToday } from './library-format';

const PER_PAGE = 5;

/** 001 §2 Recently Issued Book / Recently Returned Book: newest first, with paging (GET library/issue-book?status). */
export function RecentIssuesTable({ status }: { status: 'ISSUED' | 'RETURNED' }) {
  const [pageNo, setPageNo] = useState(1);
  const issues = useIssues({ status, pageNo, perPage: PER_PAGE, searchTitle: '' });
  const today = instituteToday();
  const title = status === 'ISSUED' ? 'Recently Issued Book' : 'Recently Returned Book';
  const columns: Column<BookIssue>[] = [
    {
      key: 'book',
      header: 'Book',
      cell: (i) => (
        <span className="block min-w-32">
          <span className="block font-medium text-slate-900">{i.book.title}</span>
          <span className="block text-xs text-slate-600">{i.book.author?.name ?? 'Unknown author'}</span>
        </span>
      ),
    },
    {
      key: 'student',
      header: 'Student',
      cell: (i) => (
        <Link href={pathTo(paths.libraryStudent, { studentId: i.user._id })} className="font-medium text-brand-700 hover:underline">
          {i.user.displayName}
        </Link>
      ),
    },
    { key: 'issued', header: 'Issue date', className: 'hidden md:table-cell whitespace-nowrap', cell: (i) => formatDay(i.createdAt) },
    status === 'ISSUED'
      ? {
          key: 'due',
          header: 'Return date',
          className: 'whitespace-nowrap',
          cell: (i) => {
            const late = daysOverdueLabel(i, today);
            return (
              <span>
                {formatDay(i.returnDate)}
                {late ? <span className="block text-xs font-medium text-rose-700">{late}</span> : null}
              </span>
            );
          },
        }
      : { key: 'returned', header: 'Returned on', className: 'whitespace-nowrap', cell: (i) => formatDay(i.actualReturnDate) },
    { key: 'fine', header: 'Fine', className: 'hidden sm:table-cell whitespace-nowrap', cell: (i) => fineLabel(i, formatRupees) },
  ];
  const headingId = `recent-${status.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <DataTable
        caption={title}
        columns={columns}
        rows={issues.data?.data}
        rowKey={(i) => i._id}
        loading={issues.isPending}
        fetching={issues.isFetching}
        error={issues.error ? errorMessage(issues.error) : null}
        onRefresh={() => void issues.refetch()}
        emptyTitle={status === 'ISSUED' ? 'No book is out' : 'No book was returned yet'}
      />
      {issues.data && issues.data.data.length > 0 ? <Pagination info={issues.data} onPage={setPageNo} label={`${title} pages`} /> : null}
    </section>
  );
}
