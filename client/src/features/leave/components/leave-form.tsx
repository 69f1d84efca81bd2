import { useId, type ReactNode } from 'react';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { ApplyLeaveBody, LeaveBody, MAX_LEAVE_DAYS, windowMessage, windowOf, type LeaveRow } from '@school/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { bind, errorOf, schemaResolver } from '@/lib/schema-form';
import { cn } from '@/lib/cn';
import { EmployeePicker, type Employee } from './employee-picker';
import {
  instituteToday,
  LEAVE_CODE_LABELS,
  LEAVE_HALF_LABELS,
  LEAVE_TYPE_LABELS,
  type LeaveCode,
  type LeaveHalf,
  type LeaveType,
} from './leave-format';

export interface LeaveValues {
  employee: Employee | null;
  leaveCode: LeaveCode | '';
  leaveType: LeaveType;
  leaveDate: string;
  half: LeaveHalf | '';
  endDate: string;
  reason: string;
}
export type LeaveErrors = Partial<Record<keyof LeaveValues, string>>;

/** 000 §4: the leave type defaults to HALF_DAY. */
export const emptyLeave = (): LeaveValues => ({
  employee: null,
  leaveCode: '',
  leaveType: 'HALF_DAY',
  leaveDate: '',
  half: '',
  endDate: '',
  reason: '',
});

export const leaveValuesOf = (l: LeaveRow): LeaveValues => ({
  employee: { _id: l.staff._id, displayName: l.staff.displayName, email: l.staff.email, role: l.staff.role, photoUrl: l.staff.photoUrl },
  leaveCode: l.leaveCode as LeaveCode,
  leaveType: l.leaveType as LeaveType,
  leaveDate: l.leaveDate,
  half: (l.additionalLeaveInfo ?? '') as LeaveHalf | '',
  endDate: l.expectedJoiningDate ?? '',
  reason: l.reason,
});

/** 000 §5 Leave: the spec's messages; dates not before today (the server checks the same). `own`: no employee to pick. */
export function validateLeave(v: LeaveValues, today = instituteToday(), own = false): LeaveErrors {
  const e: LeaveErrors = {};
  if (!v.employee && !own) e.employee = 'Employee name is required.';
  if (!v.leaveCode) e.leaveCode = 'Leave Code is required.';
  if (!v.leaveDate) e.leaveDate = 'Leave date is required.';
  else if (v.leaveDate < today) e.leaveDate = 'Leave date cannot be earlier than today.';
  else if (v.leaveDate > windowOf('calendar', today).to) e.leaveDate = windowMessage('calendar', 'Leave date', today);
  if (v.leaveType === 'HALF_DAY' && !v.half) e.half = 'Please choose first or second half.';
  if (v.leaveType === 'MULTIPLE_DAY') {
    if (!v.endDate) e.endDate = 'End date is required.';
    else if (v.leaveDate && v.endDate <= v.leaveDate) e.endDate = 'End date must be after the start date.';
    else if (v.leaveDate && Date.parse(v.endDate) - Date.parse(v.leaveDate) >= MAX_LEAVE_DAYS * 86_400_000) {
      e.endDate = `A leave can be at most ${MAX_LEAVE_DAYS} days long.`;
    }
  }
  if (!v.reason.trim()) e.reason = 'Reason is required.';
  return e;
}

/** The body of POST staff/leave/create and PUT staff/leave/edit/:id: only the field the type uses. */
export const leaveBodyOf = (v: LeaveValues): LeaveBody => ({
  staff: v.employee!._id,
  leaveCode: v.leaveCode as LeaveCode,
  leaveType: v.leaveType,
  leaveDate: v.leaveDate,
  reason: v.reason.trim(),
  ...(v.leaveType === 'HALF_DAY' ? { additionalLeaveInfo: v.half as LeaveHalf } : {}),
  ...(v.leaveType === 'MULTIPLE_DAY' ? { expectedJoiningDate: v.endDate } : {}),
});

/** The contract's body (its messages) on the form, with the rules it cannot say (dates against today, the type's fields). */
export const leaveResolver = schemaResolver<LeaveValues>(LeaveBody, (v) => validateLeave(v), {
  toBody: (v) => ({
    staff: v.employee?._id ?? '',
    leaveCode: v.leaveCode,
    leaveType: v.leaveType,
    leaveDate: v.leaveDate,
    reason: v.reason,
  }),
  fieldOf: { staff: 'employee' },
});

