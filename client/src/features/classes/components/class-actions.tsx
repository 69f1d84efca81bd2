import { useState } from 'react';
import { Button } from '@/components/button';
import { ReasonDialog } from '@/components/reason-dialog';
import { useSession } from '@/lib/session';
import { useCancelClass } from '../api/cancel-class';
import type { ClassView } from '../api/types';
import { MoveClassDialog } from './move-class-dialog';

const OFFICE = new Set(['SUPER_ADMIN', 'ADMIN', 'MANAGER', 'STAFF']);

/**
 * Whether the viewer may cancel or move a class: the office (the server checks a MANAGER's or STAFF's attendance module)
 * or the class's own teacher; only while it is not cancelled and its register untaken (a move also before its end).
 */
export function useClassManage(c: ClassView, now: number) {
  const user = useSession()?.user;
  const mayManage = !!user && (OFFICE.has(user.role) || (user.role === 'TEACHER' && user._id === c.teacher._id));
  const open = mayManage && !c.cancelled && !c.registerTakenAt;
  return { cancel: open, move: open && Date.parse(c.endTime) > now };
}

/** Cancel (with a reason) and Move buttons of a class card, where the viewer may. */
export function ClassActions({ c, now }: { c: ClassView; now: number }) {
  const may = useClassManage(c, now);
  const cancel = useCancelClass();
  const [cancelling, setCancelling] = useState(false);
  const [moving, setMoving] = useState<ClassView | null>(null);
  if (!may.cancel && !may.move) return null;
  const subject = c.subject.title || 'Other';
  return (
    <>
      {may.move ? (
        <Button size="sm" variant="secondary" onClick={() => setMoving(c)} aria-label={`Move the ${subject} class`}>
          Move
        </Button>
      ) : null}
      {may.cancel ? (
        <Button size="sm" variant="ghost" onClick={() => setCancelling(true)} aria-label={`Cancel the ${subject} class`}>
          Cancel
        </Button>
      ) : null}
      <MoveClassDialog c={moving} onClose={() => setMoving(null)} />
      <ReasonDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        title="Cancel Class"
        description={`The ${subject} class is cancelled for everyone; the reason shows on its card and in its history.`}
        submitLabel="Cancel class"
        onSubmit={(reason) => cancel.mutateAsync({ classId: c._id, reason })}
      />
    </>
  );
}
