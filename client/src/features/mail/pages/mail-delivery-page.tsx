import type { MailStatus } from '@school/contracts';
import { MAIL_STATUSES } from '@school/contracts';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { DataTable, type Column } from '@/components/data-table';
import { SelectField } from '@/components/field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useMailDelivery, type MailDelivery } from '../api/get-mail-delivery';
import type { MailDeliveryParams } from '../api/mail-keys';
import { useRetryMail } from '../api/retry-mail';

const LABEL: Record<MailStatus, string> = { QUEUED: 'Queued', RETRYING: 'Retrying', SENT: 'Sent', FAILED: 'Failed' };
const TONE: Record<MailStatus, string> = {
  QUEUED: 'bg-slate-100 text-slate-700',
  RETRYING: 'bg-amber-50 text-amber-800',
  SENT: 'bg-emerald-50 text-emerald-700',
  FAILED: 'bg-rose-50 text-rose-700',
};

function StatusBadge({ m }: { m: MailDelivery }) {
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', TONE[m.status])}>{LABEL[m.status]}</span>;
}

/** What happened to each e-mail of the institute (issue 19 §3): queued, sent, retrying with the server's answer, failed. */
export function MailDeliveryPage() {
  useDocumentTitle('Email delivery');
  const [params, setParams] = useListParams<MailDeliveryParams>({ pageNo: 1, perPage: 20, searchTitle: '', status: '' });
  const list = useMailDelivery(params);
  const retry = useRetryMail();

  const columns: Column<MailDelivery>[] = [
    {
      key: 'to',
      header: 'Email',
      cell: (m) => (
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{m.subject}</p>
          <p className="text-xs break-all text-slate-500">{m.to}</p>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (m) => (
        <div className="space-y-1">
          <StatusBadge m={m} />
          {m.lastError && m.status !== 'SENT' ? <p className="max-w-xs text-xs break-words text-rose-700">{m.lastError}</p> : null}
          {m.status === 'RETRYING' && m.nextAttemptAt ? (
            <p className="text-xs text-slate-500">
              Attempt {m.attempts + 1} at {formatDateTime(m.nextAttemptAt)}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      key: 'when',
      header: 'Queued / sent',
      className: 'hidden md:table-cell whitespace-nowrap text-slate-600',
      cell: (m) => (m.sentAt ? `Sent ${formatDateTime(m.sentAt)}` : formatDateTime(m.createdAt)),
    },
    {
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      className: 'w-24 text-right',
      cell: (m) =>
        m.status === 'FAILED' ? (
          <Button
            variant="secondary"
            loading={retry.isPending && retry.variables === m._id}
            onClick={() =>
              retry.mutate(m._id, { onSuccess: (r) => toast.success(r.message), onError: (e) => toast.error(errorMessage(e)) })
            }
          >
            Try again
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        title="Email delivery"
        description="Every e-mail the institute sent: invitations, password resets, reminders and messages to users."
        actions={
          <SelectField
            label="Status"
            value={params.status}
            onChange={(e) => setParams((q) => ({ ...q, status: e.target.value as MailDeliveryParams['status'], pageNo: 1 }))}
          >
            <option value="">All</option>
            {MAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LABEL[s]}
              </option>
            ))}
          </SelectField>
        }
      />
      <DataTable
        caption="Email delivery"
        columns={columns}
        rows={list.data?.data}
        rowKey={(m) => m._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((q) => ({ ...q, pageNo }))}
        searchLabel="Search by recipient or subject"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((q) => ({ ...q, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        emptyTitle="No data found"
        emptyText={params.searchTitle || params.status ? 'No e-mail matches.' : 'No e-mail sent yet.'}
      />
    </>
  );
}
