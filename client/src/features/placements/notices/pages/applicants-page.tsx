import { PLACEMENT_NOTICE_MESSAGES as M } from '@school/contracts';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { PencilIcon, SpreadsheetIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { downloadApplicants } from '../api/download-applicants';
import { useApplicants, type Applicant } from '../api/get-applicants';
import { usePlacementNotice } from '../api/get-placement-notice';
import { PLACEMENT_PER_PAGE } from '../api/placement-keys';
import { lastDay } from '../components/notice-card';
import { NoticesBackLink } from '../components/notices-back-link';
import { noticeFormHref } from './notices-page';

const batchLine = (a: Applicant) => {
  const b = a.user.academicDetails.batch;
  return b ? [b.title, b.session].filter(Boolean).join(' · ') : '—';
};

/** The student's name, opening their resume in a new tab (001 §2: clicking a student opens the resume link). */
function ResumeLink({ a }: { a: Applicant }) {
  if (!a.resumeFile) return <span className="font-medium text-slate-900">{a.user.displayName}</span>;
  return (
    <a
      href={a.resumeFile}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium break-words text-brand-700 hover:underline"
      title={`Open the resume of ${a.user.displayName} in a new tab`}
    >
      {a.user.displayName}
      <span className="sr-only"> (resume, opens in a new tab)</span>
    </a>
  );
}

/** /panel/admin/placement/:placementId: the notice, the students who applied (10 a page) and 'Download Excel'. */
export function PlacementApplicantsPage() {
  const { placementId = '' } = useParams<{ placementId: string }>();
  const notice = usePlacementNotice(placementId);
  const n = notice.data?.data;
  useDocumentTitle(n ? `Applied Students: ${n.title}` : 'Applied Students');
  const [{ pageNo }, setList] = useListParams({ pageNo: 1 });
  const list = useApplicants(placementId, { pageNo, perPage: PLACEMENT_PER_PAGE });
  const [downloading, setDownloading] = useState(false);
  const rows = list.data?.data;
  const first = (pageNo - 1) * PLACEMENT_PER_PAGE;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadApplicants(placementId);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setDownloading(false);
    }
  };

  const columns: Column<Applicant>[] = [
    {
      key: 'n',
      header: '#',
      className: 'hidden w-10 text-slate-500 tabular-nums sm:table-cell',
      cell: (a) => first + (rows?.indexOf(a) ?? 0) + 1,
    },
    {
      key: 'name',
      header: 'Student',
      cell: (a) => (
        <div className="min-w-0">
          <ResumeLink a={a} />
          <p className="mt-0.5 text-xs break-all text-slate-600 md:hidden">{a.user.email}</p>
          <p className="mt-0.5 text-xs text-slate-600 lg:hidden">{batchLine(a)}</p>
          {a.description ? <p className="mt-1 line-clamp-2 text-xs text-slate-600">{a.description}</p> : null}
        </div>
      ),
    },
    { key: 'email', header: 'Email', className: 'hidden md:table-cell break-all text-slate-700', cell: (a) => a.user.email || '—' },
    {
      key: 'phone',
      header: 'Phone',
      className: 'hidden sm:table-cell whitespace-nowrap text-slate-700',
      cell: (a) => a.user.phoneNumber ?? '—',
    },
    { key: 'batch', header: 'Batch', className: 'hidden lg:table-cell text-slate-700', cell: batchLine },
    {
      key: 'applied',
      header: 'Applied on',
      className: 'whitespace-nowrap text-right text-slate-600',
      cell: (a) => formatDateTime(a.createdAt),
    },
  ];

  return (
    <>
      <NoticesBackLink />
      <PageHeader
        title="Applied Students"
        description="Click a student to open their resume in a new tab."
        actions={
          n ? (
            <Link
              href={noticeFormHref(n._id)}
              className="inline-flex h-10 items-center gap-1.5 rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
            >
              <PencilIcon className="size-4" />
              Edit notice
            </Link>
          ) : null
        }
      />
      {notice.error ? (
        <Card className="mb-4 p-5">
          <p className="text-sm text-rose-700">{errorMessage(notice.error)}</p>
        </Card>
      ) : n ? (
        <Card className="mb-4 p-4 sm:p-5">
          <h2 className="text-base font-semibold break-words text-slate-900">{n.title}</h2>
          <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="inline text-slate-600">Company: </dt>
              <dd className="inline font-medium break-words text-slate-900">{n.companyName}</dd>
            </div>
            <div>
              <dt className="inline text-slate-600">Designation: </dt>
              <dd className="inline font-medium break-words text-slate-900">{n.position}</dd>
            </div>
            <div>
              <dt className="inline text-slate-600">Session: </dt>
              <dd className="inline font-medium text-slate-900">{n.session.title}</dd>
            </div>
            <div>
              <dt className="inline text-slate-600">Last day to apply: </dt>
              <dd className="inline font-medium text-slate-900">
                {lastDay(n.lastDateToApply)} {n.open ? '' : '(closed)'}
              </dd>
            </div>
          </dl>
        </Card>
      ) : null}
      <DataTable
        caption="Applied students"
        columns={columns}
        rows={rows}
        rowKey={(a) => a._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(p) => setList((x) => ({ ...x, pageNo: p }))}
        onRefresh={() => void list.refetch()}
        toolbar={
          <Button variant="secondary" onClick={() => void download()} loading={downloading} disabled={!list.data?.totalCount}>
            <SpreadsheetIcon className="size-4" />
            Download Excel
          </Button>
        }
        emptyTitle={M.noApplicants}
        emptyText="The students of the notice's session apply from their Placements page."
      />
    </>
  );
}
