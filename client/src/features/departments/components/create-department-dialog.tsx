import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { useCreateDepartment } from '../api/create-department';
import type { DepartmentInput } from '../api/department-form-data';
import { DepartmentFields, emptyDepartment, hasErrors, validateDepartment, type DepartmentErrors } from './department-fields';

/** 000 §2 Create Department: on success the dialog closes, resets and the list refreshes. */
export function CreateDepartmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [value, setValue] = useState<DepartmentInput>(emptyDepartment);
  const [errors, setErrors] = useState<DepartmentErrors>({});
  const create = useCreateDepartment();
  const reset = () => {
    setValue(emptyDepartment);
    setErrors({});
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create Department"
      description="Departments group your staff; their counts show on the dashboard."
      submitLabel="Create Department"
      validate={() => {
        const found = validateDepartment(value);
        setErrors(found);
        return !hasErrors(found);
      }}
      submit={() => create.mutateAsync(value)}
      onSuccess={() => {
        reset();
        onClose();
      }}
    >
      <DepartmentFields
        value={value}
        errors={errors}
        onChange={(next) => {
          setValue(next);
          if (hasErrors(errors)) setErrors(validateDepartment(next));
        }}
      />
    </FormDialog>
  );
}
