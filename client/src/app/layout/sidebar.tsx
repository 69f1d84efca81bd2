import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useAtom } from 'jotai';
import { Link, useLocation } from 'wouter';
import { FallbackLogo } from '@/components/brand-logo';
import { CloseIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import { roleLabel } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { navItemsFor, type NavItem } from './nav-items';
import { activeHref, navSections } from './nav-groups';
import { useMyModules } from '@/features/identity';
import { sidebarOpenAtom } from './sidebar-state';

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const [location] = useLocation();
  const modules = useMyModules();
  if (!session) return null;
  const items = navItemsFor(session.user.role, modules.data);
  const active = activeHref(items, location);
  const link = (item: NavItem) => {
    const on = item.href === active;
    return (
      <li key={item.href}>
        <Link
          href={item.href}
          onClick={onNavigate}
          aria-current={on ? 'page' : undefined}
          className={cn(
            'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
            on ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          )}
        >
          <span className={cn('text-lg', on ? 'text-brand-600' : 'text-slate-500')}>{item.icon}</span>
          {item.label}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
      <p className="px-3 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">{roleLabel(session.user.role)} panel</p>
      <ul className="space-y-1">
        {navSections(items).map((section) =>
          section.label ? (
            // One heading for the entries of a group (Money: Finance, Fees, Payments), as a list of its own.
            <li key={`group-${section.group}`} className="pt-3 pb-1">
              <p id={`nav-group-${section.group}`} className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                {section.label}
              </p>
              <ul aria-labelledby={`nav-group-${section.group}`} className="space-y-1">
                {section.items.map(link)}
              </ul>
            </li>
          ) : (
            section.items.map(link)
          ),
        )}
      </ul>
    </nav>
  );
}

function Brand() {
  return (
    <div className="flex h-16 shrink-0 items-center gap-2.5 border-b border-slate-200 px-5">
      <FallbackLogo className="size-8" />
      <span className="text-base font-semibold tracking-tight text-slate-900">School Panel</span>
    </div>
  );
}

/** A full-height column on wide screens (its content sticks in view); a drawer from the left below 1024 px. */
export function Sidebar() {
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  return (
    <>
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
        <div className="sticky top-0 flex h-dvh flex-col">
          <Brand />
          <NavList />
        </div>
      </aside>
      <Dialog open={open} onClose={() => setOpen(false)} className="fixed inset-0 z-50 lg:hidden" aria-label="Navigation">
        <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0" />
        <div className="fixed inset-0 flex">
          <DialogPanel
            transition
            className="relative flex w-72 max-w-[85vw] flex-col bg-white shadow-xl transition duration-200 ease-out data-closed:-translate-x-full"
          >
            <Brand />
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="absolute top-3.5 right-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100"
              aria-label="Close navigation"
            >
              <CloseIcon className="size-5" />
            </button>
            <NavList onNavigate={() => setOpen(false)} />
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
