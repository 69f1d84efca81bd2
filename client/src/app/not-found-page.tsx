import { Link } from 'wouter';
import { EmptyState } from '@/components/empty-state';
import { SearchIcon } from '@/components/icons';
import { landingRoute } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An address under /panel that matches no page: says so, with the way back to the role's dashboard. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const role = useSession()?.user.role;
  return (
    <section aria-labelledby="not-found-title" className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <h1 id="not-found-title" className="sr-only">
        Page not found
      </h1>
      <EmptyState
        icon={<SearchIcon />}
        title="Page not found"
        text="There is no page at this address. It may have been mistyped, or the link that led here is out of date."
        action={
          <Link
            href={landingRoute(role)}
            className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            Back to dashboard
          </Link>
        }
      />
    </section>
  );
}
