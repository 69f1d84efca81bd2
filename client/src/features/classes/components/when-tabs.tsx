import type { ClassWhen } from '@school/contracts';
import { cn } from '@/lib/cn';

const TABS: { when: ClassWhen; label: string }[] = [
  { when: 'today', label: 'Today' },
  { when: 'upcoming', label: 'Upcoming' },
  { when: 'past', label: 'Past' },
];

/** Today, Upcoming and Past: which classes a list shows. */
export function WhenTabs({ value, onChange }: { value: ClassWhen | ''; onChange: (w: ClassWhen) => void }) {
  return (
    <div role="group" aria-label="Which classes" className="inline-flex rounded-xl bg-slate-100 p-1">
      {TABS.map((t) => (
        <button
          key={t.when}
          type="button"
          aria-pressed={value === t.when}
          onClick={() => onChange(t.when)}
          className={cn(
            'rounded-lg px-3 py-1.5 text-sm font-medium transition',
            value === t.when ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export const asWhen = (v: string): ClassWhen | '' => (v === 'today' || v === 'upcoming' || v === 'past' ? v : '');
