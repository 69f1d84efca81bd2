import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { SafeHtml } from '@/components/safe-html';
import { formatDateTime } from '@/lib/format';
import type { NotificationItem } from '../api/get-notifications';

/** 000 §2 "Notification view with an OK button": title, description and when it came. */
export function NotificationViewDialog({ notification, onClose }: { notification: NotificationItem | null; onClose: () => void }) {
  // Keep showing the last one while the dialog fades out.
  const [shown, setShown] = useState<NotificationItem | null>(notification);
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
          <div className="flex justify-end rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4">
            <Button onClick={onClose} autoFocus className="min-w-20">
              OK
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
