import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button, IconButton } from '@/components/button';
import { PageHeader } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { TrashIcon, UserPlusIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { canManage, paths, pathTo } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PermissionsDrawer } from '@/features/permissions';
import { RowMenu } from '@/components/row-menu';
import { StaffPayButton } from '@/features/payroll';
import { useBlockUser, useDeleteUser, useUsers, type UserRow } from '../api/users';
import { UserAvatar } from '@/components/user-avatar';
import { linkButton } from './students-page';
import { useListParams } from '@/lib/use-list-params';

const PER_PAGE = 20;

export function BlockBadge({ status }: { status: string }) {
  const blocked = status === 'BLOCKED';
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        blocked ? 'bg-rose-50 text-rose-700 ring-rose-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
      )}
    >
      {blocked ? 'Blocked' : 'Active'}
    </span>
  );
}

/**
 * /panel/admin/staff/teaching-staff and /non-teaching-staff (001 §2; `/panel/admin/staff?type=` for old links): teachers
 * or non-teaching staff, with block/unblock and delete.
 */
export function StaffPage({ type }: { type?: 'teaching' | 'non-teaching' }) {
  const [search] = useSearchParams();
  const teaching = (type ?? search.get('type')) !== 'non-teaching';
  const role = teaching ? 'TEACHER' : 'STAFF';
  useDocumentTitle(teaching ? 'Teaching staff' : 'Non-teaching staff');
  const me = useSession()?.user;
  const manage = me ? canManage(me.role) : false;
  const [{ pageNo, searchTitle }, setList] = useListParams({ pageNo: 1, searchTitle: '' });
  const setPageNo = (n: number) => setList((p) => ({ ...p, pageNo: n }));
  const list = useUsers({ role: [role], pageNo, perPage: PER_PAGE, searchTitle });
  const block = useBlockUser();
  const remove = useDeleteUser();
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  // 001 §2 "User Permissions" (staff/permissions): STAFF members only; SUPER_ADMIN and ADMIN grant.
  const [permissionsOf, setPermissionsOf] = useState<UserRow | null>(null);
  const grant = !teaching && (me?.role === 'SUPER_ADMIN' || me?.role === 'ADMIN');
  // Block ends the person's sessions at once, so it asks first; unblocking is harmless and acts directly.
  const [blocking, setBlocking] = useState<UserRow | null>(null);
  const unblock = async (u: UserRow) => {
    try {
      const res = await block.mutateAsync({ id: u._id, block: false });
      toast.success(res.message);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const columns: Column<UserRow>[] = [
    {
      key: 'user',
      header: 'User',
      cell: (u) => (
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar name={u.displayName} photoUrl={u.photoUrl} />
          <div className="max-w-36 min-w-0 sm:max-w-none">
            <Link href={pathTo(paths.staffDetail, { id: u._id })} className="block truncate font-medium text-brand-700 hover:underline">
              {u.displayName}
            </Link>
            <p className="truncate text-xs text-slate-600">{u.email}</p>
          </div>
        </div>
      ),
    },
    {
      key: 'phone',
      header: 'Phone Number',
      className: 'hidden md:table-cell whitespace-nowrap',
      cell: (u) => `${u.countryCode ?? ''} ${u.phoneNumber ?? ''}`,
    },
    { key: 'status', header: 'Status', className: 'hidden sm:table-cell', cell: (u) => <BlockBadge status={u.blockStatus} /> },
    {
      key: 'joined',
      header: 'Joined Date',
      className: 'hidden lg:table-cell whitespace-nowrap text-slate-600',
      cell: (u) => formatDateTime(u.createdAt),
    },
  ];
  if (manage)
    columns.push({
      key: 'actions',
      header: 'Actions',
      srOnlyHeader: true,
      className: 'text-right',
      cell: (u) =>
        u._id === me?._id ? null : (
          // On a phone: Pay and a menu of the rest; inline buttons from 640 px up (they wrapped raggedly there).
          <div className="flex items-center justify-end gap-1">
            <StaffPayButton staffId={u._id} staffName={u.displayName} role={u.role} />
            <span className="hidden items-center gap-1 sm:flex">
              {grant ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`User Permissions of ${u.displayName}`}
                  onClick={() => setPermissionsOf(u)}
                >
                  Permissions
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${u.blockStatus === 'BLOCKED' ? 'Unblock' : 'Block'} ${u.displayName}`}
                onClick={() => (u.blockStatus === 'BLOCKED' ? void unblock(u) : setBlocking(u))}
              >
                {u.blockStatus === 'BLOCKED' ? 'Unblock' : 'Block'}
              </Button>
              <IconButton label={`Delete ${u.displayName}`} tone="danger" onClick={() => setDeleting(u)}>
                <TrashIcon className="size-[1.1rem]" />
              </IconButton>
            </span>
            <RowMenu
              label={`More actions for ${u.displayName}`}
              items={[
                grant && { label: 'User Permissions', onClick: () => setPermissionsOf(u) },
                {
                  label: u.blockStatus === 'BLOCKED' ? 'Unblock' : 'Block',
                  onClick: () => (u.blockStatus === 'BLOCKED' ? void unblock(u) : setBlocking(u)),
                },
                { label: 'Delete', tone: 'danger', onClick: () => setDeleting(u) },
              ]}
            />
          </div>
        ),
    });
  const tab = (t: 'teaching' | 'non-teaching', label: string) => {
    const active = (t === 'teaching') === teaching;
    const href = t === 'teaching' ? paths.teachingStaff : paths.nonTeachingStaff;
    return (
      <Link
        href={href}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'rounded-lg px-3 py-1.5 text-sm font-medium',
          active ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        {label}
      </Link>
    );
  };
  return (
    <>
      <PageHeader
        title={teaching ? 'Teaching staff' : 'Non-teaching staff'}
        description="Block stops sign-in at once; unblock lets them back in."
        actions={
          manage ? (
            <Link href={`${paths.register}?role=${role}`} className={linkButton}>
              <UserPlusIcon className="size-4" />
              Register {teaching ? 'Teacher' : 'Staff'}
            </Link>
          ) : null
        }
      />
      <div className="mb-4 inline-flex gap-1 rounded-xl bg-white p-1 ring-1 ring-slate-200" role="group" aria-label="Staff type">
        {tab('teaching', 'Teaching')}
        {tab('non-teaching', 'Non-teaching')}
      </div>
      <DataTable
        caption={teaching ? 'Teaching staff' : 'Non-teaching staff'}
        columns={columns}
        rows={list.data?.data}
        rowKey={(u) => u._id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={setPageNo}
        searchLabel="Search by name or e-mail"
        search={searchTitle}
        onSearch={(t) => setList((p) => ({ ...p, searchTitle: t, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        emptyTitle="No Employees Found"
      />
      {grant ? (
        <PermissionsDrawer
          kind="staff"
          subject={permissionsOf ? { _id: permissionsOf._id, name: permissionsOf.displayName } : null}
          onClose={() => setPermissionsOf(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!blocking}
        onClose={() => setBlocking(null)}
        title={`Block ${blocking?.displayName ?? 'this user'}?`}
        text="They are signed out at once and cannot sign in until unblocked."
        confirmLabel="Yes, block"
        onConfirm={() => block.mutateAsync({ id: blocking!._id, block: true })}
      />
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const res = await remove.mutateAsync(deleting!._id);
          if (list.data?.data.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
          return res;
        }}
      />
    </>
  );
}
