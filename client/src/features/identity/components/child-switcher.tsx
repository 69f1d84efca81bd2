import type { UserDetails } from '@school/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { userDetailsQueryOptions } from '../api/get-user-details';

/** What the switcher reads of GET user/details (contracts' UserDetails). */
type Person = Pick<UserDetails, '_id' | 'displayName' | 'children'>;

// The same cache entries as the dashboard's children card (GET user/details/:id).
const details = (id: string, academics: boolean) => userDetailsQueryOptions<Person>(id, academics);

/** A PARENT's children and the chosen one (?child=, kept in the address so every student page shows the same child). */
function useChildren(parentId: string, enabled: boolean) {
  const parent = useQuery({ ...details(parentId, false), enabled });
  const ids = parent.data?.data.children ?? [];
  const children = useQueries({ queries: ids.map((id) => details(id, true)) });
  const [params, setParams] = useSearchParams();
  const chosenId = ids.includes(params.get('child') ?? '') ? params.get('child')! : ids[0];
  return { parent, ids, children, chosenId, choose: (id: string) => setParams({ child: id }, { replace: true }) };
}

export interface PageStudent {
  /** The student the page shows: the STUDENT themselves, or the PARENT's chosen child (undefined while loading or none). */
  studentId: string | undefined;
  studentName: string | undefined;
  isParent: boolean;
  /** For a PARENT: the child buttons, or the loading / error / "no child" state; null for a STUDENT. */
  switcher: ReactNode;
}

/** The student a /panel/student/* page is about, and for a parent the child switcher to render above it. */
export function usePageStudent(): PageStudent {
  const user = useSession()?.user;
  const isParent = user?.role === 'PARENT';
  const kids = useChildren(user?._id ?? '', isParent);
  const studentId = isParent ? kids.chosenId : user?._id;
  const studentName = isParent ? kids.children[kids.ids.indexOf(kids.chosenId ?? '')]?.data?.data.displayName : user?.displayName;
  const switcher = !isParent ? null : kids.parent.isPending ? (
    <span className="skeleton mb-6 block h-10 w-64" aria-hidden="true" />
  ) : kids.parent.error ? (
    <EmptyState title="Could not load your children" text={errorMessage(kids.parent.error)} />
  ) : kids.ids.length === 0 ? (
    <EmptyState title="No child is linked to your account yet" text="Ask your institute to add them." />
  ) : (
    <div className="mb-6 flex flex-wrap gap-2" role="group" aria-label="Choose a child">
      {kids.ids.map((id, i) => (
        <button
          key={id}
          type="button"
          aria-pressed={id === kids.chosenId}
          onClick={() => kids.choose(id)}
          className={cn(
            'rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors',
            id === kids.chosenId ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
          )}
        >
          {kids.children[i]?.data?.data.displayName ?? 'Loading…'}
        </button>
      ))}
    </div>
  );
  return { studentId, studentName, isParent, switcher };
}
