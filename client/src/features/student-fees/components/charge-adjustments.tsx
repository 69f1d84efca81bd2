import { useState } from 'react';
import type { ChargeKind, ConcessionRow } from '@school/contracts';
import { Button } from '@/components/button';
import { ReasonDialog } from '@/components/reason-dialog';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';
import { useRevokeConcession } from '../api/revoke-concession';
import { formatDay } from './fee-format';

/** "Late fee" before a late fee's period (a charge of its own, raised when a fee was not paid by its due date). */
export function ChargeKindLabel({ kind, className }: { kind?: ChargeKind; className?: string }) {
  if (kind !== 'LATE_FEE') return null;
  return (
    <span
      className={cn(
        'mr-2 inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset',
        className,
      )}
      data-testid="late-fee-label"
    >
      Late fee
    </span>
  );
}

/** Three cells of a charge row: the gross amount, the concessions in force and the net amount owed. */
export function ChargeAmounts({ charge }: { charge: { amount: number; grossAmount?: number; concession?: number } }) {
  const concession = charge.concession ?? 0;
  return (
    <>
      <td className="py-2 pl-3 text-right tabular-nums">{formatRupees(charge.grossAmount ?? charge.amount)}</td>
      <td
        className={cn('py-2 pl-3 text-right tabular-nums', concession > 0 ? 'text-violet-700' : 'text-slate-400')}
        data-testid="charge-concession"
      >
        {concession > 0 ? `− ${formatRupees(concession)}` : '—'}
      </td>
      <td className="py-2 pl-3 text-right font-medium tabular-nums" data-testid="charge-net">
        {formatRupees(charge.amount)}
      </td>
    </>
  );
}

const KIND_WORD = { CONCESSION: 'Concession', SCHOLARSHIP: 'Scholarship' } as const;

/** The concessions of a charge (revoked ones struck through), each with Revoke for an administrator. */
export function ConcessionList({
  chargeId,
  concessions,
  canRevoke,
}: {
  chargeId: string;
  concessions: ConcessionRow[];
  canRevoke: boolean;
}) {
  const [revoking, setRevoking] = useState<ConcessionRow | null>(null);
  const revoke = useRevokeConcession();
  return (
    <>
      <ul className="space-y-1 text-xs" aria-label="Concessions" data-testid="concessions">
        {concessions.map((c) => (
          <li key={c._id} className="flex flex-wrap items-center gap-2 text-slate-700">
            <span className={cn('font-semibold', c.revoked ? 'text-slate-500 line-through' : 'text-violet-800')}>
              {KIND_WORD[c.kind]} {formatRupees(c.amount)}
              {c.percent !== null ? ` (${c.percent}%)` : ''}
            </span>
            <span className="min-w-0 break-words">
              {c.reason} · {c.grantedBy || 'Admin'}, {formatDay(c.grantedAt)}
              {c.revoked ? ` · revoked${c.revokeReason ? `: ${c.revokeReason}` : ''}` : ''}
            </span>
            {canRevoke && !c.revoked ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setRevoking(c)}
                aria-label={`Revoke ${KIND_WORD[c.kind].toLowerCase()} of ${formatRupees(c.amount)}`}
              >
                Revoke
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ReasonDialog
        open={!!revoking}
        onClose={() => setRevoking(null)}
        title="Revoke Concession"
        description={
          revoking ? `${KIND_WORD[revoking.kind]} of ${formatRupees(revoking.amount)}: the fee owes this amount again.` : undefined
        }
        submitLabel="Revoke"
        placeholder="e.g. Scholarship conditions not met"
        onSubmit={(reason) => revoke.mutateAsync({ chargeId, concessionId: revoking!._id, reason })}
      />
    </>
  );
}
