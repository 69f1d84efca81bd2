import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'wouter';
import { ChevronDownIcon, LogoutIcon, UsersIcon } from '@/components/icons';
import { logout } from '@/features/identity';
import { paths, roleLabel } from '@/lib/routes';
import { useSession } from '@/lib/session';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

/** The signed-in user and the way out. */
export function ProfileMenu() {
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  return (
    <Menu>
      <MenuButton className="flex items-center gap-2 rounded-full p-1 hover:bg-slate-100 data-open:bg-slate-100 sm:rounded-lg sm:pr-2">
        <span
          className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
          aria-hidden="true"
        >
          {initials(user.displayName)}
        </span>
        <span className="hidden text-left sm:block">
          <span className="block text-sm font-medium text-slate-900">{user.displayName}</span>
          <span className="block text-xs text-slate-600">{roleLabel(user.role)}</span>
        </span>
        <ChevronDownIcon className="hidden size-4 text-slate-500 sm:block" />
        <span className="sr-only">Account menu for {user.displayName}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        transition
        className="z-40 mt-2 w-64 rounded-xl bg-white p-1 shadow-lg ring-1 ring-black/5 transition duration-100 focus:outline-none data-closed:scale-95 data-closed:opacity-0"
      >
        <div className="border-b border-slate-100 px-3 py-2.5">
          <p className="truncate text-sm font-semibold text-slate-900">{user.displayName}</p>
          <p className="truncate text-xs text-slate-600">{user.email}</p>
        </div>
        <MenuItem>
          <Link
            href={paths.account}
            className="mt-1 flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 data-focus:bg-slate-100"
          >
            <UsersIcon className="size-4" />
            Account settings
          </Link>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            onClick={() => logout()}
            className="mt-1 flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 data-focus:bg-rose-50 data-focus:text-rose-700"
          >
            <LogoutIcon className="size-4" />
            Logout
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
