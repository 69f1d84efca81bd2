import { CreateStaffPaymentBody, type StaffPaymentMethod, type StaffPaymentType } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { FormDrawer } from '@/components/drawer';
import { SelectField, TextField } from '@/components/field';
import { errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { useCreateStaffPayment } from '../api/create-staff-payment';
import { currentMonth, PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from './payment-format';

interface Values {
  paymentType: '' | StaffPaymentType;
  paymentMethod: '' | StaffPaymentMethod;
  paymentMonth: string;
  amount: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const emptyValues = (): Values => ({ paymentType: 'SALARY', paymentMethod: '', paymentMonth: currentMonth(), amount: '' });

/** 001 §5 Payment form (staff): the spec's messages; amounts are rupees with at most two decimals (as the server checks). */
export function validateStaffPayment(v: Values): Errors {
  const e: Errors = {};
  if (!v.paymentType) e.paymentType = 'Payment type is required.';
  if (!v.paymentMethod) e.paymentMethod = 'Payment method is required.';
  const amount = v.amount.trim();
  if (!amount) e.amount = 'Payment amount is required.';
  else if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)
    e.amount = 'Payment amount must be a positive number with at most two decimals.';
  else if (Number(amount) > 1_000_000_000) e.amount = 'Payment amount is too large.';
  if (!v.paymentMonth) e.paymentMonth = 'Payment date is required.';
  else if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(v.paymentMonth)) e.paymentMonth = 'Payment date must be a month, e.g. 2026-03.';
  return e;
}

/** The contract's body and messages (the month as its first day), with the client's finer wording after it. */
const resolver = schemaResolver<Values>(CreateStaffPaymentBody, validateStaffPayment, {
  toBody: (v) => ({ ...v, paymentMonth: v.paymentMonth ? `${v.paymentMonth}-01` : '' }),
});

/** 000 §2 Add Payment (staff): POST staff/payment/create/:staffId, always recorded as SUCCESSFUL. */
export function AddStaffPaymentDrawer({
  open,
  onClose,
  staffId,
  staffName,
}: {
  open: boolean;
  onClose: () => void;
  staffId: string;
  staffName: string;
}) {
  const form = useForm<Values>({ defaultValues: emptyValues(), resolver });
  const errors = form.formState.errors;
  const create = useCreateStaffPayment(staffId);
  const close = () => {
    form.reset(emptyValues());
    onClose();
  };
  return (
    <FormDrawer
      open={open}
      onClose={close}
      title="Add Payment"
      description={`Record a payment to ${staffName}. Cash and online payments are recorded as paid at once.`}
      submitLabel="Add Payment"
      form={form}
      submit={(values) =>
        create.mutateAsync({
          paymentStatus: 'SUCCESSFUL',
          paymentType: values.paymentType as StaffPaymentType,
          paymentMethod: values.paymentMethod as StaffPaymentMethod,
          // The first day of the chosen month, as an ISO date (no time: no time zone can move it into another month).
          paymentMonth: `${values.paymentMonth}-01`,
          amount: Number(values.amount),
        })
      }
      onSuccess={close}
    >
      <SelectField label="Payment type" required {...form.register('paymentType')} error={errorOf(errors, 'paymentType')}>
        <option value="">Choose a type</option>
        {Object.entries(PAYMENT_TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Payment method" required {...form.register('paymentMethod')} error={errorOf(errors, 'paymentMethod')}>
        <option value="">Choose a method</option>
        {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Payment month"
        type="month"
        required
        {...form.register('paymentMonth')}
        error={errorOf(errors, 'paymentMonth')}
        hint="The month this payment is for. One salary per month."
      />
      <TextField
        label="Amount (₹)"
        required
        inputMode="decimal"
        placeholder="0.00"
        {...filtered(form.register('amount'), (t) => t.replace(/[^\d.]/g, ''))}
        error={errorOf(errors, 'amount')}
      />
    </FormDrawer>
  );
}
