import { CreateStudentCertificateBody } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/field';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import { useCreateStudentCertificate } from '../api/create-student-certificate';

interface Values {
  title: string;
}

const empty: Values = { title: '' };
/** The contract's fields and messages, checked before the server checks them again. */
const resolver = schemaResolver<Values>(CreateStudentCertificateBody);

/** POST records/student-certificate/create; closes, resets and refreshes on success. */
export function AddStudentCertificateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const create = useCreateStudentCertificate();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add student certificate"
      submitLabel="Add student certificate"
      form={form}
      submit={(v) => create.mutateAsync({ title: v.title.trim() })}
      onSuccess={() => {
        form.reset();
        onClose();
      }}
    >
      <TextField
        label="Title"
        required
        maxLength={200}
        {...form.register('title')}
        error={errorOf(form.formState.errors, 'title')}
        autoFocus
      />
    </FormDialog>
  );
}
