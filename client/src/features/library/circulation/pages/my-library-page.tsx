import { PageHeader } from '@/components/card';
import { usePageStudent } from '@/features/identity';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLibraryRules } from '../api/library-queries';
import { HoldsCard } from '../components/holds-card';
import { LibraryHistory } from '../components/library-history';
import { fineRuleLine } from '../components/library-format';
import { ProfileSection } from '../components/profile-section';

/** /panel/student/library: a STUDENT's own library page, or a PARENT's chosen child's (read-only tags, fines, holds). */
export function MyLibraryPage() {
  useDocumentTitle('Library');
  const { studentId, isParent, switcher } = usePageStudent();
  const isStudent = useSession()?.user.role === 'STUDENT';
  const rules = useLibraryRules();
  const rule = rules.data?.data;
  return (
    <>
      <PageHeader
        title="Library"
        description={
          isParent ? 'The books your child has taken, their return dates and fines.' : 'Your books, their return dates and fines.'
        }
      />
      {switcher}
      {rule ? (
        <p className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
          Books are lent for {rule.loanDays} days. Late returns: {fineRuleLine(rule)}.
        </p>
      ) : null}
      {studentId ? (
        <div key={studentId}>
          <ProfileSection studentId={studentId} />
          <HoldsCard studentId={studentId} canCancel={isStudent} />
          <LibraryHistory studentId={studentId} office={false} />
        </div>
      ) : null}
    </>
  );
}
