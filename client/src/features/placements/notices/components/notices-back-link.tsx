import { Link } from 'wouter';
import { ChevronLeftIcon } from '@/components/icons';
import { paths } from '@/lib/routes';
import { PlacementTabs } from './placement-tabs';

/** The placement tabs and the way back to the notice list (the form and the applicants page). */
export function NoticesBackLink() {
  return (
    <>
      <PlacementTabs />
      <Link
        href={paths.placementNotices}
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ChevronLeftIcon className="size-4" />
        Placement Notices
      </Link>
    </>
  );
}
