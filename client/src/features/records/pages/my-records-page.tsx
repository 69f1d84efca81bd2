import { usePageStudent } from '@/features/identity';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RecordsSection } from '../components/records-section';

/** /panel/student/documents: a student's (a parent's chosen child's) certificates and documents, read-only. */
export function MyRecordsPage() {
  useDocumentTitle('My documents');
  const { studentId, studentName, isParent, switcher } = usePageStudent();
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold tracking-tight text-slate-900">{isParent ? 'Documents' : 'My documents'}</h1>
      <p className="mb-5 text-sm text-slate-600">
        {isParent && studentName
          ? `${studentName}'s certificates and documents`
          : 'Your certificates and documents, as the office keeps them.'}
      </p>
      {switcher}
      {studentId ? <RecordsSection studentId={studentId} editable={false} /> : null}
    </>
  );
}
