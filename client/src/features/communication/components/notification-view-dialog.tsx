import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { SafeHtml } from '@/components/safe-html';
import { formatDateTime } from '@/lib/format';
import type { NotificationItem } from '../api/get-notifications';
// ---- live classes (live-client) ----
import { Link } from 'wouter';
import { liveClassHref } from '@/features/classes';
import { useSession } from '@/lib/session';
// ---- end live classes ----

/** 000 §2 "Notification view with an OK button": title, description and when it came. */
export function NotificationViewDialog({ notification, onClose }: { notification: NotificationItem | null; onClose: () => void }) {
  // Keep showing the last one while the dialog fades out.
  const [shown, setShown] = useState<NotificationItem | null>(notification);
  // ---- live classes (live-client) ----
  const role = useSession()?.user.role;
  // ---- end live classes ----
  useEffect(() => {
    if (notification) setShown(notification);
  }, [notification]);
  return (
    <Modal open={!!notification} onClose={onClose} title={shown?.title ?? 'Notification'}>
      {shown ? (
        <>
          <div className="max-h-[60vh] space-y-3 overflow-y-auto px-5 py-5">
            <p className="text-xs text-slate-600">
              <time dateTime={shown.createdAt}>{formatDateTime(shown.createdAt)}</time>
            </p>
            <SafeHtml html={shown.description} />
          </div>
          <div className="flex justify-end gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4">
            {/* ---- live classes (live-client) ---- */}
            {shown.kind === 'LIVE_CLASS' && shown.refId && role ? (
              <Link
                href={liveClassHref(role, shown.refId)}
                onClick={onClose}
                className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
              >
                Join Class
              </Link>
            ) : null}
            {/* ---- end live classes ---- */}
            <Button onClick={onClose} autoFocus className="min-w-20">
              OK
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
