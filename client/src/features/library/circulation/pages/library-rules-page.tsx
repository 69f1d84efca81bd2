import { LibraryRulesBody, MAX_BOOKS_PER_STUDENT, MAX_FINE_PER_DAY, MAX_LOAN_DAYS, MAX_RENEWALS } from '@school/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { TextField } from '@/components/field';
import { FormError } from '@/components/form-error';
import { useFormSubmit } from '@/components/use-form-submit';
import { errorMessage } from '@/lib/api-client';
import { errorOf, filtered, schemaResolver } from '@/lib/schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSaveRules } from '../api/library-mutations';
import { useLibraryRules } from '../api/library-queries';
import { fineRuleLine } from '../components/library-format';
import { rulesBodyOf, rulesValuesOf, type RulesValues } from '../components/rules-form';

// The schema sees the text as typed (converted as a body is): an empty field is refused with the field's message.
const resolver = schemaResolver<RulesValues>(LibraryRulesBody, undefined, {
  toBody: (v) => ({ ...v, fineCap: v.fineCap.trim() === '' ? null : v.fineCap }),
});
const digits = (t: string) => t.replace(/[^\d]/g, '');
const decimal = (t: string) => t.replace(/[^\d.]/g, '');

/** /panel/admin/library/settings: the institute's library rules (fines, limits, renewals), with the fine in one line. */
export function LibraryRulesPage() {
  useDocumentTitle('Library rules');
  const rules = useLibraryRules();
  const save = useSaveRules();
  const form = useForm<RulesValues>({ resolver });
  const { busy, handleSubmit, serverError } = useFormSubmit({
    form,
    submit: (v) => save.mutateAsync(rulesBodyOf(v)),
    onSuccess: () => undefined,
  });
  const loaded = rules.data?.data;
  useEffect(() => {
    if (loaded) form.reset(rulesValuesOf(loaded));
  }, [loaded, form]);
  const errors = form.formState.errors;
  const values = form.watch();
  const preview = values.finePerDay !== undefined ? rulesBodyOf(values) : null;
  const previewOk = !!preview && Number.isFinite(preview.finePerDay) && Number.isFinite(preview.graceDays);
  if (rules.isPending) return <span className="skeleton block h-96 w-full rounded-2xl" aria-hidden="true" />;
  if (rules.error) return <EmptyState title="Could not load the library rules" text={errorMessage(rules.error)} />;
  return (
    <>
      <PageHeader
        title="Library rules"
        description="How long books are lent, how many a student may hold, renewals and the fine for a late return."
      />
      <Card className="max-w-3xl p-5">
        <form onSubmit={handleSubmit} noValidate className="space-y-5">
          <FormError message={serverError} />
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800" role="status" data-testid="fine-rule">
            {previewOk ? fineRuleLine(preview) : 'Fill in the fine per day and the grace days.'}
          </p>
          <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Fine</legend>
            <TextField
              label="Fine per day (₹)"
              required
              inputMode="decimal"
              hint={`At most ₹${MAX_FINE_PER_DAY}`}
              {...filtered(form.register('finePerDay'), decimal)}
              error={errorOf(errors, 'finePerDay')}
            />
            <TextField
              label="Grace days"
              required
              inputMode="numeric"
              hint="Days after the return date with no fine"
              {...filtered(form.register('graceDays'), digits)}
              error={errorOf(errors, 'graceDays')}
            />
            <TextField
              label="Fine cap (₹)"
              inputMode="decimal"
              hint="Empty: no cap"
              {...filtered(form.register('fineCap'), decimal)}
              error={errorOf(errors, 'fineCap')}
            />
          </fieldset>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-300" {...form.register('countHolidays')} />
            Holidays count as late days
          </label>
          <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Lending</legend>
            <TextField
              label="Loan days"
              required
              inputMode="numeric"
              hint={`The Issue dialog's default; at most ${MAX_LOAN_DAYS}`}
              {...filtered(form.register('loanDays'), digits)}
              error={errorOf(errors, 'loanDays')}
            />
            <TextField
              label="Books per student"
              required
              inputMode="numeric"
              hint={`At most ${MAX_BOOKS_PER_STUDENT}`}
              {...filtered(form.register('maxBooksPerStudent'), digits)}
              error={errorOf(errors, 'maxBooksPerStudent')}
            />
            <TextField
              label="Renewals per issue"
              required
              inputMode="numeric"
              hint={`0 to ${MAX_RENEWALS}`}
              {...filtered(form.register('maxRenewals'), digits)}
              error={errorOf(errors, 'maxRenewals')}
            />
          </fieldset>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-300" {...form.register('renewOverdue')} />
            An overdue book may be renewed
          </label>
          <div className="flex justify-end border-t border-slate-100 pt-4">
            <Button type="submit" loading={busy}>
              Save rules
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
