import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, CardHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { MegaphoneIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { looksLikeHtml, previewText } from '@/lib/html-text';
import { noticesQueryOptions, type NoticeItem } from '../api/get-notices';
import { NoticeDetailsDialog } from './notice-details-dialog';

const PER_PAGE = 5;

/**
 * The dashboards' Notices card (students, parents, teachers): the notices addressed to the viewer that are
 * running now (GET notice?active=true). A new one arrives through the `notice` change signal.
 */
export function ActiveNoticesCard() {
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<NoticeItem | null>(null);
  // A scheduled notice starts without any signal: look again every minute.
  const list = useQuery({ ...noticesQueryOptions({ pageNo, perPage: PER_PAGE, active: true }), refetchInterval: 60_000 });
  const rows = list.data?.data ?? [];
  return (
    <Card className="flex flex-col" data-testid="notices-card">
      <CardHeader id="notices-card-title" title="Notices" subtitle="From your institute, while they run" />
      <div className="flex-1 px-2 pt-3 pb-3">
        {list.isPending ? (
          <ul aria-hidden="true" className="space-y-1">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="space-y-2 px-3 py-3">
                <span className="skeleton block h-4 w-1/2" />
                <span className="skeleton block h-3 w-full" />
              </li>
            ))}
          </ul>
        ) : list.error ? (
          <EmptyState title="Could not load notices" text={errorMessage(list.error)} />
        ) : rows.length === 0 ? (
          <EmptyState
            title="No notices right now"
            text="Notices from your institute show here while they run."
            icon={<MegaphoneIcon />}
            className="py-10"
          />
        ) : (
          <ul aria-labelledby="notices-card-title" className={cn('divide-y divide-slate-100', list.isPlaceholderData && 'opacity-70')}>
            {rows.map((n) => {
              const preview = previewText(n.description);
              return (
                <li key={n._id} className="px-3 py-3" data-testid="active-notice">
                  <h3 className="text-sm font-semibold break-words text-slate-900">{n.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed break-words text-slate-700">
                    {preview.text}
                    {preview.cut || looksLikeHtml(n.description) ? (
                      <>
                        {' '}
                        <button type="button" onClick={() => setOpened(n)} className="rounded font-medium text-brand-700 hover:underline">
                          Read more<span className="sr-only"> of {n.title}</span>
                        </button>
                      </>
                    ) : null}
                  </p>
                  <p className="mt-1.5 text-xs text-slate-600">
                    {n.createdBy.displayName || 'Not Provided'} · {formatDateTime(n.createdAt)} · until {formatDateTime(n.endTime)}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {list.data && list.data.totalCount > PER_PAGE ? (
        <div className="border-t border-slate-100 px-4 py-3">
          <Pagination info={list.data} onPage={setPageNo} label="Notices pages" />
        </div>
      ) : null}
      <NoticeDetailsDialog notice={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
