import { useForm } from 'react-hook-form';
import {
  AddCertificateBody,
  CERTIFICATE_TYPES,
  MAX_RECORD_FILE_BYTES,
  RECORDS_MESSAGES as M,
  type CertificateType,
} from '@school/contracts';
import { SelectField, TextField } from '@/components/field';
import { FileInput } from '@/components/file-input';
import { FormDialog } from '@/components/form-dialog';
import { SpreadsheetIcon } from '@/components/icons';
import { bind, errorOf, pick, schemaResolver } from '@/lib/schema-form';
import { useAddCertificate } from '../api/add-certificate';

interface Values {
  title: string;
  type: CertificateType;
  file: File | null;
}
const empty: Values = { title: '', type: 'PDF', file: null };

const ACCEPT: Record<CertificateType, string> = { PDF: '.pdf,application/pdf', IMAGE: 'image/png,image/jpeg,image/gif,image/webp' };

/** The file: required, the kind the type names, at most 5 MB (the server checks its bytes again). */
const resolver = schemaResolver<Values>(pick(AddCertificateBody, ['title', 'type']), (v) => ({
  file: !v.file
    ? M.fileRequired
    : v.type === 'PDF' && v.file.type !== 'application/pdf' && !/\.pdf$/i.test(v.file.name)
      ? 'Choose a PDF file.'
      : v.type === 'IMAGE' && !v.file.type.startsWith('image/')
        ? 'Choose an image file.'
        : v.file.size > MAX_RECORD_FILE_BYTES
          ? 'The file is too large (at most 5 MB).'
          : undefined,
}));

/** 000 §2 Add Certificate: title, type (IMAGE or PDF), file. */
export function AddCertificateDialog({ studentId, open, onClose }: { studentId: string; open: boolean; onClose: () => void }) {
  const add = useAddCertificate();
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const errors = form.formState.errors;
  const type = form.watch('type');
  const close = () => {
    form.reset(empty);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add Certificate"
      submitLabel="Add Certificate"
      form={form}
      submit={(v) => add.mutateAsync({ studentId, title: v.title.trim(), type: v.type, file: v.file! })}
      onSuccess={close}
    >
      <TextField label="Title" required maxLength={100} {...form.register('title')} error={errorOf(errors, 'title')} />
      <SelectField label="Type" required {...form.register('type')} error={errorOf(errors, 'type')}>
        {CERTIFICATE_TYPES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </SelectField>
      <FileInput
        label="File"
        accept={ACCEPT[type]}
        icon={<SpreadsheetIcon />}
        hint={type === 'PDF' ? 'A PDF of at most 5 MB.' : 'A PNG, JPEG, GIF or WebP image of at most 5 MB.'}
        {...bind(form, 'file')}
        error={errorOf(errors, 'file')}
      />
    </FormDialog>
  );
}
