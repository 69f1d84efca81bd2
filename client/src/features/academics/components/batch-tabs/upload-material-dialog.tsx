import { BatchMaterialBody } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { FileInput } from '@/components/file-input';
import { FormDialog } from '@/components/form-dialog';
import { TextAreaField, TextField } from '@/components/field';
import { bind, errorOf, pick, schemaResolver } from '@/lib/schema-form';
import { useUploadMaterial } from '../../api/upload-material';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.docx,.xlsx,.pptx';
const MAX = 10 * 1024 * 1024;

interface Values {
  title: string;
  description: string;
  file: File | null;
}
const empty: Values = { title: '', description: '', file: null };

/** The contract's text fields and messages; the file is required and at most 10 MiB (the server checks its kind). */
const resolver = schemaResolver<Values>(pick(BatchMaterialBody, ['title', 'description']), (v) => ({
  file: !v.file ? 'File is required.' : v.file.size > MAX ? 'File is too large (at most 10 MiB).' : undefined,
}));

/** Designed: POST batch/material/:batchId (title, description, file; the server checks the file's kind). */
export function UploadMaterialDialog({ batchId, open, onClose }: { batchId: string; open: boolean; onClose: () => void }) {
  const upload = useUploadMaterial(batchId);
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const errors = form.formState.errors;
  const close = () => {
    form.reset(empty);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Upload Material"
      submitLabel="Upload"
      form={form}
      submit={(v) => upload.mutateAsync({ title: v.title.trim(), description: v.description.trim(), file: v.file! })}
      onSuccess={close}
    >
      <TextField label="Title" required {...form.register('title')} maxLength={120} error={errorOf(errors, 'title')} />
      <TextAreaField
        label="Description"
        {...form.register('description')}
        maxLength={2000}
        rows={3}
        hint="Optional."
        error={errorOf(errors, 'description')}
      />
      <FileInput
        label="File"
        {...bind(form, 'file')}
        accept={ACCEPT}
        error={errorOf(errors, 'file')}
        hint="PDF, image, Word, Excel or PowerPoint, at most 10 MiB."
      />
    </FormDialog>
  );
}
