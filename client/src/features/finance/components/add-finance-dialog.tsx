import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/field';
import { useCreateFinanceEntry } from '../api/create-finance-entry';
import { FinanceTypeField, type FinanceTypeValue } from './finance-type-field';

interface Values {
  title: string;
  financeType: FinanceTypeValue;
  amount: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const empty: Values = { title: '', financeType: '', amount: '' };

/** 000 §5 Finance: the spec's messages; amounts are rupees with at most two decimals (as the server checks). */
export function validateFinance(v: Values): Errors {
  const e: Errors = {};
  if (!v.title.trim()) e.title = 'Finance name is required.';
  if (!v.financeType) e.financeType = 'Finance type is required.';
  const amount = v.amount.trim();
  if (!amount) e.amount = 'Amount is required.';
  else if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) e.amount = 'Amount must be a positive number with at most two decimals.';
  else if (Number(amount) > 1_000_000_000_000) e.amount = 'Amount is too large.';
  return e;
}

/** 000 §2 Add Finance: POST finance/create; closes, resets and refreshes on success. */
export function AddFinanceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateFinanceEntry();
  const set = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (Object.keys(errors).length) setErrors(validateFinance(next));
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Finance"
      description="Record money the institute received or spent."
      submitLabel="Add Finance"
      validate={() => {
        const found = validateFinance(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      submit={() => create.mutateAsync({ title: values.title.trim(), financeType: values.financeType as 'CREDIT' | 'DEBIT', amount: Number(values.amount) })}
      onSuccess={() => {
        setValues(empty);
        setErrors({});
        onClose();
      }}
    >
      <TextField
        label="Finance name"
        required
        maxLength={200}
        placeholder="e.g. Tuition fees, term 2"
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        error={errors.title}
        autoFocus
      />
      <FinanceTypeField value={values.financeType} onChange={(financeType) => set({ financeType })} error={errors.financeType} />
      <TextField
        label="Amount (₹)"
        required
        inputMode="decimal"
        placeholder="0.00"
        value={values.amount}
        onChange={(e) => set({ amount: e.target.value.replace(/[^\d.]/g, '') })}
        error={errors.amount}
      />
    </FormDialog>
  );
}
