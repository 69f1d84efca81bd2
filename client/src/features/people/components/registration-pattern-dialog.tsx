import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { parseRegistrationPattern, RegistrationPatternBody } from '@school/contracts';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import { useSetRegistrationPattern } from '../api/registration';

const resolver = schemaResolver<{ pattern: string }>(RegistrationPatternBody, (v) => {
  const parsed = parseRegistrationPattern(v.pattern);
  return { pattern: 'error' in parsed ? parsed.error : undefined };
});

/** ADMIN: how new registration numbers are made (PUT institute/registration-pattern). */
export function RegistrationPatternButton({ current }: { current: string | undefined }) {
  const [open, setOpen] = useState(false);
  const form = useForm<{ pattern: string }>({ defaultValues: { pattern: current ?? '' }, resolver });
  const save = useSetRegistrationPattern();
  return (
    <>
      <button
        type="button"
        className="mt-1 text-sm font-medium text-brand-700 hover:underline"
        onClick={() => {
          form.reset({ pattern: current ?? '' });
          setOpen(true);
        }}
      >
        Change the numbering pattern
      </button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Registration numbers"
        description="Numbers already given stay as they are; new students are numbered by this pattern."
        submitLabel="Save"
        form={form}
        submit={(v) => save.mutateAsync(v.pattern.trim())}
        onSuccess={() => setOpen(false)}
      >
        <TextField
          label="Pattern"
          required
          {...form.register('pattern')}
          error={errorOf(form.formState.errors, 'pattern')}
          autoComplete="off"
        />
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
          <li>
            <code>{'{YYYY}'}</code> or <code>{'{YY}'}</code>: the year of registration
          </li>
          <li>
            <code>{'{SESSION}'}</code>: the batch's session, e.g. 2025-2026
          </li>
          <li>
            <code>{'{SEQ:4}'}</code>: the running number with 4 digits (once, required); it restarts for each year or session in the pattern
          </li>
          <li>Around them: letters, digits and / - _ .</li>
        </ul>
      </FormDialog>
    </>
  );
}
