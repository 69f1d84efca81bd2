import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { useCreateDepartment } from '../api/create-department';
import type { DepartmentInput } from '../api/department-form-data';
import { DepartmentFields, departmentResolver, emptyDepartment } from './department-fields';

/** 000 §2 Create Department: on success the dialog closes, resets and the list refreshes. */
export function CreateDepartmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<DepartmentInput>({ defaultValues: emptyDepartment, resolver: departmentResolver });
  const create = useCreateDepartment();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create Department"
      description="Departments group your staff; their counts show on the dashboard."
      submitLabel="Create Department"
      form={form}
      submit={(value) => create.mutateAsync(value)}
      onSuccess={() => {
        form.reset();
        onClose();
      }}
    >
      <DepartmentFields form={form} />
    </FormDialog>
  );
}
