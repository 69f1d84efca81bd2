import { useState } from 'react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { BuildingIcon, PlusIcon } from '@/components/icons';
import { CardGrid } from '@/components/card-grid';
import { ListToolbar } from '@/components/list-toolbar';
import { canManage } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDeleteDepartment } from '../api/delete-department';
import { useDepartments, type Department } from '../api/get-departments';
import { CreateDepartmentDialog } from '../components/create-department-dialog';
import { DepartmentCard, DepartmentCardSkeleton } from '../components/department-card';
import { EditDepartmentDrawer } from '../components/edit-department-drawer';
import { EmployeesDrawer } from '../components/employees-drawer';
import { PermissionsDrawer } from '@/features/permissions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';

const PER_PAGE = 12;

/** /panel/admin/department: department cards with edit and delete, and Create Department (000 §2). */
export function DepartmentsPage() {
  useDocumentTitle('Departments');
  const role = useSession()?.user.role;
  const manage = role ? canManage(role) : false;
  const [{ pageNo, searchTitle }, setList] = useListParams({ pageNo: 1, searchTitle: '' });
  const setPageNo = (n: number) => setList((p) => ({ ...p, pageNo: n }));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Department | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const [modulesOf, setModulesOf] = useState<Department | null>(null);
  const [employeesOf, setEmployeesOf] = useState<Department | null>(null);
  // Module flags are changed by SUPER_ADMIN and ADMIN only (docs/api.md "Permission flags").
  const grant = role === 'SUPER_ADMIN' || role === 'ADMIN';
  const list = useDepartments({ pageNo, perPage: PER_PAGE, searchTitle });
  const remove = useDeleteDepartment();
  const rows = list.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Departments"
        description="The departments of your institute and the staff in each."
        actions={
          manage ? (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon className="size-4" />
              Create Department
            </Button>
          ) : null
        }
      />
      <ListToolbar
        searchLabel="Search departments"
        search={searchTitle}
        onSearch={(text) => setList((p) => ({ ...p, searchTitle: text, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />

      <CardGrid
        label="Departments"
        query={list}
        columns="sm:grid-cols-2 xl:grid-cols-3"
        skeleton={<DepartmentCardSkeleton />}
        skeletonCount={6}
        errorTitle="Could not load departments"
        empty={
          <div className="rounded-2xl bg-white ring-1 ring-slate-200/80">
            <EmptyState
              title="No Department Found"
              text={searchTitle ? `Nothing matches “${searchTitle}”.` : 'Create the first department of your institute.'}
              icon={<BuildingIcon />}
              action={
                manage && !searchTitle ? (
                  <Button onClick={() => setCreating(true)}>
                    <PlusIcon className="size-4" />
                    Create Department
                  </Button>
                ) : null
              }
            />
          </div>
        }
        onPage={setPageNo}
        pagesLabel="Departments pages"
        itemKey={(d) => d._id}
        renderItem={(d) => (
          <DepartmentCard
            department={d}
            onEdit={manage ? () => setEditing(d) : undefined}
            onDelete={manage ? () => setDeleting(d) : undefined}
            onEmployees={() => setEmployeesOf(d)}
            onModules={grant ? () => setModulesOf(d) : undefined}
          />
        )}
      />

      <EmployeesDrawer department={employeesOf} manage={manage} onClose={() => setEmployeesOf(null)} />
      {grant ? (
        <PermissionsDrawer
          kind="department"
          subject={modulesOf ? { _id: modulesOf._id, name: modulesOf.title } : null}
          onClose={() => setModulesOf(null)}
        />
      ) : null}
      {manage ? (
        <>
          <CreateDepartmentDialog open={creating} onClose={() => setCreating(false)} />
          <EditDepartmentDrawer department={editing} onClose={() => setEditing(null)} />
          <ConfirmDialog
            open={!!deleting}
            onClose={() => setDeleting(null)}
            onConfirm={async () => {
              const res = await remove.mutateAsync(deleting!._id);
              if (rows.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
              return res;
            }}
          />
        </>
      ) : null}
    </>
  );
}
