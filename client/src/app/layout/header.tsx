import { useSetAtom } from 'jotai';
import { MenuIcon } from '@/components/icons';
import { InstituteSwitcher } from '@/features/identity';
import { NotificationBell } from '@/features/communication';
import { ProfileMenu } from './profile-menu';
import { sidebarOpenAtom } from './sidebar-state';

export function Header() {
  const openSidebar = useSetAtom(sidebarOpenAtom);
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 lg:px-8">
      <button
        type="button"
        onClick={() => openSidebar(true)}
        className="-ml-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
        aria-label="Open navigation"
      >
        <MenuIcon className="size-6" />
      </button>
      <div className="min-w-0 flex-1">
        <InstituteSwitcher />
      </div>
      <NotificationBell />
      <ProfileMenu />
    </header>
  );
}
