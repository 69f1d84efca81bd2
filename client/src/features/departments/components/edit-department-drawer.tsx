import { useEffect, useState } from 'react';
import { FormDrawer } from '@/components/drawer';
import type { DepartmentInput } from '../api/department-form-data';
import type { Department } from '../api/get-departments';
import { useUpdateDepartment } from '../api/update-department';
import { DepartmentFields, hasErrors, validateDepartment, type DepartmentErrors } from './department-fields';

/** 000 §2 department edit drawer: PUT department/update/:id. */
export function EditDepartmentDrawer({ department, onClose }: { department: Department | null; onClose: () => void }) {
  const [value, setValue] = useState<DepartmentInput>({ title: '', description: '', icon: null });
  const [errors, setErrors] = useState<DepartmentErrors>({});
  const update = useUpdateDepartment();
  // Keep showing the last department while the drawer slides out.
  const [shown, setShown] = useState<Department | null>(department);

  useEffect(() => {
    if (!department) return;
    setShown(department);
    setValue({ title: department.title, description: department.description, icon: null });
    setErrors({});
  }, [department]);

  return (
    <FormDrawer
      open={!!department}
      onClose={onClose}
      title="Edit Department"
      description={shown ? `Changes to ${shown.title} show everywhere at once.` : undefined}
      submitLabel="Save changes"
      validate={() => {
        const found = validateDepartment(value);
        setErrors(found);
        return !hasErrors(found);
      }}
      submit={() => update.mutateAsync({ id: shown!._id, ...value })}
      onSuccess={onClose}
    >
      <DepartmentFields
        value={value}
        errors={errors}
        currentIconUrl={shown?.iconUrl}
        onChange={(next) => {
          setValue(next);
          if (hasErrors(errors)) setErrors(validateDepartment(next));
        }}
      />
    </FormDrawer>
  );
}
