import { CreateFinanceBody } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/field';
import { bind, errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { useCreateFinanceEntry } from '../api/create-finance-entry';
import { FinanceTypeField, type FinanceTypeValue } from './finance-type-field';

interface Values {
  title: string;
  financeType: FinanceTypeValue;
  amount: string;
}

const empty: Values = { title: '', financeType: '', amount: '' };

/** 000 §5 Finance: the contract's fields and messages; amounts are rupees with at most two decimals (as the server keeps them). */
const resolver = schemaResolver<Values>(CreateFinanceBody, (v) => {
  const amount = v.amount.trim();
  return { amount: /^\d+(\.\d{1,2})?$/.test(amount) ? undefined : 'Amount must be a positive number with at most two decimals.' };
});

/** 000 §2 Add Finance: POST finance/create; closes, resets and refreshes on success. */
export function AddFinanceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const errors = form.formState.errors;
  const create = useCreateFinanceEntry();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Finance"
      description="Record money the institute received or spent."
      submitLabel="Add Finance"
      form={form}
      submit={(v) =>
        create.mutateAsync({ title: v.title.trim(), financeType: v.financeType as 'CREDIT' | 'DEBIT', amount: Number(v.amount) })
      }
      onSuccess={() => {
        form.reset();
        onClose();
      }}
    >
      <TextField
        label="Finance name"
        required
        maxLength={200}
        placeholder="e.g. Tuition fees, term 2"
        {...form.register('title')}
        error={errorOf(errors, 'title')}
        autoFocus
      />
      <FinanceTypeField {...bind(form, 'financeType')} error={errorOf(errors, 'financeType')} />
      <TextField
        label="Amount (₹)"
        required
        inputMode="decimal"
        placeholder="0.00"
        {...filtered(form.register('amount'), (t) => t.replace(/[^\d.]/g, ''))}
        error={errorOf(errors, 'amount')}
      />
    </FormDialog>
  );
}
