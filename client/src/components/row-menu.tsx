import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { cn } from '@/lib/cn';
import { MoreIcon } from './icons';

export interface RowMenuItem {
  label: string;
  onClick: () => void;
  tone?: 'danger';
}

/**
 * A table row's secondary actions behind one "more" button, shown below 640 px only: on a phone a row of inline
 * buttons wraps raggedly, so the page shows them inline from `sm` up (the caller hides them below) and this menu below.
 */
export function RowMenu({ label, items }: { label: string; items: readonly (RowMenuItem | false | null | undefined)[] }) {
  const shown = items.filter((i): i is RowMenuItem => !!i);
  if (shown.length === 0) return null;
  return (
    <Menu>
      <MenuButton
        aria-label={label}
        title={label}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-lg text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100 data-open:bg-slate-100 sm:hidden"
      >
        <MoreIcon />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        transition
        className="z-40 mt-1 w-48 rounded-xl bg-white p-1 shadow-lg ring-1 ring-black/5 transition duration-100 focus:outline-none data-closed:scale-95 data-closed:opacity-0"
      >
        {shown.map((i) => (
          <MenuItem key={i.label}>
            <button
              type="button"
              onClick={i.onClick}
              className={cn(
                'flex w-full items-center rounded-lg px-3 py-2 text-left text-sm',
                i.tone === 'danger' ? 'text-rose-700 data-focus:bg-rose-50' : 'text-slate-700 data-focus:bg-slate-100',
              )}
            >
              {i.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
