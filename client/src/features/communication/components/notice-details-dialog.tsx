import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { SafeHtml } from '@/components/safe-html';
import { formatDateTime } from '@/lib/format';
import type { NoticeItem } from '../api/get-notices';
import { AudienceBadge, StatusBadge } from './notice-badges';

/** A notice in full: its description with the allowed formatting (never as raw HTML). */
export function NoticeDetailsDialog({ notice, onClose }: { notice: NoticeItem | null; onClose: () => void }) {
  // Keep showing the last notice while the dialog fades out.
  const [shown, setShown] = useState<NoticeItem | null>(notice);
  useEffect(() => {
    if (notice) setShown(notice);
  }, [notice]);
  return (
    <Modal open={!!notice} onClose={onClose} title={shown?.title ?? 'Notice'} size="lg">
      {shown ? (
        <>
          <div className="max-h-[65vh] space-y-4 overflow-y-auto px-5 py-5">
            <div className="flex flex-wrap items-center gap-2">
              <AudienceBadge role={shown.role} />
              <StatusBadge notice={shown} />
            </div>
            <SafeHtml html={shown.description} />
            <dl className="grid grid-cols-1 gap-3 border-t border-slate-100 pt-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600">Starts</dt>
                <dd className="font-medium text-slate-900">{formatDateTime(shown.startTime)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Ends</dt>
                <dd className="font-medium text-slate-900">{formatDateTime(shown.endTime)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Posted</dt>
                <dd className="font-medium text-slate-900">{formatDateTime(shown.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">By</dt>
                <dd className="font-medium text-slate-900">{shown.createdBy.displayName || 'Not Provided'}</dd>
              </div>
            </dl>
          </div>
          <div className="flex justify-end rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
