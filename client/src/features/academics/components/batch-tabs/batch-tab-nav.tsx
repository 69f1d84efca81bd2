import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { revealTab } from '@/lib/reveal-tab';

/** 002 §2: the tab segments of /panel/{role}/batch/{batchId}; overview has none. */
export const BATCH_TABS = [
  { key: 'overview', segment: '', label: 'Overview' },
  { key: 'materials', segment: 'materials', label: 'Materials' },
  { key: 'class', segment: 'class', label: 'Classes' },
  { key: 'students', segment: 'students', label: 'Students' },
  { key: 'announcement', segment: 'announcement', label: 'Announcements' },
  { key: 'assign-teacher', segment: 'assign-teacher', label: 'Assign Teacher' },
  { key: 'time-table', segment: 'time-table', label: 'Timetable' },
] as const;
export type BatchTabKey = (typeof BATCH_TABS)[number]['key'];

/** 002 §6: a TEACHER who is not the H.O.D. sees five tabs; everyone else also Assign Teacher and Timetable. */
export const visibleTabs = (role: string | undefined, isHod: boolean) =>
  BATCH_TABS.filter((t) => !(role === 'TEACHER' && !isHod && (t.key === 'assign-teacher' || t.key === 'time-table')));

export function BatchTabNav({ base, active, tabs }: { base: string; active: BatchTabKey; tabs: readonly (typeof BATCH_TABS)[number][] }) {
  return (
    <nav aria-label="Batch sections" className="mb-5 overflow-x-auto border-b border-slate-200">
      <ul className="flex min-w-max gap-1">
        {tabs.map((t) => {
          const current = t.key === active;
          return (
            <li key={t.key} ref={current ? revealTab : undefined}>
              <Link
                href={t.segment ? `${base}/${t.segment}` : base}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap',
                  current
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