/** POST staff/leave/apply: the caller's own leave, so no employee. */
export const applyBodyOf = (v: LeaveValues): ApplyLeaveBody => ({
  leaveCode: v.leaveCode as LeaveCode,
  leaveType: v.leaveType,
  leaveDate: v.leaveDate,
  reason: v.reason.trim(),
  ...(v.leaveType === 'HALF_DAY' ? { additionalLeaveInfo: v.half as LeaveHalf } : {}),
  ...(v.leaveType === 'MULTIPLE_DAY' ? { expectedJoiningDate: v.endDate } : {}),
});

/** The application form's resolver: the contract's messages, the same rules less the employee. */
export const applyResolver = schemaResolver<LeaveValues>(ApplyLeaveBody, (v) => validateLeave(v, instituteToday(), true), {
  toBody: (v) => ({ leaveCode: v.leaveCode, leaveType: v.leaveType, leaveDate: v.leaveDate, reason: v.reason }),
});

/** A small group of radio buttons drawn as a segmented control. */
function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  value: T | '';
  options: Record<T, string>;
  onChange: (v: T) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="block text-sm font-medium text-slate-700">
        {legend}
        <span className="ml-0.5 text-rose-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1">
        {(Object.entries(options) as [T, string][]).map(([key, label]) => (
          <label
            key={key}
            className={cn(
              'cursor-pointer rounded-md px-2 py-1.5 text-center text-sm font-medium transition has-focus-visible:ring-2 has-focus-visible:ring-brand-300',
              value === key ? 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-200' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(key)} className="sr-only" />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-rose-600" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The fields of Add Leave and of the edit drawer: the leave type decides the date fields (000 §4). */
export function LeaveFormFields({
  form,
  nameSuffix,
  own = false,
}: {
  form: UseFormReturn<LeaveValues>;
  nameSuffix: string;
  /** The caller's own application: no employee to pick. */
  own?: boolean;
}): ReactNode {
  const today = instituteToday();
  const errors = form.formState.errors;
  const leaveType = form.watch('leaveType');
  const leaveDate = form.watch('leaveDate');
  return (
    <>
      {own ? null : <EmployeePicker {...bind(form, 'employee')} error={errorOf(errors, 'employee')} />}
      <SelectField label="Leave code" required {...form.register('leaveCode')} error={errorOf(errors, 'leaveCode')}>
        <option value="">Choose a leave code</option>
        {(Object.entries(LEAVE_CODE_LABELS) as [LeaveCode, string][]).map(([k, label]) => (
          <option key={k} value={k}>
            {label}
          </option>
        ))}
      </SelectField>
      <Choice legend="Leave type" name={`leave-type-${nameSuffix}`} options={LEAVE_TYPE_LABELS} {...bind(form, 'leaveType')} />
      <div className={cn('grid gap-4', leaveType === 'MULTIPLE_DAY' && 'sm:grid-cols-2')}>
        <TextField
          type="date"
          label={leaveType === 'MULTIPLE_DAY' ? 'Start date' : 'Leave date'}
          required
          min={today}
          max={windowOf('calendar', today).to}
          {...form.register('leaveDate')}
          error={errorOf(errors, 'leaveDate')}
        />
        {leaveType === 'MULTIPLE_DAY' ? (
          <TextField
            type="date"
            label="End date"
            hint="The last day of the leave"
            required
            min={leaveDate ? leaveDate : today}
            max={windowOf('calendar', today).to}
            {...form.register('endDate')}
            error={errorOf(errors, 'endDate')}
          />
        ) : null}
      </div>
      {leaveType === 'HALF_DAY' ? (
        <Choice
          legend="Which half"
          name={`leave-half-${nameSuffix}`}
          options={LEAVE_HALF_LABELS}
          {...bind(form, 'half')}
          error={errorOf(errors, 'half')}
        />
      ) : null}
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={1000}
        {...form.register('reason')}
        error={errorOf(errors, 'reason')}
        placeholder="e.g. Fever, family function"
      />
    </>
  );
}
