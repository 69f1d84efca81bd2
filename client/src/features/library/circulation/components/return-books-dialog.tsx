import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import type { Option } from '@/components/option-picker';
import { paths, pathTo } from '@/lib/routes';
import { bind, errorOf, NO_SCHEMA, schemaResolver } from '@/lib/schema-form';
import { findCard } from '../api/library-queries';
import { returnTargetProblem } from './library-format';
import { StudentPicker } from './pickers';

interface Values {
  student: Option | null;
  card: string;
}
const empty: Values = { student: null, card: '' };

const resolver = schemaResolver<Values>(NO_SCHEMA, returnTargetProblem);

/**
 * 001 §2 Return Books (office only): pick a student, or type a library card id (GET library/card/:no), and go to that
 * student's library page, where each book out has its Return button.
 */
export function ReturnBooksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const [, navigate] = useLocation();
  const errors = form.formState.errors;
  const close = () => {
    form.reset(empty);
    onClose();
  };
  const go = (studentId: string) => navigate(pathTo(paths.libraryStudent, { studentId }));
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Return Books"
      description="Find the student whose books come back: by name, or by the library card id."
      submitLabel="Find Books"
      form={form}
      submit={async (v) => {
        if (v.student) {
          go(v.student._id);
          return { message: `${v.student.label}'s books` };
        }
        const res = await findCard(v.card.trim());
        go(res.data.studentId);
        return { message: `${res.data.displayName}'s books` };
      }}
      onSuccess={close}
    >
      <StudentPicker {...bind(form, 'student')} required={false} error={errorOf(errors, 'student')} />
      <p className="text-center text-xs font-medium uppercase tracking-wide text-slate-500">or</p>
      <TextField
        label="Library card id"
        placeholder="e.g. LIB-0042"
        maxLength={64}
        {...form.register('card')}
        error={errorOf(errors, 'card')}
      />
    </FormDialog>
  );
}
