import { useState } from 'react';
import { Button, IconButton } from '@/components/button';
import { PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useDeleteStudentCertificate } from '../api/delete-student-certificate';
import type { StudentCertificateListParams } from '../api/student-certificate-keys';
import { useStudentCertificates, type StudentCertificate } from '../api/get-student-certificates';
import { AddStudentCertificateDialog } from '../components/add-student-certificate-dialog';

/** The student-certificates of the institute, newest first, with Add and Delete; the list's page and search live in the URL. */
export function StudentCertificatesPage() {
  useDocumentTitle('Student certificates');
  const [params, setParams] = useListParams<StudentCertificateListParams>({ pageNo: 1, perPage: 10, searchTitle: '' });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<StudentCertificate | null>(null);
  const list = useStudentCertificates(params);
  const remove = useDeleteStudentCertificate();
  const rows = list.data?.data;

  const columns: Column<StudentCertificate>[] = [
    { key: 'title', header: 'Title', cell: (x) => <span className="font-medium break-words text-slate-900">{x.title}</span> },
    {
      key: 'date',
      header: 'Added',
      className: 'hidden sm:table-cell whitespace-nowrap text-slate-600',
      cell: (x) => formatDateTime(x.createdAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      className: 'w-12 text-right',
      cell: (x) => (
        <IconButton label={`Delete ${x.title}`} tone="danger" onClick={() => setDeleting(x)}>
          <TrashIcon className="size-[1.1rem]" />
        </IconButton>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Student certificates"
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon className="size-4" />
            Add student certificate
          </Button>
        }
      />
      <DataTable
        caption="Student certificates"
        columns={columns}
        rows={rows}
        rowKey={(x) => x._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((q) => ({ ...q, pageNo }))}
        searchLabel="Search student certificates"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((q) => ({ ...q, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        emptyTitle="No data found"
        emptyText={params.searchTitle ? 'No student certificate matches this search.' : 'Add the first student certificate.'}
      />
      <AddStudentCertificateDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const res = await remove.mutateAsync(deleting!._id);
          if (rows?.length === 1 && params.pageNo > 1) setParams((q) => ({ ...q, pageNo: q.pageNo - 1 }));
          return res;
        }}
      />
    </>
  );
}
