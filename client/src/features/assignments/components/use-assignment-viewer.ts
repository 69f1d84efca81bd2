import { useSession } from '@/lib/session';
import type { Assignment } from '../api/types';

/**
 * What the viewer may change: the office everything, a teacher the assignments they created. The server decides; this
 * only hides the buttons that would be refused.
 */
export function useAssignmentViewer() {
  const user = useSession()?.user;
  const teacher = user?.role === 'TEACHER';
  return {
    role: user?.role,
    canChange: (a: Pick<Assignment, 'createdBy'>) => !teacher || (!!user && a.createdBy?._id === user._id),
    /** 002 §6: a submission card navigates only when the viewer is not ADMIN. */
    opensSubmissions: user?.role !== 'ADMIN',
  };
}
