import { PageHeader } from '@/components/card';
import { usePageStudent } from '@/features/identity';
import { useDocumentTitle } from '@/lib/use-document-title';
import { StudentFeesSection } from '../components/student-fees-section';

/** /panel/student/fees: a STUDENT's own fees, or a PARENT's chosen child's (001 §2 fees overview and transactions). */
export function MyFeesPage() {
  useDocumentTitle('Fees');
  const { studentId, studentName, isParent, switcher } = usePageStudent();
  return (
    <>
      <PageHeader
        title="Fees"
        description={
          isParent
            ? 'Fees of your child: what is due, what was paid, and receipts.'
            : 'Your fees: what is due, what you paid, and receipts.'
        }
      />
      {switcher}
      {studentId ? <StudentFeesSection key={studentId} studentId={studentId} studentName={studentName} /> : null}
    </>
  );
}
