import { CapIcon } from '@/components/icons';
import { useSession } from '@/lib/session';
import { ChildrenCard } from '../components/children-card';
import { MemberDashboard } from '../components/member-dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /panel/student/dashboard for STUDENT and PARENT: a real shell, no figures until their modules exist. */
export function StudentDashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useSession()?.user;
  const parent = user?.role === 'PARENT';
  return (
    <MemberDashboard
      icon={<CapIcon />}
      top={parent && user ? <ChildrenCard parentId={user._id} /> : undefined}
      emptyTitle={parent ? "Your child's classes, fees and results will appear here" : 'Your classes, fees and results will appear here'}
      emptyText="As your institute schedules classes, sets fees and publishes results, you will find them on this page."
    />
  );
}
