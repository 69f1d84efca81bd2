import { SectionTabs } from '@/components/section-tabs';
import { paths } from '@/lib/routes';

const TABS = [
  { href: paths.placementDashboard, label: 'Dashboard' },
  { href: paths.placementNotices, label: 'Notices', activeUnder: paths.placementNotices },
  { href: paths.placementArchive, label: 'Reports', activeUnder: paths.placementArchive },
] as const;

/** The placement section's tabs, on each of its office pages. */
export function PlacementTabs() {
  return <SectionTabs label="Placement sections" tabs={TABS} />;
}
