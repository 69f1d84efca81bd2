import { UsersIcon } from '@/components/icons';
import { MemberDashboard } from '../components/member-dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /panel/teacher/dashboard: a real shell until batches, classes and exams are built. */
export function TeacherDashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <MemberDashboard
      icon={<UsersIcon />}
      emptyTitle="Your batches, classes and assessments will appear here"
      emptyText="When your institute assigns you to batches, your weekly classes and the work to grade will show on this page."
    />
  );
}
