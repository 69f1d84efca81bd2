import type { Role } from '@school/contracts';
import type { ReactNode } from 'react';
// ---- library catalogue (lib-catalogue) ----
import { InboxIcon as BooksIcon } from '@/components/icons';
// ---- end library catalogue ----
import {
  BriefcaseIcon,
  BuildingIcon,
  CalendarIcon,
  ClockIcon,
  CapIcon,
  UserPlusIcon,
  UsersIcon,
  DashboardIcon,
  MegaphoneIcon,
  SwitchIcon,
  WalletIcon,
  RupeeIcon,
  AlertIcon,
  ChartBarIcon,
  ExamIcon,
  SpreadsheetIcon,
  PencilIcon,
  // ---- live classes (live-client) ----
  PlayIcon,
  // ---- end live classes ----
  // ---- inventory (inv-client) ----
  BoxIcon,
  // ---- end inventory ----
  BusIcon,
  MailIcon,
} from '@/components/icons';
import { canUse, landingRoute, paths } from '@/lib/routes';
import type { NavGroup } from './nav-groups';

export interface NavItem {
  label: string;
  href: string;
  icon: ReactNode;
  /** The permission module behind the page: MANAGER and STAFF see the entry only when granted it. */
  module?: string;
  /** A heading the entry is listed under, with the other entries of that group (`NAV_GROUPS`); none: on its own. */
  group?: NavGroup;
  /** Lit on every page under this path (default: `href`). */
  activeUnder?: string;
}

