import type { Role } from '@school/contracts';
import type { ReactNode } from 'react';
import { BriefcaseIcon, BuildingIcon, CapIcon, UserPlusIcon, UsersIcon, DashboardIcon, MegaphoneIcon, SwitchIcon, WalletIcon } from '@/components/icons';
import { canOpen, landingRoute, paths } from '@/lib/routes';

export interface NavItem {
  label: string;
  href: string;
  icon: ReactNode;
}

/** Only pages that work are listed; each role sees what it may open. */
export function navItemsFor(role: Role): NavItem[] {
  const items: NavItem[] = [
    { label: 'Dashboard', href: landingRoute(role), icon: <DashboardIcon /> },
    { label: 'Departments', href: paths.department, icon: <BuildingIcon /> },
    { label: 'Finance', href: paths.finance, icon: <WalletIcon /> },
    { label: 'Notices', href: paths.notice, icon: <MegaphoneIcon /> },
    { label: 'Configuration', href: paths.config, icon: <SwitchIcon /> },
    { label: 'Batches', href: paths.batch, icon: <CapIcon /> },
    { label: 'Students', href: paths.student, icon: <UsersIcon /> },
    { label: 'Staff', href: paths.staff, icon: <BriefcaseIcon /> },
    { label: 'Register', href: paths.register, icon: <UserPlusIcon /> },
  ];
  return items.filter((i) => canOpen(role, i.href));
}
