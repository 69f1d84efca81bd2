import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useState } from 'react';
import { BellIcon, CloseIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { htmlToText } from '@/lib/html-text';
import { useLatestNotifications, type NotificationItem } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationViewDialog } from './notification-view-dialog';

const LATEST = 10;

/** Mounted only while the popover is open: the list loads when it is looked at. */
function LatestNotifications({ onOpen }: { onOpen: (n: NotificationItem) => void }) {
  const list = useLatestNotifications(LATEST);
  const rows = list.data?.data ?? [];
  return (
    <>
      {/* The close button also keeps a focusable element first in the panel while the list loads: without one
          Headless UI takes the panel for a portalled one and adds focus guards. */}
      <div className="flex items-center gap-3 border-b border-slate-100 py-2 pr-2 pl-4">
        <h2 id="notifications-title" className="text-sm font-semibold text-slate-900">
          Notifications
        </h2>
        {list.data ? (
          <p className="text-xs text-slate-600">{list.data.unreadCount ? `${list.data.unreadCount} unread` : 'All read'}</p>
        ) : null}
        <CloseButton
          className="ml-auto rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          aria-label="Close notifications"
        >
          <CloseIcon className="size-4" />
        </CloseButton>
      </div>
      {list.isPending ? (
        <ul aria-hidden="true" className="space-y-1 p-2">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="space-y-2 px-2 py-2.5">
              <span className="skeleton block h-3.5 w-1/2" />
              <span className="skeleton block h-3 w-5/6" />
            </li>
          ))}
        </ul>
      ) : list.error ? (
        <p role="alert" className="px-4 py-6 text-center text-sm text-rose-700">
          {errorMessage(list.error)}
        </p>
      ) : rows.length === 0 ? (
        <div className="px-4 py-8 text-center">
          <BellIcon className="mx-auto size-7 text-slate-400" />
          <p className="mt-2 text-sm font-medium text-slate-900">No notifications yet</p>
          <p className="mt-0.5 text-xs text-slate-600">Notices addressed to you will show here.</p>
        </div>
      ) : (
        <ul
          aria-labelledby="notifications-title"
          className="max-h-[min(26rem,70vh)] divide-y divide-slate-100 overflow-y-auto"
          data-testid="notification-list"
        >
          {rows.map((n) => (
            <li key={n._id}>
              <button
                type="button"
                onClick={() => onOpen(n)}
                data-unread={!n.readStatus || undefined}
                className={cn(
                  'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors focus-visible:-outline-offset-2',
                  n.readStatus ? 'hover:bg-slate-50' : 'bg-brand-50/70 hover:bg-brand-50',
                )}
              >
                <span
                  className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.readStatus ? 'bg-transparent' : 'bg-brand-600')}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">
                  {n.readStatus ? null : <span className="sr-only">Unread: </span>}
                  <span
                    className={cn('block truncate text-sm', n.readStatus ? 'font-medium text-slate-800' : 'font-semibold text-slate-900')}
                  >
                    {n.title}
                  </span>
                  <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600">{htmlToText(n.description)}</span>
                  <span className="mt-1 block text-xs text-slate-600">{formatDateTime(n.createdAt)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.totalCount > LATEST ? (
        <p className="border-t border-slate-100 px-4 py-2.5 text-center text-xs text-slate-600">
          The latest {LATEST} of {list.data.totalCount}
        </p>
      ) : null}
    </>
  );
}

/**
 * The header's bell (every role): the unread count, the latest notifications in a popover, and the view of
 * one, which marks it read. A `notification` change signal refreshes all of it (src/app/push-invalidation.ts).
 */
export function NotificationBell() {
  const count = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const [viewing, setViewing] = useState<NotificationItem | null>(null);
  const unread = count.data ?? 0;
  const label = unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
  const open = (n: NotificationItem) => {
    setViewing(n);
    if (!n.readStatus) markRead.mutate(n._id);
  };
  return (
    <>
      {/* Not portalled (an anchored panel brings focus guards that axe flags): on phones the panel spans the
          header (the sticky header is its containing block), from 640 px it hangs under the bell. */}
      <Popover className="sm:relative">
        <PopoverButton
          aria-label={label}
          title={label}
          data-testid="notification-bell"
          data-count={count.data ?? ''}
          className="relative flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-open:bg-slate-100"
        >
          <BellIcon className="size-6" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </PopoverButton>
        <PopoverPanel
          transition
          className="absolute inset-x-3 top-full z-40 mt-2 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-black/5 transition duration-100 focus:outline-none data-closed:scale-95 data-closed:opacity-0 sm:inset-x-auto sm:right-0 sm:w-96"
        >
          {({ close }) => (
            <LatestNotifications
              onOpen={(n) => {
                close();
                open(n);
              }}
            />
          )}
        </PopoverPanel>
      </Popover>
      <NotificationViewDialog notification={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
