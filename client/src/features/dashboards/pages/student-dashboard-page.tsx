import { ActiveNoticesCard } from '@/features/communication';
import { useActiveInstitute, usePageStudent } from '@/features/identity';
import { StudentDashboard } from '@/features/student-dashboard';
import { roleLabel } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChildrenCard } from '../components/children-card';
import { firstName, greeting } from '../components/greeting';

/** /panel/student/dashboard for STUDENT and PARENT (002 §2 Student dashboards); a PARENT picks the child first. */
export function StudentDashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useSession()?.user;
  const { active, isPending } = useActiveInstitute();
  // A parent's child switcher is the children card (the chosen child's batch and registration number too): both read
  // and write ?child=, so the card and the figures below show the same child.
  const { studentId, studentName, isParent } = usePageStudent();
  if (!user) return null;
  return (
    <>
      <div className="mb-6 overflow-hidden rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 px-6 py-7 text-white shadow-sm sm:px-8">
        <p className="text-sm font-medium text-brand-100">{roleLabel(user.role)} panel</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">
          {greeting()}, {firstName(user.displayName)}
        </h1>
        <p className="mt-2 text-sm text-brand-50" data-testid="member-institute">
          {isPending
            ? '\u00a0'
            : !active
              ? 'You are not part of an institute yet.'
              : isParent && studentName
                ? `${studentName}'s classes at ${active.instituteName}.`
                : `Welcome to ${active.instituteName}.`}
        </p>
      </div>
      {isParent ? (
        <div className="mb-6">
          <ChildrenCard parentId={user._id} />
        </div>
      ) : null}
      {isParent && !studentId ? null : <StudentDashboard studentId={studentId} isParent={isParent} />}
      <div className="mt-6">
        <ActiveNoticesCard />
      </div>
    </>
  );
}
