import { useQueries, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { Card } from '@/components/card';
import { userDetailsQueryOptions } from '@/features/identity';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

interface Child {
  _id: string;
  displayName: string;
  academicDetails?: {
    registrationNumber: string | null;
    batch: { session: string | null; course: string | null; branch: string | null; isCompleted: boolean } | null;
  } | null;
}
interface ParentDetails {
  _id: string;
  children?: Array<string | { _id: string }>;
}

const details = <T,>(id: string, academics: boolean) => userDetailsQueryOptions<T>(id, academics);

/** A PARENT's children (GET user/details/<parent>.children), a switcher, and the chosen child's batch (?child= in the URL). */
export function ChildrenCard({ parentId }: { parentId: string }) {
  const parent = useQuery(details<ParentDetails>(parentId, false));
  const ids = (parent.data?.data.children ?? []).map((c) => (typeof c === 'string' ? c : c._id));
  const children = useQueries({ queries: ids.map((id) => details<Child>(id, true)) });
  const [params, setParams] = useSearchParams();
  const chosenId = ids.includes(params.get('child') ?? '') ? params.get('child')! : ids[0];
  const chosen = children[ids.indexOf(chosenId ?? '')]?.data?.data;
  const batch = chosen?.academicDetails?.batch;

  return (
    <Card className="p-5" data-testid="children-card">
      <h2 className="text-base font-semibold text-slate-900">Your children</h2>
      {parent.isPending ? (
        <span className="skeleton mt-4 block h-16 w-full" aria-hidden="true" />
      ) : parent.error ? (
        <p className="mt-3 text-sm text-rose-700">{errorMessage(parent.error)}</p>
      ) : ids.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No child is linked to your account yet. Ask your institute to add them.</p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Choose a child">
            {ids.map((id, i) => {
              const c = children[i]?.data?.data;
              const active = id === chosenId;
              return (
                <button
                  key={id}
                  type="button"
                  aria-pressed={active}
                  onClick={() => setParams({ child: id }, { replace: true })}
                  className={cn(
                    'rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors',
                    active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                  )}
                >
                  {c?.displayName ?? 'Loading…'}
                </button>
              );
            })}
          </div>
          {chosen ? (
            <dl className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-3" data-testid="child-details" aria-live="polite">
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Name</dt>
                <dd className="mt-1 text-sm font-medium text-slate-900">{chosen.displayName}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Batch</dt>
                <dd className="mt-1 text-sm font-medium text-slate-900">
                  {batch ? [batch.course, batch.branch, batch.session].filter(Boolean).join(' · ') : 'Not Provided'}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Registration number</dt>
                <dd className="mt-1 text-sm font-medium text-slate-900">{chosen.academicDetails?.registrationNumber ?? 'Not Provided'}</dd>
              </div>
            </dl>
          ) : (
            <span className="skeleton mt-5 block h-10 w-full" aria-hidden="true" />
          )}
        </>
      )}
    </Card>
  );
}
