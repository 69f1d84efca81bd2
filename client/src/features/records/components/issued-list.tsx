import { useState } from 'react';
import { ISSUED_KIND_LABEL, ISSUED_MESSAGES as I, type IssuedCertificate } from '@school/contracts';
import { EmptyState } from '@/components/empty-state';
import { InboxIcon } from '@/components/icons';
import { ReasonDialog } from '@/components/reason-dialog';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadIssuedPdf } from '../api/download-issued-pdf';
import { useRevokeIssued } from '../api/revoke-issued';

const linkButton = 'rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50';

/** The certificates the institute issued to a student: number, type, status, the PDF; the office may revoke with a reason. */
export function IssuedList({ items, editable }: { items: IssuedCertificate[]; editable: boolean }) {
  const [revoking, setRevoking] = useState<IssuedCertificate | null>(null);
  const revoke = useRevokeIssued();
  if (items.length === 0) return <EmptyState title={I.noIssued} icon={<InboxIcon className="size-6" />} />;
  const download = async (x: IssuedCertificate) => {
    try {
      await downloadIssuedPdf(x._id, x.number);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Issued certificates">
        {items.map((x) => (
          <li key={x._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3" data-testid="issued-row">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">
                {ISSUED_KIND_LABEL[x.kind]} <span className="text-slate-600">· {x.number}</span>
              </p>
              <p className="text-xs text-slate-600">
                <span
                  className={
                    x.status === 'VALID'
                      ? 'mr-1.5 inline-flex rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-700'
                      : 'mr-1.5 inline-flex rounded-full bg-rose-50 px-2 py-0.5 font-medium text-rose-700'
                  }
                >
                  {x.status === 'VALID' ? 'Valid' : 'Revoked'}
                </span>
                <span>{`Code ${x.verifyCode} · issued by ${x.issuedBy.displayName} · ${formatDateTime(x.issuedAt)}`}</span>
              </p>
              {x.revokeReason ? <p className="text-xs text-rose-700">{`Revoked: ${x.revokeReason}`}</p> : null}
            </div>
            <div className="flex gap-1">
              <button type="button" className={linkButton} onClick={() => void download(x)}>
                Download PDF
              </button>
              {editable && x.status === 'VALID' ? (
                <button
                  type="button"
                  className="rounded-lg px-2 py-1 text-sm font-medium text-rose-700 hover:bg-rose-50"
                  onClick={() => setRevoking(x)}
                >
                  Revoke
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <ReasonDialog
        open={!!revoking}
        onClose={() => setRevoking(null)}
        title={revoking ? `Revoke ${revoking.number}` : 'Revoke'}
        description="The public verification page will show the certificate as revoked."
        submitLabel="Revoke"
        maxLength={300}
        onSubmit={(reason) => revoke.mutateAsync({ id: revoking!._id, reason })}
      />
    </>
  );
}
