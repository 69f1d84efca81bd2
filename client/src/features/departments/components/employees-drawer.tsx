import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button, IconButton } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Drawer } from '@/components/drawer';
import { EmptyState } from '@/components/empty-state';
import { TrashIcon, UsersIcon } from '@/components/icons';
import { UserAvatar } from '@/components/user-avatar';
import { UserPicker, type PickedUser } from '@/features/people';
import { errorMessage } from '@/lib/api-client';
import { roleLabel } from '@/lib/routes';
import { bind, errorOf, NO_SCHEMA, schemaResolver } from '@/lib/schema-form';
import { toast } from '@/lib/toast';
import type { Role } from '@school/contracts';
import { useAssignStaff, useDepartmentStaff, useRemoveStaff, type DepartmentEmployee } from '../api/department-staff';
import type { Department } from '../api/get-departments';

type Values = { picked: PickedUser | null };
/** AssignStaffBody takes the user in one of two fields, so its schema cannot require one: the picker's rule is here. */
const resolver = schemaResolver<Values>(NO_SCHEMA, (v) => ({ picked: v.picked ? undefined : 'Please select a user' }));

interface Props {
  department: Department | null;
  /** Adding and removing employees (SUPER_ADMIN, ADMIN, MANAGER); others only view. */
  manage: boolean;
  onClose: () => void;
}

/** 000 §2 "Employees": the department's staff, remove after 'Yes, Remove it!', add a STAFF or TEACHER user. */
export function EmployeesDrawer({ department, manage, onClose }: Props) {
  const staff = useDepartmentStaff(department?._id ?? null);
  const assign = useAssignStaff();
  const remove = useRemoveStaff();
  const form = useForm<Values>({ defaultValues: { picked: null }, resolver });
  // A refusal from the server shows where the picker's own message does.
  const [serverError, setServerError] = useState<string | null>(null);
  const pickError = errorOf(form.formState.errors, 'picked') ?? serverError;
  const picker = bind(form, 'picked');
  const [removing, setRemoving] = useState<DepartmentEmployee | null>(null);
  const close = () => {
    form.reset();
    setServerError(null);
    onClose();
  };
  const send = form.handleSubmit(async ({ picked }) => {
    try {
      const res = await assign.mutateAsync({ departmentId: department!._id, staffId: picked!._id });
      toast.success(res.message);
      form.reset();
    } catch (err) {
      const message = errorMessage(err);
      setServerError(message);
      toast.error(message);
    }
  });
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!department || assign.isPending) return;
    setServerError(null);
    void send();
  };
  const rows = staff.data ?? [];
  return (
    <Drawer open={!!department} onClose={close} title="Employees" description={department?.title}>
      <div className="flex min-h-0 flex-1 flex-col">
        {manage ? (
          <form onSubmit={add} noValidate className="flex items-end gap-2 border-b border-slate-100 px-5 py-4">
            <div className="min-w-0 flex-1">
              <UserPicker
                label="Add an employee"
                roles={['STAFF', 'TEACHER']}
                value={picker.value}
                onChange={(u) => {
                  picker.onChange(u);
                  if (u) {
                    setServerError(null);
                    form.clearErrors('picked');
                  }
                }}
                error={pickError}
              />
            </div>
            <Button type="submit" loading={assign.isPending} className={pickError ? 'mb-7' : undefined}>
              Add
            </Button>
          </form>
        ) : null}
        <div className="flex-1 overflow-y-auto px-5 py-3">
          {staff.isPending ? (
            <div className="space-y-3" aria-hidden="true">
              {Array.from({ length: 4 }, (_, i) => (
                <span key={i} className="skeleton block h-10 w-full" />
              ))}
            </div>
          ) : staff.error ? (
            <EmptyState title="Could not load the employees" text={errorMessage(staff.error)} />
          ) : rows.length === 0 ? (
            <EmptyState title="No Employees Found" icon={<UsersIcon />} />
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Employees">
              {rows.map((u) => (
                <li key={u._id} className="flex items-center gap-3 py-2.5">
                  <UserAvatar name={u.displayName} photoUrl={u.photoUrl} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">{u.displayName}</p>
                    <p className="truncate text-xs text-slate-600">
                      {roleLabel(u.role as Role)} · {u.email}
                    </p>
                  </div>
                  {manage ? (
                    <IconButton label={`Remove ${u.displayName}`} tone="danger" onClick={() => setRemoving(u)}>
                      <TrashIcon className="size-[1.1rem]" />
                    </IconButton>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={!!removing}
        onClose={() => setRemoving(null)}
        text={removing ? `${removing.displayName} will leave ${department?.title ?? 'the department'}.` : undefined}
        confirmLabel="Yes, Remove it!"
        onConfirm={() => remove.mutateAsync(removing!._id)}
      />
    </Drawer>
  );
}
