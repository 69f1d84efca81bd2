import { useCanUse } from '@/features/identity';
import { paths } from '@/lib/routes';
import { PlacementsReportChart } from './placements-report-chart';

/** The admin dashboard's Placements Report widget (000 §2), for those who may open the placement dashboard. */
export function PlacementsReportWidget() {
  const canUse = useCanUse();
  if (!canUse(paths.placementDashboard)) return null;
  return <PlacementsReportChart />;
}
