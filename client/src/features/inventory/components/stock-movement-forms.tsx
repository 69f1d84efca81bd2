import { InventoryUpdateBody, MAX_STOCK_QUANTITY } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Card, CardHeader } from '@/components/card';
import { TextAreaField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormError } from '@/components/form-error';
import { useFormSubmit } from '@/components/use-form-submit';
import { bind, errorOf, filtered, pick, schemaResolver } from '@/lib/schema-form';
import type { InventoryItem } from '../api/get-stock';
import { useSaveStock } from '../api/save-stock';

/** Optional text left empty is not sent (the contract's optional integers refuse ''). */
const sentOnly = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '' && x !== null && x !== undefined && !(x instanceof File)));
const digits = (t: string) => t.replace(/\D/g, '');
const quantityCheck = (q: string, left?: number) => {
  const n = Number(q.trim());
  if (!q.trim()) return 'Quantity is required.';
  if (!Number.isInteger(n) || n < 1) return 'Quantity must be at least 1.';
  if (n > MAX_STOCK_QUANTITY) return `Quantity must be at most ${MAX_STOCK_QUANTITY.toLocaleString('en-IN')}.`;
  if (left !== undefined && n > left) return `Only ${left} left in stock.`;
  return undefined;
};

interface ReceiveValues {
  addQuantity: string;
  challanNumber: string;
  remark: string;
  invoice: File | null;
}
const receiveEmpty: ReceiveValues = { addQuantity: '', challanNumber: '', remark: '', invoice: null };
const receiveResolver = schemaResolver<ReceiveValues>(
  pick(InventoryUpdateBody, ['addQuantity', 'challanNumber', 'remark']),
  (v) => ({ addQuantity: quantityCheck(v.addQuantity) }),
  { toBody: (v) => sentOnly({ ...v }) },
);

/** Receive stock (issue 17 §5): units in, with the challan number, the supplier's invoice and a remark; a movement IN. */
export function ReceiveStockForm({ item }: { item: InventoryItem }) {
  const form = useForm<ReceiveValues>({ defaultValues: receiveEmpty, resolver: receiveResolver });
  const errors = form.formState.errors;
  const save = useSaveStock();
  const { busy, handleSubmit, serverError } = useFormSubmit({
    form,
    submit: (v) =>
      save.mutateAsync({
        id: item._id,
        input: v,
      }),
    onSuccess: () => form.reset(receiveEmpty),
  });
  return (
    <Card id="receive" className="scroll-mt-20">
      <CardHeader title="Receive stock" subtitle={`${item.quantity.toLocaleString('en-IN')} in stock now`} />
      <form onSubmit={handleSubmit} noValidate className="space-y-4 p-5">
        <FormError message={serverError} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Quantity received"
            required
            inputMode="numeric"
            placeholder="e.g. 50"
            {...filtered(form.register('addQuantity'), digits)}
            error={errorOf(errors, 'addQuantity')}
          />
          <TextField label="Challan number" maxLength={100} {...form.register('challanNumber')} error={errorOf(errors, 'challanNumber')} />
        </div>
        <TextAreaField label="Remark" maxLength={500} {...form.register('remark')} error={errorOf(errors, 'remark')} />
        <FileInput
          label="Invoice"
          accept="application/pdf,image/*"
          {...bind(form, 'invoice')}
          hint="Optional. The supplier's invoice, a PDF or an image."
        />
        <div className="flex justify-end">
          <Button type="submit" loading={busy}>
            Receive stock
          </Button>
        </div>
      </form>
    </Card>
  );
}

interface WriteOffValues {
  removeQuantity: string;
  remark: string;
}
const writeOffEmpty: WriteOffValues = { removeQuantity: '', remark: '' };

/** Write off (damaged, lost): units out with a remark, never more than the store holds; a movement OUT. */
export function WriteOffForm({ item }: { item: InventoryItem }) {
  const form = useForm<WriteOffValues>({
    defaultValues: writeOffEmpty,
    resolver: schemaResolver<WriteOffValues>(
      pick(InventoryUpdateBody, ['removeQuantity', 'remark']),
      (v) => ({
        removeQuantity: quantityCheck(v.removeQuantity, item.quantity),
        remark: v.remark.trim() ? undefined : 'A remark is required to write off stock.',
      }),
      { toBody: (v) => sentOnly({ ...v }) },
    ),
  });
  const errors = form.formState.errors;
  const save = useSaveStock();
  const { busy, handleSubmit, serverError } = useFormSubmit({
    form,
    submit: (v) =>
      save.mutateAsync({
        id: item._id,
        input: v,
      }),
    onSuccess: () => form.reset(writeOffEmpty),
  });
  return (
    <Card id="write-off" className="scroll-mt-20">
      <CardHeader title="Write off" subtitle="Units damaged or lost leave the store with a remark; the History drawer keeps them." />
      <form onSubmit={handleSubmit} noValidate className="space-y-4 p-5">
        <FormError message={serverError} />
        <TextField
          label="Quantity to write off"
          required
          inputMode="numeric"
          {...filtered(form.register('removeQuantity'), digits)}
          error={errorOf(errors, 'removeQuantity')}
        />
        <TextAreaField label="Remark" required maxLength={500} {...form.register('remark')} error={errorOf(errors, 'remark')} />
        <div className="flex justify-end">
          <Button type="submit" variant="danger" loading={busy} disabled={item.quantity === 0}>
            Write off
          </Button>
        </div>
      </form>
    </Card>
  );
}
