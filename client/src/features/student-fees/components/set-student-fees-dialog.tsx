import { CreateStudentFeeBody as StudentFeeBody, type StudentFeeType as FeeType } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { useBatches } from '@/features/academics';
import { bind, errorOf, filtered, pick, schemaResolver } from '@/lib/schema-form';
import { FormDialog } from '@/components/form-dialog';
import { SelectField, TextField } from '@/components/field';
import { useCreateStudentFee, type CreateStudentFeeBody } from '../api/create-student-fee';
import { useFeeMasters } from '../api/get-fee-masters';
import { amountError, batchText } from './fee-format';
import { FeeTypeField } from './fee-type-field';
import { lateFeeBody, lateFeeErrors } from './adjustment-forms';

interface Values {
  fees: string;
  batch: string;
  amount: string;
  feeType: FeeType | '';
  startDate: string;
  endDate: string;
  startMonth: string;
  endMonth: string;
  dueDay: string;
  lateFeeType: '' | 'FLAT' | 'PER_DAY';
  lateFeeAmount: string;
  lateFeeCap: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const empty: Values = {
  fees: '',
  batch: '',
  amount: '',
  feeType: '',
  startDate: '',
  endDate: '',
  startMonth: '',
  endMonth: '',
  dueDay: '',
  lateFeeType: '',
  lateFeeAmount: '',
  lateFeeCap: '',
};

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y!, m!, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The create messages (money design): the same texts the server answers with. */
export function validateStudentFee(v: Values): Errors {
  const e: Errors = {};
  if (!v.fees) e.fees = 'Fee is required.';
  if (!v.batch) e.batch = 'Batch is required.';
  const amount = amountError(v.amount);
  if (amount) e.amount = amount;
  if (!v.feeType) e.feeType = 'Fee type is required.';
  if (v.feeType === 'RECURRING') {
    if (!v.startMonth) e.startMonth = 'Start date is required.';
    if (!v.endMonth) e.endMonth = 'End date is required.';
    else if (v.startMonth && v.endMonth < v.startMonth) e.endMonth = 'End date must not be before start date.';
    if (v.dueDay && (!/^\d+$/.test(v.dueDay) || Number(v.dueDay) < 1 || Number(v.dueDay) > 28))
      e.dueDay = 'Due day must be between 1 and 28.';
  } else if (v.feeType === 'ONETIME') {
    if (!v.startDate) e.startDate = 'Start date is required.';
    if (!v.endDate) e.endDate = 'End date is required.';
    else if (v.startDate && v.endDate < v.startDate) e.endDate = 'End date must not be before start date.';
  }
  Object.assign(e, lateFeeErrors(v));
  return e;
}

function bodyOf(v: Values): CreateStudentFeeBody {
  const base = { fees: v.fees, batch: v.batch, amount: Number(v.amount), feeType: v.feeType as FeeType, ...lateFeeBody(v) };
  if (v.feeType === 'RECURRING') {
    return { ...base, startDate: `${v.startMonth}-01`, endDate: lastDayOf(v.endMonth), ...(v.dueDay ? { dueDay: Number(v.dueDay) } : {}) };
  }
  return { ...base, startDate: v.startDate, endDate: v.endDate };
}

/** The contract's fields and messages; the dates by fee type (days or months) as the form holds them. */
const resolver = schemaResolver<Values>(pick(StudentFeeBody, ['fees', 'batch', 'amount', 'feeType']), validateStudentFee);

/** 000 §2 Set Student Fees / Add Fee: a fee of the master list for every student of a batch. */
export function SetStudentFeesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const errors = form.formState.errors;
  const values = form.watch();
  const fees = useFeeMasters(open);
  const batches = useBatches({ pageNo: 1, perPage: 100, searchTitle: '' });
  const create = useCreateStudentFee();
  const close = () => {
    form.reset(empty);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Set Student Fees"
      description="Charge a fee to every student of a batch, once or every month."
      submitLabel="Add Fee"
      form={form}
      submit={(v) => create.mutateAsync(bodyOf(v))}
      onSuccess={close}
    >
      <SelectField
        label="Fee"
        required
        {...form.register('fees', {
          onChange: (e: { target: { value: string } }) => {
            // 000 §4: choosing a fee fills its amount.
            const fee = fees.data?.data.find((f) => f._id === e.target.value);
            if (fee) form.setValue('amount', String(fee.amount), { shouldValidate: form.formState.isSubmitted });
          },
        })}
        error={errorOf(errors, 'fees')}
        hint={fees.isError ? 'Could not load the fees.' : undefined}
      >
        <option value="">{fees.isPending ? 'Loading fees…' : 'Choose a fee'}</option>
        {fees.data?.data.map((f) => (
          <option key={f._id} value={f._id}>
            {f.title}
          </option>
        ))}
      </SelectField>
      <SelectField label="Batch" required {...form.register('batch')} error={errorOf(errors, 'batch')}>
        <option value="">{batches.isPending ? 'Loading batches…' : 'Choose a batch'}</option>
        {batches.data?.data
          .filter((b) => !b.isBatchCompleted)
          .map((b) => (
            <option key={b._id} value={b._id}>
              {batchText(b)}
            </option>
          ))}
      </SelectField>
      <TextField
        label="Amount (₹)"
        required
        inputMode="decimal"
        placeholder="0.00"
        {...filtered(form.register('amount'), (t) => t.replace(/[^\d.]/g, ''))}
        error={errorOf(errors, 'amount')}
        hint="Per student (per month for a recurring fee)."
      />
      <FeeTypeField {...bind(form, 'feeType')} error={errorOf(errors, 'feeType')} />
      {values.feeType === 'ONETIME' ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Start date" type="date" required {...form.register('startDate')} error={errorOf(errors, 'startDate')} />
          <TextField
            label="End date"
            type="date"
            required
            min={values.startDate || undefined}
            {...form.register('endDate')}
            error={errorOf(errors, 'endDate')}
            hint="The fee is due on this day."
          />
        </div>
      ) : values.feeType === 'RECURRING' ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField label="Start month" type="month" required {...form.register('startMonth')} error={errorOf(errors, 'startMonth')} />
          <TextField
            label="End month"
            type="month"
            required
            min={values.startMonth || undefined}
            {...form.register('endMonth')}
            error={errorOf(errors, 'endMonth')}
          />
          <TextField
            label="Due day"
            inputMode="numeric"
            placeholder="1"
            {...filtered(form.register('dueDay'), (t) => t.replace(/\D/g, '').slice(0, 2))}
            error={errorOf(errors, 'dueDay')}
            hint="Day of each month, 1–28."
          />
        </div>
      ) : null}
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">Late fee</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <SelectField label="Late fee type" {...form.register('lateFeeType')} error={errorOf(errors, 'lateFeeType')}>
            <option value="">No late fee</option>
            <option value="FLAT">Flat, once</option>
            <option value="PER_DAY">Per day, with a cap</option>
          </SelectField>
          {values.lateFeeType ? (
            <TextField
              label={values.lateFeeType === 'PER_DAY' ? 'Late fee a day (₹)' : 'Late fee (₹)'}
              required
              inputMode="decimal"
              placeholder="0.00"
              {...filtered(form.register('lateFeeAmount'), (t) => t.replace(/[^\d.]/g, ''))}
              error={errorOf(errors, 'lateFeeAmount')}
            />
          ) : null}
          {values.lateFeeType === 'PER_DAY' ? (
            <TextField
              label="Cap (₹)"
              required
              inputMode="decimal"
              placeholder="0.00"
              {...filtered(form.register('lateFeeCap'), (t) => t.replace(/[^\d.]/g, ''))}
              error={errorOf(errors, 'lateFeeCap')}
            />
          ) : null}
        </div>
        <p className="mt-2 text-xs text-slate-600">
          Charged as a fee of its own to each student whose fee is still unpaid after its due date.
        </p>
      </fieldset>
    </FormDialog>
  );
}
