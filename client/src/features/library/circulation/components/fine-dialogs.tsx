import { LIBRARY_MESSAGES, type BookIssue } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { RadioCardsField } from '@/components/radio-cards-field';
import { formatRupees } from '@/lib/format';
import { bind, errorOf, filtered, NO_SCHEMA, schemaResolver } from '@/lib/schema-form';
import { usePayFine, useRenewIssue } from '../api/library-mutations';
import {
  addDays,
  laterDay,
  fineAmountProblem,
  finePaidOf,
  formatDay,
  instituteToday,
  lastReturnDate,
  returnDateProblem,
} from './library-format';

interface PayValues {
  mode: 'ALL' | 'AMOUNT';
  amount: string;
  method: 'CASH' | 'ONLINE';
}
const emptyPay: PayValues = { mode: 'ALL', amount: '', method: 'CASH' };

/**
 * Pay Fine (001 §2): the whole pending fine or an amount of it, received in cash or online. The payment is a CREDIT in
 * the ledger; it is never edited, a mistake is waived or corrected by a new entry.
 */
export function PayFineDialog({ issue, onClose }: { issue: BookIssue | null; onClose: () => void }) {
  const pending = issue?.pendingAmount ?? 0;
  const form = useForm<PayValues>({
    defaultValues: emptyPay,
    resolver: schemaResolver<PayValues>(NO_SCHEMA, (v) =>
      v.mode === 'AMOUNT' ? { amount: fineAmountProblem(v.amount, pending, LIBRARY_MESSAGES.fineTooMuch) } : {},
    ),
  });
  const pay = usePayFine();
  const mode = form.watch('mode');
  const close = () => {
    form.reset(emptyPay);
    onClose();
  };
  return (
    <FormDialog
      open={!!issue}
      onClose={close}
      title="Pay Fine"
      description={issue ? `${issue.book.title} · ${issue.user.displayName}: ${formatRupees(pending)} payable.` : undefined}
      submitLabel="Pay Fine"
      form={form}
      submit={(v) => pay.mutateAsync({ issueId: issue!._id, body: { finePaid: finePaidOf(v.mode, v.amount), method: v.method } })}
      onSuccess={close}
    >
      <RadioCardsField
        legend="Amount"
        options={[
          { value: 'ALL', label: 'Whole fine', text: formatRupees(pending) },
          { value: 'AMOUNT', label: 'Part of it', text: 'Type the rupees received' },
        ]}
        {...bind(form, 'mode')}
      />
      {mode === 'AMOUNT' ? (
        <TextField
          label="Amount (₹)"
          required
          inputMode="decimal"
          placeholder="0.00"
          {...filtered(form.register('amount'), (t) => t.replace(/[^\d.]/g, ''))}
          error={errorOf(form.formState.errors, 'amount')}
        />
      ) : null}
      <RadioCardsField
        legend="Method"
        options={[
          { value: 'CASH', label: 'Cash', text: 'Received at the desk' },
          { value: 'ONLINE', label: 'Online', text: 'UPI, card or transfer' },
        ]}
        {...bind(form, 'method')}
      />
    </FormDialog>
  );
}

/** Renew (a new return date after the current one; the rules limit renewals and overdue books). */
export function RenewDialog({ issue, onClose }: { issue: BookIssue | null; onClose: () => void }) {
  const today = instituteToday();
  const current = issue?.returnDate ?? today;
  const form = useForm<{ returnDate: string }>({
    defaultValues: { returnDate: '' },
    resolver: schemaResolver<{ returnDate: string }>(NO_SCHEMA, (v) => ({
      returnDate: !v.returnDate
        ? LIBRARY_MESSAGES.returnDateRequired
        : v.returnDate <= current
          ? LIBRARY_MESSAGES.renewNotLater
          : returnDateProblem(v.returnDate, today, { past: LIBRARY_MESSAGES.returnDatePast, tooFar: LIBRARY_MESSAGES.returnDateTooFar }),
    })),
  });
  const renew = useRenewIssue();
  const close = () => {
    form.reset({ returnDate: '' });
    onClose();
  };
  return (
    <FormDialog
      open={!!issue}
      onClose={close}
      title="Renew"
      description={issue ? `${issue.book.title}: due ${formatDay(issue.returnDate)}, renewed ${issue.renewals} times so far.` : undefined}
      submitLabel="Renew"
      form={form}
      submit={(v) => renew.mutateAsync({ issueId: issue!._id, body: { returnDate: v.returnDate } })}
      onSuccess={close}
    >
      <TextField
        type="date"
        label="New return date"
        required
        min={addDays(laterDay(current, today), 1)}
        max={lastReturnDate(today)}
        {...form.register('returnDate')}
        error={errorOf(form.formState.errors, 'returnDate')}
      />
    </FormDialog>
  );
}
