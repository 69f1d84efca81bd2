import { CapIcon } from '@/components/icons';
import { useSession } from '@/lib/session';
import { MemberDashboard } from '../components/member-dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /panel/student/dashboard for STUDENT and PARENT: a real shell, no figures until their modules exist. */
export function StudentDashboardPage() {
  useDocumentTitle('Dashboard');
  const parent = useSession()?.user.role === 'PARENT';
  return (
    <MemberDashboard
      icon={<CapIcon />}
      emptyTitle={parent ? "Your child's classes, fees and results will appear here" : 'Your classes, fees and results will appear here'}
      emptyText="As your institute schedules classes, sets fees and publishes results, you will find them on this page."
    />
  );
}
