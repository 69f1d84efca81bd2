import { useState } from 'react';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { ClassCard, classPhase } from '@/components/class-card';
import { EmptyState } from '@/components/empty-state';
import { ClockIcon, PlusIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useNow } from '@/lib/use-now';
import type { ClassView } from '../api/types';
import { CreateClassDialog } from '../components/create-class-dialog';
import { LiveOptionsDialog } from '../components/live-options-dialog';
import { asWhen, WhenTabs } from '../components/when-tabs';
import { useLmsClasses } from '../live/api';

const PER_PAGE = 12;
const EMPTY = { today: 'No Classes Today', upcoming: 'No upcoming online classes', past: 'No past online classes' } as const;

/** A class may be joined now: online, not cancelled nor a holiday, started and not ended (002 §4). */
export const isLiveNow = (c: ClassView, now: number) => !c.cancelled && !c.isHoliday && classPhase(c, now).phase === 'IN_PROGRESS';

/**
 * 002 §2 Live classes, `/panel/{role}/lms` (also where a failed join lands): the online classes of the viewer — a teacher's
 * own, a student's batch's, the institute's for the office — as class cards with Today / Upcoming / Past, 'Live now' while
 * a class runs with its teacher in the room ('Not live yet' before, 'Ended' once the teacher ended it). A card opens the Live Options dialog (Join Class, Go Live). A teacher creates an online class here.
 */
export function LmsPage() {
  useDocumentTitle('Live Classes');
  const me = useSession()?.user;
  const now = useNow();
  const [list, setList] = useListParams({ when: 'today', pageNo: 1 });
  const when = asWhen(list.when) || 'today';
  const q = useLmsClasses(me ? { role: me.role, _id: me._id } : undefined, { when, pageNo: list.pageNo, perPage: PER_PAGE });
  const [opening, setOpening] = useState<ClassView | null>(null);
  const [creating, setCreating] = useState(false);
  const role = me?.role ?? '';
  const teacher = role === 'TEACHER';
  const mayCreate = teacher || role === 'ADMIN' || role === 'SUPER_ADMIN' || role === 'MANAGER' || role === 'STAFF';
  const action = teacher ? 'Go Live' : 'Join Class';
  return (
    <>
      <PageHeader
        title="Live Classes"
        description={
          teacher
            ? 'Your online classes. Open one while it runs to go live with video and chat.'
            : role === 'STUDENT'
              ? "Your batch's online classes. Join one while it runs."
              : "The institute's online classes. Open one while it runs to watch it."
        }
        actions={
          mayCreate ? (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon className="size-4" /> Create Class
            </Button>
          ) : null
        }
      />
      <div className="mb-4">
        <WhenTabs value={when} onChange={(w) => setList((p) => ({ ...p, when: w, pageNo: 1 }))} />
      </div>
      {q.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" role="status" aria-busy="true" aria-label="Loading classes">
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} className="skeleton block h-44 rounded-2xl" />
          ))}
        </div>
      ) : q.error ? (
        <EmptyState title="No data found" text={errorMessage(q.error, 'Oops! Something went wrong')} />
      ) : q.data.data.length === 0 ? (
        <EmptyState title={EMPTY[when]} icon={<ClockIcon />} />
      ) : (
        <div className="space-y-4">
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={q.isFetching || undefined} aria-label="Online classes">
            {q.data.data.map((c) => {
              // On now (by its times) and the teacher is in the room: Live now; on now without the teacher: Not live yet.
              const ended = !!c.endedAt;
              const open = !ended && isLiveNow(c, now);
              const live = open && !!c.liveSince;
              const subject = c.subject.title.trim() || 'Other';
              return (
                <li key={c._id} className="min-w-0" data-class-id={c._id}>
                  <ClassCard
                    c={c}
                    now={now}
                    footer={
                      <div className="mt-1 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
                        {live ? (
                          <span className="inline-flex items-center gap-1.5 rounded-full bg-rose-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                            <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-white" />
                            Live now
                          </span>
                        ) : open ? (
                          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">Not live yet</span>
                        ) : ended ? (
                          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">Ended</span>
                        ) : null}
                        {ended ? null : (
                          <Button
                            size="sm"
                            className="ml-auto"
                            variant={live ? 'primary' : 'secondary'}
                            onClick={() => setOpening(c)}
                            aria-label={`${action}: ${subject}`}
                          >
                            {action}
                          </Button>
                        )}
                      </div>
                    }
                  />
                </li>
              );
            })}
          </ul>
          <Pagination info={q.data} onPage={(n) => setList((p) => ({ ...p, pageNo: n }))} label="Classes pages" />
        </div>
      )}
      <LiveOptionsDialog c={opening} role={role} onClose={() => setOpening(null)} />
      {mayCreate ? (
        <CreateClassDialog
          open={creating}
          onClose={() => setCreating(false)}
          me={teacher && me ? { _id: me._id, label: me.displayName } : undefined}
          type="ONLINE"
        />
      ) : null}
    </>
  );
}
