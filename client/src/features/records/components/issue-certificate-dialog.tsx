import { useForm } from 'react-hook-form';
import { ISSUED_KIND_LABEL, ISSUED_KINDS, IssueCertificateBody, type IssuedKind } from '@school/contracts';
import { SelectField, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import { useIssueCertificate } from '../api/issue-certificate';

interface Values {
  kind: IssuedKind;
  purpose: string;
}
const empty: Values = { kind: 'BONAFIDE', purpose: '' };
const resolver = schemaResolver<Values>(IssueCertificateBody);

/** Issue a bonafide or a transfer certificate from the student's record (numbered, with a verification code). */
export function IssueCertificateDialog({ studentId, open, onClose }: { studentId: string; open: boolean; onClose: () => void }) {
  const issue = useIssueCertificate();
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const close = () => {
    form.reset(empty);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Issue certificate"
      description="Drawn from the student's record on the institute's letterhead, with a number and a verification code."
      submitLabel="Issue"
      form={form}
      submit={(v) => issue.mutateAsync({ studentId, body: { kind: v.kind, ...(v.purpose.trim() ? { purpose: v.purpose.trim() } : {}) } })}
      onSuccess={close}
    >
      <SelectField label="Certificate" required {...form.register('kind')} error={errorOf(errors, 'kind')}>
        {ISSUED_KINDS.map((k) => (
          <option key={k} value={k}>
            {ISSUED_KIND_LABEL[k]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={kind === 'TRANSFER' ? 'Reason for leaving' : 'Purpose'}
        maxLength={200}
        placeholder={kind === 'TRANSFER' ? 'e.g. family relocation' : 'e.g. opening a bank account'}
        {...form.register('purpose')}
        error={errorOf(errors, 'purpose')}
      />
    </FormDialog>
  );
}
