import { Link } from 'wouter';
import { PageHeader } from '@/components/card';
import { InstituteLogo } from '@/components/brand-logo';
import { EmptyState } from '@/components/empty-state';
import { BuildingIcon, PencilIcon, PlusIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useActiveInstitute } from '../api/get-institutes';

const linkButton =
  'inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700';

/** /panel/superadmin/institute: the institutes (every one for a SUPER_ADMIN), with Add and Edit. */
export function InstitutesPage() {
  useDocumentTitle('Institutes');
  const { institutes, isPending, error } = useActiveInstitute();
  return (
    <>
      <PageHeader
        title="Institutes"
        description="The institutes on the platform; each one's data is its own."
        actions={
          <Link href={paths.instituteForm} className={linkButton}>
            <PlusIcon className="size-4" />
            Add Institute
          </Link>
        }
      />
      {isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <span key={i} className="skeleton block h-24 rounded-2xl" />
          ))}
        </div>
      ) : error ? (
        <EmptyState title="Could not load the institutes" text={errorMessage(error)} />
      ) : institutes.length === 0 ? (
        <EmptyState title="No Institute Found" icon={<BuildingIcon />} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Institutes">
          {institutes.map((i) => (
            <li key={i._id}>
              <article
                className="flex items-center gap-3 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200/80"
                aria-labelledby={`inst-${i._id}`}
                data-testid="institute-card"
              >
                <InstituteLogo src={i.logoUrl} name={i.instituteName} className="size-12 shrink-0 rounded-xl" />
                <div className="min-w-0 flex-1">
                  <h2 id={`inst-${i._id}`} className="truncate text-base font-semibold text-slate-900" title={i.instituteName}>
                    {i.instituteName}
                  </h2>
                  <p className="truncate text-sm text-slate-600">{i.email}</p>
                </div>
                <Link
                  href={`${paths.instituteForm}?edit=true&editId=${encodeURIComponent(i._id)}`}
                  className="-mr-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-800"
                  aria-label={`Edit ${i.instituteName}`}
                >
                  <PencilIcon className="size-[1.1rem]" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
