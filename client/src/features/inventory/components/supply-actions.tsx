import { useState } from 'react';
import type { Supply } from '@school/contracts';
import { Button } from '@/components/button';
import { ReasonDialog } from '@/components/reason-dialog';
import { RowMenu } from '@/components/row-menu';
import { formatCount } from '@/lib/format';
import { useCancelSupply } from '../api/move-supply';
import { canCancel, nextStep, STEP_LABELS } from './supply-flow';
import { SupplyStepDialog } from './supply-step-dialog';

/**
 * A supply row's actions: the office moves it one step on (Initiate → Processing → Deliver) or cancels it with a reason;
 * a requester cancels their own request while it is still a request. Inline from `sm` up, behind a menu on a phone.
 */
export function SupplyActions({ supply, office, userId }: { supply: Supply; office: boolean; userId: string | undefined }) {
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelSupply();
  const step = office ? nextStep(supply) : null;
  const cancellable = canCancel(supply, office, userId);
  if (!step && !cancellable) return <span className="text-xs text-slate-500">—</span>;
  const stepLabel = step ? STEP_LABELS[step] : '';
  const what = `${formatCount(supply.quantity)} × ${supply.product.title}`;
  return (
    <>
      <div className="flex justify-end gap-1.5">
        <div className="hidden gap-1.5 sm:flex">
          {step ? (
            <Button
              size="sm"
              variant={step === 'DELIVERED' ? 'primary' : 'secondary'}
              onClick={() => setMoving(true)}
              aria-label={`${stepLabel} ${what}`}
            >
              {stepLabel}
            </Button>
          ) : null}
          {cancellable ? (
            <Button size="sm" variant="ghost" className="text-rose-700" onClick={() => setCancelling(true)} aria-label={`Cancel ${what}`}>
              Cancel
            </Button>
          ) : null}
        </div>
        <RowMenu
          label={`Actions for ${what}`}
          items={[
            step && { label: stepLabel, onClick: () => setMoving(true) },
            cancellable && { label: 'Cancel', tone: 'danger', onClick: () => setCancelling(true) },
          ]}
        />
      </div>
      {step ? <SupplyStepDialog supply={supply} step={step} open={moving} onClose={() => setMoving(false)} /> : null}
      <ReasonDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        title="Cancel supply"
        description={`${what} for ${supply.consumer.displayName}. The cancellation is recorded with your reason.`}
        submitLabel="Cancel supply"
        onSubmit={(reason) => cancel.mutateAsync({ id: supply._id, body: { reason } })}
      />
    </>
  );
}