/** Only pages that work are listed; each role sees what it may open (MANAGER and STAFF: what they were granted). */
export function navItemsFor(role: Role, modules: readonly string[] | undefined): NavItem[] {
  const items: NavItem[] = [
    { label: 'Dashboard', href: landingRoute(role), icon: <DashboardIcon /> },
    { label: 'Departments', href: paths.department, icon: <BuildingIcon />, module: 'department' },
    { label: 'Finance', href: paths.finance, icon: <WalletIcon />, module: 'finance', group: 'money' },
    { label: 'Fees', href: paths.fees, icon: <RupeeIcon />, module: 'fees', group: 'money' },
    { label: 'Batches', href: paths.teacherBatch, activeUnder: '/panel/teacher/batch', icon: <CapIcon /> },
    { label: 'Classes', href: paths.teacherClasses, activeUnder: '/panel/teacher/class', icon: <ClockIcon /> },
    { label: 'Exams', href: paths.teacherExams, activeUnder: '/panel/teacher/exam', icon: <ExamIcon /> },
    // ---- live classes (live-client) ----
    { label: 'Live Classes', href: paths.teacherLms, activeUnder: paths.teacherLms, icon: <PlayIcon /> },
    { label: 'LMS dashboard', href: paths.teacherLmsDashboard, icon: <ChartBarIcon /> },
    { label: 'Live Classes', href: paths.studentLms, activeUnder: paths.studentLms, icon: <PlayIcon /> },
    // ---- end live classes ----
    { label: 'Assignments', href: paths.teacherAssignments, activeUnder: paths.teacherAssignments, icon: <PencilIcon /> },
    { label: 'Assignment dashboard', href: paths.teacherAssignmentDashboard, icon: <SpreadsheetIcon /> },
    { label: 'Timetable', href: paths.teacherTimetable, activeUnder: paths.teacherTimetable, icon: <CalendarIcon /> },
    { label: 'Attendance', href: paths.teacherAttendance, icon: <ChartBarIcon /> },
    { label: 'Timetable', href: paths.studentTimetable, activeUnder: paths.studentTimetable, icon: <CalendarIcon /> },
    { label: 'Attendance', href: paths.studentAttendance, activeUnder: paths.studentAttendance, icon: <ChartBarIcon /> },
    { label: 'Exams', href: paths.studentExamDashboard, activeUnder: '/panel/student/exam', icon: <ExamIcon /> },
    { label: 'Assignments', href: paths.studentAssignments, activeUnder: paths.studentAssignments, icon: <PencilIcon /> },
    { label: 'Assignment dashboard', href: paths.studentAssignmentDashboard, icon: <SpreadsheetIcon /> },
    { label: 'Materials', href: paths.studentMaterials, icon: <CapIcon /> },
    { label: 'Announcements', href: paths.studentAnnouncements, icon: <MegaphoneIcon /> },
    { label: 'Fees', href: paths.studentFees, icon: <RupeeIcon /> },
    // ---- records (records) ----
    { label: 'Documents', href: paths.studentDocuments, icon: <SpreadsheetIcon /> },
    // ---- end records ----
    // ---- library circulation (lib-circ-client) ----
    { label: 'Library', href: paths.studentLibrary, activeUnder: paths.studentLibrary, icon: <CapIcon /> },
    // ---- end library circulation ----
    // Transport and placements (issue 18): a student's (a parent's child's) route; a student's placement notices.
    { label: 'Transport', href: paths.studentTransport, icon: <BusIcon /> },
    { label: 'Placements', href: paths.studentPlacement, icon: <BriefcaseIcon /> },
    { label: 'Transport', href: paths.teacherTransport, icon: <BusIcon /> },
    { label: 'Payments', href: paths.paymentDashboard, icon: <ChartBarIcon />, module: 'payment', group: 'money' },
    { label: 'Defaulters', href: paths.feeDefaulters, icon: <AlertIcon />, module: 'payment', group: 'money' },
    { label: 'My pay', href: paths.teacherPay, icon: <WalletIcon /> },
    { label: 'My pay', href: paths.myPay, icon: <WalletIcon /> },
    { label: 'Notices', href: paths.notice, icon: <MegaphoneIcon />, module: 'notice' },
    { label: 'Configuration', href: paths.config, icon: <SwitchIcon />, module: 'academics' },
    { label: 'Batches', href: paths.batch, icon: <CapIcon />, module: 'batch' },
    { label: 'Students', href: paths.student, icon: <UsersIcon />, module: 'student' },
    { label: 'Staff', href: paths.teachingStaff, activeUnder: paths.staff, icon: <BriefcaseIcon />, module: 'staff' },
    { label: 'Classes', href: paths.adminClasses, activeUnder: '/panel/admin/class', icon: <ClockIcon />, module: 'attendance' },
    { label: 'Exams', href: paths.adminExams, activeUnder: paths.adminExams, icon: <ExamIcon />, module: 'exam' },
    // ---- live classes (live-client) ----
    { label: 'Live Classes', href: paths.adminLms, activeUnder: paths.adminLms, icon: <PlayIcon />, module: 'attendance' },
    // ---- end live classes ----
    // Assignments (issue 15): the office's list; a teacher's and a student's sit after their Exams.
    { label: 'Assignments', href: paths.adminAssignments, activeUnder: paths.adminAssignments, icon: <PencilIcon />, module: 'assignment' },
    // ---- library circulation (lib-circ-client) ----
    { label: 'Library', href: paths.libraryDashboard, activeUnder: '/panel/admin/library', icon: <CapIcon />, module: 'library' },
    // ---- end library circulation ----
    // ---- library catalogue (lib-catalogue) ----
    { label: 'Books', href: paths.libraryBooks, activeUnder: paths.libraryBooks, icon: <BooksIcon />, module: 'library' },
    // ---- end library catalogue ----
    //
    // ---- inventory (inv-client) ----
    // The office's store (the module); every STAFF member (and the office) may ask it for supplies; a teacher too.
    { label: 'Inventory', href: paths.inventoryDashboard, activeUnder: '/panel/admin/inventory', icon: <BoxIcon />, module: 'inventory' },
    { label: 'Supply requests', href: paths.inventorySupply, icon: <BoxIcon /> },
    { label: 'Supplies', href: paths.teacherSupply, icon: <BoxIcon /> },
    // ---- end inventory ----
    // Transport and placements (issue 18)
    { label: 'Transport', href: paths.transportDashboard, activeUnder: '/panel/admin/transport', icon: <BusIcon />, module: 'transport' },
    {
      label: 'Placements',
      href: paths.placementDashboard,
      activeUnder: '/panel/admin/placement',
      icon: <BriefcaseIcon />,
      module: 'placement',
    },
    { label: 'Attendance', href: paths.staffAttendance, icon: <CalendarIcon />, module: 'attendance' },
    { label: 'Absence alerts', href: paths.absenceAlerts, icon: <AlertIcon />, module: 'attendance' },
    { label: 'Leave', href: paths.leaveManagement, icon: <ClockIcon />, module: 'staff' },
    { label: 'Leave applications', href: paths.leaveApplications, icon: <ClockIcon />, module: 'leave' },
    { label: 'My leave', href: paths.myLeave, icon: <CalendarIcon /> },
    { label: 'My leave', href: paths.teacherLeave, icon: <CalendarIcon /> },
    { label: 'Register', href: paths.register, icon: <UserPlusIcon />, module: 'staff' },
    { label: 'Admins', href: paths.admins, icon: <UsersIcon /> },
    { label: 'Managers', href: paths.managers, icon: <UsersIcon /> },
    { label: 'Institutes', href: paths.institutes, icon: <BuildingIcon />, module: 'manageInstitute' },
    { label: 'App update', href: paths.appUpdate, icon: <MegaphoneIcon /> },
    { label: 'Email delivery', href: paths.mailDelivery, icon: <MailIcon /> },
    // ---- support (support) ----
    // The office's inbox (module notice); everyone else's own enquiries (Previous Queries).
    { label: 'Support inbox', href: paths.supportInbox, activeUnder: paths.supportInbox, icon: <MailIcon />, module: 'notice' },
    { label: 'Support', href: paths.adminSupport, activeUnder: paths.adminSupport, icon: <MailIcon /> },
    { label: 'Support', href: paths.teacherSupport, activeUnder: paths.teacherSupport, icon: <MailIcon /> },
    { label: 'Support', href: paths.studentSupport, activeUnder: paths.studentSupport, icon: <MailIcon /> },
    // ---- end support ----
  ];
  const byGrant = role === 'MANAGER' || role === 'STAFF';
  return items.filter((i) => canUse(role, modules, i.href) && (!byGrant || !i.module || (modules ?? []).includes(i.module)));
}
