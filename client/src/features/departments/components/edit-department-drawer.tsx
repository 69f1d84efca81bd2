import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDrawer } from '@/components/drawer';
import type { DepartmentInput } from '../api/department-form-data';
import type { Department } from '../api/get-departments';
import { useUpdateDepartment } from '../api/update-department';
import { DepartmentFields, departmentResolver, emptyDepartment } from './department-fields';

/** 000 §2 department edit drawer: PUT department/update/:id. */
export function EditDepartmentDrawer({ department, onClose }: { department: Department | null; onClose: () => void }) {
  const form = useForm<DepartmentInput>({ defaultValues: emptyDepartment, resolver: departmentResolver });
  const update = useUpdateDepartment();
  // Keep showing the last department while the drawer slides out.
  const [shown, setShown] = useState<Department | null>(department);

  useEffect(() => {
    if (!department) return;
    setShown(department);
    form.reset({ title: department.title, description: department.description, icon: null });
  }, [department, form]);

  return (
    <FormDrawer
      open={!!department}
      onClose={onClose}
      title="Edit Department"
      description={shown ? `Changes to ${shown.title} show everywhere at once.` : undefined}
      submitLabel="Save changes"
      form={form}
      submit={(value) => update.mutateAsync({ id: shown!._id, ...value })}
      onSuccess={onClose}
    >
      <DepartmentFields form={form} currentIconUrl={shown?.iconUrl} />
    </FormDrawer>
  );
}
