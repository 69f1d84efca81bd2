import { useSession } from '@/lib/session';
import type { Exam, SubjectExam } from '../api/types';

/**
 * What the viewer may change (docs/api.md "Who"): the office everything; a teacher the exams and subject exams they
 * created. The server decides; this only hides the buttons that would be refused.
 */
export function useExamViewer() {
  const user = useSession()?.user;
  const teacher = user?.role === 'TEACHER';
  const mine = (createdBy: { _id: string } | null | undefined) => !!user && createdBy?._id === user._id;
  return {
    teacher,
    canChangeExam: (e: Pick<Exam, 'createdBy'>) => !teacher || mine(e.createdBy),
    canChangeSubjectExam: (s: Pick<SubjectExam, 'createdBy'>) => !teacher || mine(s.createdBy),
  };
}
