import { SupplyStatusBody, type Supply } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { formatCount } from '@/lib/format';
import { errorOf, pick, schemaResolver } from '@/lib/schema-form';
import { useMoveSupply } from '../api/move-supply';
import type { nextStep } from './supply-flow';

type Step = NonNullable<ReturnType<typeof nextStep>>;

const TEXT: Record<Step, { title: string; submit: string }> = {
  INITIATED: { title: 'Initiate this supply?', submit: 'Yes, initiate' },
  PROCESSING: { title: 'Start processing this supply?', submit: 'Yes, start processing' },
  DELIVERED: { title: 'Deliver this supply?', submit: 'Yes, deliver it!' },
};

const resolver = schemaResolver<{ remark: string }>(pick(SupplyStatusBody, ['remark']));

/** Moves a supply one step on (PUT inventory/supply/status/:supplyId), with an optional remark the History keeps. */
export function SupplyStepDialog({ supply, step, open, onClose }: { supply: Supply; step: Step; open: boolean; onClose: () => void }) {
  const form = useForm<{ remark: string }>({ defaultValues: { remark: '' }, resolver });
  const move = useMoveSupply();
  const close = () => {
    form.reset();
    onClose();
  };
  const what = `${formatCount(supply.quantity)} × ${supply.product.title} for ${supply.consumer.displayName}`;
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={TEXT[step].title}
      description={step === 'DELIVERED' ? `${what} leave the store now. A delivered supply cannot be changed.` : `${what}.`}
      submitLabel={TEXT[step].submit}
      form={form}
      submit={(v) => move.mutateAsync({ id: supply._id, body: { orderStatus: step, remark: v.remark.trim() || null } })}
      onSuccess={close}
    >
      <TextAreaField
        label="Remark"
        maxLength={500}
        placeholder="Optional"
        {...form.register('remark')}
        error={errorOf(form.formState.errors, 'remark')}
      />
    </FormDialog>
  );
}
