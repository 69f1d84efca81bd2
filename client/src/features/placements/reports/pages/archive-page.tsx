import { useState } from 'react';
import { Link } from 'wouter';
import { Card, PageHeader } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { CapIcon, PlusIcon } from '@/components/icons';
import { PlacementTabs } from '@/features/placements/notices';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlacementYears } from '../api/get-placement-years';
import { PlacementUploadDialog } from '../components/placement-upload-dialog';

export const archiveYearHref = (year: number) => `/panel/admin/placement/archive/${year}`;

/** /panel/admin/placement/archive (001 §2 Placements): a card per year plus the add card; 'No Reports Found' when empty. */
export function PlacementArchivePage() {
  useDocumentTitle('Placement Reports');
  const years = usePlacementYears();
  const [adding, setAdding] = useState(false);
  const rows = years.data ?? [];
  const addCard = (
    <button
      type="button"
      onClick={() => setAdding(true)}
      className="flex h-full min-h-36 w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-white p-4 text-sm font-medium text-slate-700 hover:border-brand-400 hover:text-brand-700"
    >
      <PlusIcon className="size-6" />
      Add Placement Report
    </button>
  );
  return (
    <>
      <PlacementTabs />
      <PageHeader
        title="Placement Reports"
        description="The university placement cell's report of each year: who was placed, where and as what."
      />
      {years.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="skeleton h-36 rounded-2xl" />
          ))}
        </div>
      ) : years.error ? (
        <EmptyState title="No Reports Found" text={errorMessage(years.error)} />
      ) : (
        <>
          {rows.length === 0 ? <EmptyState title="No Reports Found" text="Add the placed students of a year to start its report." /> : null}
          <ul aria-label="Placement reports" className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {rows.map((y) => (
              <li key={y._id}>
                <Link
                  href={archiveYearHref(y._id)}
                  className="block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Card className="flex h-full min-h-36 flex-col justify-between gap-3 p-4 hover:ring-brand-300">
                    <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <CapIcon className="size-5" />
                    </span>
                    <span className="font-semibold text-slate-900">University Placement Cell Report {y._id}</span>
                    <span className="text-sm text-slate-600">{formatCount(y.totalStudent)} students placed</span>
                  </Card>
                </Link>
              </li>
            ))}
            <li>{addCard}</li>
          </ul>
        </>
      )}
      <PlacementUploadDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
