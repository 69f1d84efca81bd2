import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/card';
import { ChevronLeftIcon } from '@/components/icons';
import { paths } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLibraryProfile } from '../api/library-queries';
import { HoldsCard } from '../components/holds-card';
import { IssueBookDialog } from '../components/issue-book-dialog';
import { LibraryHistory } from '../components/library-history';
import { ProfileSection } from '../components/profile-section';
import { ReturnBooksDialog } from '../components/return-books-dialog';

/** /panel/admin/library/student/:studentId (001 §2): the library profile, Library History with the office's actions, holds. */
export function LibraryStudentPage() {
  useDocumentTitle('Library profile');
  const { studentId = '' } = useParams<{ studentId: string }>();
  const office = useSession()?.user.role !== 'STUDENT';
  const profile = useLibraryProfile(studentId);
  const name = profile.data?.data.displayName;
  const [dialog, setDialog] = useState<'issue' | 'return' | null>(null);
  return (
    <>
      <Link href={paths.libraryStudents} className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeftIcon className="size-4" /> Library students
      </Link>
      <PageHeader
        title="Library profile"
        description={name ? `${name}: books out, returns, fines and holds.` : 'Books out, returns, fines and holds.'}
        actions={
          office ? (
            <>
              <Button onClick={() => setDialog('issue')}>Issue New Book</Button>
              <Button variant="secondary" onClick={() => setDialog('return')}>
                Return Books
              </Button>
            </>
          ) : null
        }
      />
      <ProfileSection studentId={studentId} />
      <HoldsCard studentId={studentId} canCancel={office} />
      <LibraryHistory key={studentId} studentId={studentId} office={office} />
      {office ? (
        <>
          <IssueBookDialog
            open={dialog === 'issue'}
            onClose={() => setDialog(null)}
            student={name ? { _id: studentId, label: name } : null}
          />
          <ReturnBooksDialog open={dialog === 'return'} onClose={() => setDialog(null)} />
        </>
      ) : null}
    </>
  );
}
