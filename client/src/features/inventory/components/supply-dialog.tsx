import { SupplyBody } from '@school/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { UserPicker, type PickedUser } from '@/features/people';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { OptionPicker, type Option } from '@/components/option-picker';
import { roleLabel } from '@/lib/routes';
import { bind, errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import type { Role } from '@school/contracts';
import { useCreateSupply } from '../api/create-supply';
import { useProductOptions, type ProductOption } from '../api/get-stock';
import { supplyBody, type SupplyValues } from './supply-body';
import { defaultAmount } from './supply-flow';

interface Values extends SupplyValues {
  product: ProductOption | null;
  consumer: PickedUser | null;
}
const empty: Values = { product: null, consumer: null, consumerRole: '', quantity: '1', amount: '', purchasedDepartment: '' };
/** Who the office supplies to: the institute's staff and teachers (and the office itself). */
const CONSUMER_ROLES = ['STAFF', 'TEACHER', 'MANAGER', 'ADMIN'];
const AMOUNT = /^\d+(\.\d{1,2})?$/;

const resolver = schemaResolver<Values>(
  SupplyBody,
  (v) => ({
    quantity: v.quantity.trim() && !(Number(v.quantity) >= 1) ? 'Quantity must be at least 1.' : undefined,
    amount: v.amount.trim() && !AMOUNT.test(v.amount.trim()) ? 'Amount must be a positive number with at most two decimals.' : undefined,
  }),
  { toBody: (v) => ({ ...supplyBody(v) }) },
);

/**
 * The supply dialog (001 §2, §5: product required, the rest optional). The office supplies anyone (DELIVERED at once:
 * the stock falls now); a staff member or teacher without the module requests for themselves (ORDER_REQUEST).
 * The amount follows price × quantity until it is typed over.
 */
export function SupplyDialog({ open, onClose, office }: { open: boolean; onClose: () => void; office: boolean }) {
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const errors = form.formState.errors;
  const create = useCreateSupply();
  const typedAmount = useRef(false);
  const [product, quantity] = form.watch(['product', 'quantity']);

  useEffect(() => {
    if (typedAmount.current) return;
    const amount = defaultAmount(product?.item.price, quantity);
    form.setValue('amount', amount === null ? '' : String(amount));
  }, [product, quantity, form]);

  const close = () => {
    typedAmount.current = false;
    form.reset(empty);
    onClose();
  };
  const consumer = bind(form, 'consumer');
  const stockLeft = product ? product.item.quantity : null;

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={office ? 'Supply Stock' : 'Request Supplies'}
      description={
        office
          ? 'The units leave the store now, delivered to the consumer.'
          : 'Your request goes to the store; the stock leaves it when your supply is delivered.'
      }
      submitLabel={office ? 'Supply' : 'Send request'}
      form={form}
      submit={(v) => create.mutateAsync(supplyBody(v))}
      onSuccess={close}
    >
      <OptionPicker
        label="Product"
        value={product}
        onChange={(o: Option | null) => form.setValue('product', o as ProductOption | null, { shouldValidate: form.formState.isSubmitted })}
        useOptions={useProductOptions}
        placeholder="Search the store"
        error={errorOf(errors, 'product')}
      />
      {office ? (
        <>
          <UserPicker
            label="Consumer"
            roles={CONSUMER_ROLES}
            value={consumer.value}
            onChange={(u) => {
              consumer.onChange(u);
              form.setValue('consumerRole', u ? roleLabel(u.role as Role) : '');
            }}
            placeholder="Search staff and teachers (empty: yourself)"
            emptyText="No staff member or teacher found"
            error={errorOf(errors, 'consumer')}
          />
          <TextField label="Consumer role" maxLength={40} {...form.register('consumerRole')} error={errorOf(errors, 'consumerRole')} />
        </>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Quantity"
          inputMode="numeric"
          hint={stockLeft !== null ? `${stockLeft.toLocaleString('en-IN')} in stock` : undefined}
          {...filtered(form.register('quantity'), (t) => t.replace(/\D/g, ''))}
          error={errorOf(errors, 'quantity')}
        />
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          placeholder="price × quantity"
          {...filtered(
            form.register('amount', {
              onChange: () => {
                typedAmount.current = true;
              },
            }),
            (t) => t.replace(/[^\d.]/g, ''),
          )}
          error={errorOf(errors, 'amount')}
        />
      </div>
      <TextField
        label="Purchased department"
        maxLength={200}
        placeholder="e.g. Science lab"
        {...form.register('purchasedDepartment')}
        error={errorOf(errors, 'purchasedDepartment')}
      />
    </FormDialog>
  );
}
