import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { PageHeader } from '@/components/card';
import { cn } from '@/lib/cn';
import { revealTab } from '@/lib/reveal-tab';
import { canManage, paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyModules } from '@/features/identity';
import { configSections } from '../components/configs';
import { EntitySection } from '../components/entity-section';
import { GradeScale } from '../components/grade-scale';

/**
 * /panel/admin/config?tab=: the institute's academic master data (000 §2), one tab per record type. The spec's config
 * shortcuts (`/panel/admin/config/book-category`, ...) open it with `tabId` selected.
 */
export function ConfigPage({ tabId, note }: { tabId?: string; note?: string }) {
  const [params] = useSearchParams();
  const role = useSession()?.user.role;
  const modules = useMyModules().data;
  // MANAGER and STAFF see the tabs their modules let load (issue 12 part 7: no tab ends in an access error).
  const sections = configSections.filter(
    (s) => !('module' in s) || (role !== 'MANAGER' && role !== 'STAFF') || (modules ?? []).includes(s.module),
  );
  const tab = sections.find((s) => s.id === (params.get('tab') ?? tabId)) ?? sections[0] ?? configSections[0];
  useDocumentTitle(`Configuration · ${tab.label}`);
  // On a narrow screen the selected tab may sit past the strip's edge (a config shortcut opens a later one): show it.
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    strip.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [tab.id]);
  const manage = role ? canManage(role) : false;
  return (
    <>
      <PageHeader title="Configuration" description="Courses, branches, sessions and the other master data of your institute." />
      {note && !params.get('tab') ? (
        <p role="note" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          {note}
        </p>
      ) : null}
      <nav ref={strip} aria-label="Configuration sections" className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-1 border-b border-slate-200">
          {sections.map((s) => {
            const active = s.id === tab.id;
            return (
              <li key={s.id} ref={active ? revealTab : undefined}>
                <Link
                  href={`${paths.config}?tab=${s.id}`}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    '-mb-px inline-block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap',
                    active
                      ? 'border-brand-600 text-brand-700'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                  )}
                >
                  {s.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {tab.id === 'grades' ? <GradeScale manage={manage} /> : <EntitySection key={tab.id} config={tab.config} manage={manage} />}
    </>
  );
}
