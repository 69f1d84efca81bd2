import { useState } from 'react';
import { RECORDS_MESSAGES as M, type Certificate, type RecordDocument } from '@school/contracts';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ClockIcon, ImageIcon, InboxIcon, PlusIcon, SpreadsheetIcon, TrashIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { HistoryDrawer } from '@/features/audit';
import { useCertificates } from '../api/get-certificates';
import { useDocuments } from '../api/get-documents';
import { useDeleteCertificate } from '../api/delete-certificate';
import { useDeleteDocument } from '../api/delete-document';
import { AddCertificateDialog } from './add-certificate-dialog';
import { AddDocumentsDialog } from './add-documents-dialog';
import { IssueCertificateDialog } from './issue-certificate-dialog';
import { IssuedList } from './issued-list';
import { useIssued } from '../api/get-issued';

type Tab = 'certificates' | 'documents' | 'issued';
type Item = { _id: string; title: string; type: string; fileUrl: string | null; createdAt: string; issuedBy: { displayName: string } };

function RecordList({
  items,
  empty,
  kind,
  onDelete,
}: {
  items: Item[];
  empty: string;
  kind: 'certificate' | 'document';
  onDelete?: (item: Item) => void;
}) {
  if (items.length === 0) return <EmptyState title={empty} icon={<InboxIcon className="size-6" />} />;
  return (
    <ul className="divide-y divide-slate-100" aria-label={kind === 'certificate' ? M.certificates : M.documents}>
      {items.map((x) => (
        <li key={x._id} className="flex items-center gap-3 py-3" data-testid={`${kind}-row`}>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
            {x.type === 'IMAGE' ? <ImageIcon className="size-5" /> : <SpreadsheetIcon className="size-5" />}
          </span>
          <div className="min-w-0 flex-1">
            {x.fileUrl ? (
              <a
                href={x.fileUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="block truncate text-sm font-medium text-brand-700 hover:underline"
              >
                {x.title}
              </a>
            ) : (
              <p className="truncate text-sm font-medium text-slate-900">{x.title}</p>
            )}
            <p className="text-xs text-slate-600">
              <span className="mr-1.5 inline-flex rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">{x.type}</span>
              <span>{`Issued by ${x.issuedBy.displayName} · ${formatDateTime(x.createdAt)}`}</span>
            </p>
          </div>
          {onDelete ? (
            <button
              type="button"
              onClick={() => onDelete(x)}
              className="rounded-lg p-2 text-slate-500 hover:bg-rose-50 hover:text-rose-600"
              aria-label={`Delete ${x.title}`}
            >
              <TrashIcon className="size-4" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * 001 §2 the student profile's certificates and documents tabs: who issued what and when; the office adds and deletes
 * (with the spec's confirmation) and reads the history; a student or parent reads only.
 */
export function RecordsSection({ studentId, editable }: { studentId: string; editable: boolean }) {
  const [tab, setTab] = useState<Tab>('certificates');
  const [dialog, setDialog] = useState<'certificate' | 'documents' | 'history' | 'issue' | null>(null);
  const [deleting, setDeleting] = useState<{ kind: 'certificate' | 'document'; item: Item } | null>(null);
  const certificates = useCertificates(studentId);
  const documents = useDocuments(studentId);
  const issued = useIssued(studentId);
  const deleteCertificate = useDeleteCertificate();
  const deleteDocument = useDeleteDocument();
  const active = tab === 'certificates' ? certificates : tab === 'documents' ? documents : issued;
  // The tabs' names stay the same whatever is loaded (a parent switching children keeps the same tabs to press).
  const tabs: [Tab, string][] = [
    ['certificates', 'Certificates'],
    ['documents', 'Documents'],
    ['issued', 'Issued'],
  ];
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Certificates and documents</h2>
        {editable ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setDialog('history')}>
              <ClockIcon className="size-4" />
              History
            </Button>
            {tab === 'certificates' ? (
              <Button onClick={() => setDialog('certificate')}>
                <PlusIcon className="size-4" />
                Add Certificate
              </Button>
            ) : tab === 'documents' ? (
              <Button onClick={() => setDialog('documents')}>
                <PlusIcon className="size-4" />
                Add Documents
              </Button>
            ) : (
              <Button onClick={() => setDialog('issue')}>
                <PlusIcon className="size-4" />
                Issue certificate
              </Button>
            )}
          </div>
        ) : null}
      </div>
      <div role="tablist" aria-label="Certificates and documents" className="mt-4 flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap',
              tab === key ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-2">
        {active.error ? (
          <EmptyState title="Could not load the records" text={errorMessage(active.error)} />
        ) : !active.data ? (
          <span className="skeleton mt-3 block h-24 w-full" aria-busy="true" />
        ) : tab === 'certificates' ? (
          <RecordList
            kind="certificate"
            items={(certificates.data?.data ?? []) as Certificate[]}
            empty={M.noCertificate}
            onDelete={editable ? (item) => setDeleting({ kind: 'certificate', item }) : undefined}
          />
        ) : tab === 'issued' ? (
          <IssuedList items={issued.data?.data ?? []} editable={editable} />
        ) : (
          <RecordList
            kind="document"
            items={(documents.data?.data ?? []) as RecordDocument[]}
            empty={M.noDocuments}
            onDelete={editable ? (item) => setDeleting({ kind: 'document', item }) : undefined}
          />
        )}
      </div>
      {editable ? (
        <>
          <AddCertificateDialog studentId={studentId} open={dialog === 'certificate'} onClose={() => setDialog(null)} />
          <AddDocumentsDialog studentId={studentId} open={dialog === 'documents'} onClose={() => setDialog(null)} />
          <IssueCertificateDialog studentId={studentId} open={dialog === 'issue'} onClose={() => setDialog(null)} />
          <HistoryDrawer
            open={dialog === 'history'}
            onClose={() => setDialog(null)}
            title="History · certificates and documents"
            url={`student/records/history/${encodeURIComponent(studentId)}`}
          />
          <ConfirmDialog
            open={!!deleting}
            onClose={() => setDeleting(null)}
            title={M.confirmTitle}
            text={M.confirmText}
            confirmLabel={M.confirmButton}
            onConfirm={() =>
              deleting!.kind === 'certificate'
                ? deleteCertificate.mutateAsync(deleting!.item._id)
                : deleteDocument.mutateAsync(deleting!.item._id)
            }
          />
        </>
      ) : null}
    </Card>
  );
}
