import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { BuildingIcon, SwitchIcon, UserPlusIcon, UsersIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { AssignedInstitutesDrawer, PermissionsDrawer } from '@/features/permissions';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUsers, type UserRow } from '../api/users';
import { PersonCard } from '../components/person-card';
import { useListParams } from '@/lib/use-list-params';

const PER_PAGE = 12;
export const linkButton =
  'inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700';

/** /panel/superadmin/admins and /panel/superadmin/managers (001 §2): cards; only managers get permissions and institutes. */
function PeopleCardsPage({ role }: { role: 'ADMIN' | 'MANAGER' }) {
  const title = role === 'ADMIN' ? 'Admins' : 'Managers';
  useDocumentTitle(title);
  const me = useSession()?.user.role;
  const [{ pageNo, searchTitle }, setList] = useListParams({ pageNo: 1, searchTitle: '' });
  const setPageNo = (n: number) => setList((p) => ({ ...p, pageNo: n }));
  const [permissionsOf, setPermissionsOf] = useState<UserRow | null>(null);
  const [institutesOf, setInstitutesOf] = useState<UserRow | null>(null);
  const list = useUsers({ role: [role], pageNo, perPage: PER_PAGE, searchTitle });
  const rows = list.data?.data ?? [];
  const manager = role === 'MANAGER';
  return (
    <>
      <PageHeader
        title={title}
        description={
          manager ? 'The managers of your institute, what they may open and where they work.' : 'The administrators of your institute.'
        }
        actions={
          <Link href={`${paths.register}?role=${role}`} className={linkButton}>
            <UserPlusIcon className="size-4" />
            Register {manager ? 'Manager' : 'Admin'}
          </Link>
        }
      />
      <div className="mb-5">
        <SearchInput
          label={`Search ${title.toLowerCase()}`}
          value={searchTitle}
          onSearch={(t) => setList((p) => ({ ...p, searchTitle: t, pageNo: 1 }))}
        />
      </div>
      {list.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <span key={i} className="skeleton block h-32 rounded-2xl" />
          ))}
        </div>
      ) : list.error ? (
        <EmptyState title={`Could not load the ${title.toLowerCase()}`} text={errorMessage(list.error)} />
      ) : rows.length === 0 ? (
        <div className="rounded-2xl bg-white ring-1 ring-slate-200/80">
          <EmptyState title={manager ? 'No Managers Found' : 'No Admins Found'} icon={<UsersIcon />} />
        </div>
      ) : (
        <>
          <ul
            className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3', list.isPlaceholderData && 'opacity-70')}
            aria-label={title}
          >
            {rows.map((u) => (
              <li key={u._id}>
                <PersonCard
                  user={u}
                  actions={
                    manager ? (
                      <>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setPermissionsOf(u)}
                          aria-label={`Permissions of ${u.displayName}`}
                        >
                          <SwitchIcon className="size-4" />
                          Permissions
                        </Button>
                        {me === 'SUPER_ADMIN' ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => setInstitutesOf(u)}
                            aria-label={`Assigned Institutes of ${u.displayName}`}
                          >
                            <BuildingIcon className="size-4" />
                            Institutes
                          </Button>
                        ) : null}
                      </>
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
          {list.data ? (
            <div className="mt-6">
              <Pagination info={list.data} onPage={setPageNo} label={`${title} pages`} />
            </div>
          ) : null}
        </>
      )}
      {manager ? (
        <>
          <PermissionsDrawer
            kind="manager"
            subject={permissionsOf ? { _id: permissionsOf._id, name: permissionsOf.displayName } : null}
            onClose={() => setPermissionsOf(null)}
          />
          <AssignedInstitutesDrawer user={institutesOf} onClose={() => setInstitutesOf(null)} />
        </>
      ) : null}
    </>
  );
}

export const AdminsPage = () => <PeopleCardsPage role="ADMIN" key="ADMIN" />;
export const ManagersPage = () => <PeopleCardsPage role="MANAGER" key="MANAGER" />;
