import { useForm } from 'react-hook-form';
import { MAX_RESUME_BYTES, PLACEMENT_NOTICE_MESSAGES as M, type PlacementNotice } from '@school/contracts';
import { TextAreaField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormDialog } from '@/components/form-dialog';
import { SpreadsheetIcon } from '@/components/icons';
import { bind, errorOf, NO_SCHEMA, schemaResolver } from '@/lib/schema-form';
import { useApplyPlacement } from '../api/apply-placement';

interface Values {
  description: string;
  resume: File | null;
}
const empty: Values = { description: '', resume: null };

/** The resume: required, a PDF of at most 5 MB (the server checks its bytes again). */
const resolver = schemaResolver<Values>(NO_SCHEMA, (v) => ({
  resume: !v.resume
    ? M.resumeRequired
    : !/\.pdf$/i.test(v.resume.name) && v.resume.type !== 'application/pdf'
      ? 'Resume must be a PDF.'
      : v.resume.size > MAX_RESUME_BYTES
        ? 'Resume is too large (at most 5 MiB).'
        : undefined,
  description: v.description.length > 2000 ? 'Keep it under 2,000 characters.' : undefined,
}));

/** Apply to a placement notice: a few words and a PDF resume (once; before the last date). */
export function ApplyDialog({ notice, onClose }: { notice: PlacementNotice | null; onClose: () => void }) {
  const apply = useApplyPlacement();
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const errors = form.formState.errors;
  const close = () => {
    form.reset(empty);
    onClose();
  };
  return (
    <FormDialog
      open={!!notice}
      onClose={close}
      title={notice ? `Apply: ${notice.title}` : 'Apply'}
      description={notice ? `${notice.companyName} · ${notice.position}. You can apply once; the office sees your resume.` : undefined}
      submitLabel="Apply"
      form={form}
      submit={(v) => apply.mutateAsync({ noticeId: notice!._id, description: v.description, resume: v.resume! })}
      onSuccess={close}
    >
      <TextAreaField
        label="Description"
        maxLength={2000}
        placeholder="Why you fit this role (optional)"
        {...form.register('description')}
        error={errorOf(errors, 'description')}
      />
      <FileInput
        label="Resume"
        accept=".pdf,application/pdf"
        icon={<SpreadsheetIcon />}
        hint="A PDF of at most 5 MB."
        {...bind(form, 'resume')}
        error={errorOf(errors, 'resume')}
      />
    </FormDialog>
  );
}
