import { PLACEMENT_FIRST_YEAR, PLACEMENT_REPORT_MESSAGES as M, PlacementReportBody } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { FormError } from '@/components/form-error';
import { OptionPicker, type Option } from '@/components/option-picker';
import { useFormSubmit } from '@/components/use-form-submit';
import { bind, errorOf, schemaResolver } from '@/lib/schema-form';
import { useCreatePlacementReport } from '../api/create-placement-report';
import { usePlacementStudentOptions } from '../api/get-placement-students';

interface Values {
  year: string;
  student: Option | null;
  companyName: string;
  position: string;
}

const lastYear = () => new Date().getFullYear() + 1;
/** The year is sent as a date (001 §7): 1 June of it, a day inside the year in every zone. */
const yearAsDate = (year: string) => (/^\d{4}$/.test(year.trim()) ? `${year.trim()}-06-01` : year.trim());

const resolver = schemaResolver<Values>(
  PlacementReportBody,
  (v) => {
    const y = Number(v.year);
    return v.year.trim() && (!Number.isInteger(y) || y < PLACEMENT_FIRST_YEAR || y > lastYear())
      ? { year: M.yearRange(PLACEMENT_FIRST_YEAR, lastYear()) }
      : {};
  },
  {
    toBody: (v) => ({
      placementYear: yearAsDate(v.year),
      student: v.student?._id ?? '',
      companyName: v.companyName.trim(),
      position: v.position.trim(),
    }),
    fieldOf: { placementYear: 'year' },
  },
);

/** 001 §5 Placement, manual entry: year, student, company name and hiring position. */
export function ManualEntryForm({ year, onDone }: { year?: number; onDone: () => void }) {
  const empty = (): Values => ({ year: String(year ?? new Date().getFullYear()), student: null, companyName: '', position: '' });
  const form = useForm<Values>({ defaultValues: empty(), resolver });
  const create = useCreatePlacementReport();
  const { busy, handleSubmit, serverError } = useFormSubmit({
    form,
    submit: (v) =>
      create.mutateAsync({
        placementYear: yearAsDate(v.year),
        student: v.student!._id,
        companyName: v.companyName.trim(),
        position: v.position.trim(),
      }),
    onSuccess: () => {
      form.reset(empty());
      onDone();
    },
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <div className="space-y-4 px-5 py-5">
        <FormError message={serverError} />
        <TextField
          label="Year"
          type="number"
          inputMode="numeric"
          min={PLACEMENT_FIRST_YEAR}
          max={lastYear()}
          required
          {...form.register('year')}
          error={errorOf(errors, 'year')}
        />
        <OptionPicker
          label="Student"
          placeholder="Search by name or registration number"
          useOptions={usePlacementStudentOptions}
          {...bind(form, 'student')}
          error={errorOf(errors, 'student')}
        />
        <TextField label="Company Name" required maxLength={200} {...form.register('companyName')} error={errorOf(errors, 'companyName')} />
        <TextField label="Hiring Position" required maxLength={200} {...form.register('position')} error={errorOf(errors, 'position')} />
      </div>
      <div className="flex flex-col-reverse gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Add Placed Student
        </Button>
      </div>
    </form>
  );
}
