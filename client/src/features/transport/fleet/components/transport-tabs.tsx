import { SectionTabs } from '@/components/section-tabs';
import { paths } from '@/lib/routes';

const TABS = [
  { href: paths.transportDashboard, label: 'Dashboard' },
  { href: paths.manageVehicle, label: 'Vehicles' },
  { href: paths.manageDrivers, label: 'Drivers' },
  { href: paths.transportRoutes, label: 'Routes', activeUnder: paths.transportRoutes },
  { href: paths.transportBulkUpload, label: 'Bulk upload' },
] as const;

/** The transport section's tabs, on each of its office pages. */
export function TransportTabs() {
  return <SectionTabs label="Transport sections" tabs={TABS} />;
}
