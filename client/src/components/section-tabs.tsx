import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { revealTab } from '@/lib/reveal-tab';

export interface SectionTab {
  href: string;
  label: string;
  /** Also current under this prefix (e.g. a route's own page under the route list). */
  activeUnder?: string;
}

/**
 * The tab bar of a section's pages (transport, placements): links, the current one marked and scrolled into view on a
 * phone. The longest matching tab wins, so `/panel/admin/placement/archive/2025` marks Archive, not Notices.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  const [location] = useLocation();
  const score = (t: SectionTab) =>
    Math.max(
      location === t.href ? t.href.length + 1 : -1,
      t.activeUnder && (location === t.activeUnder || location.startsWith(`${t.activeUnder}/`)) ? t.activeUnder.length : -1,
    );
  const best = tabs.reduce<SectionTab | null>((b, t) => (score(t) > (b ? score(b) : -1) ? t : b), null);
  return (
    <nav aria-label={label} className="mb-5 overflow-x-auto border-b border-slate-200">
      <ul className="flex min-w-max gap-1">
        {tabs.map((t) => {
          const current = t === best;
          return (
            <li key={t.href} ref={current ? revealTab : undefined}>
              <Link
                href={t.href}
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
