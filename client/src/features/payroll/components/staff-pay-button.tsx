import { useState } from 'react';
import { PAYABLE_ROLES } from '@school/contracts';
import { Button } from '@/components/button';
import { useMyModules } from '@/features/identity';
import { useSession } from '@/lib/session';
import { AddStaffPaymentDrawer } from './add-staff-payment-drawer';

/** The 'Pay' action of a staff list row (000 §2 Add Payment (staff)): shown when the viewer may pay this person. */
export function StaffPayButton({ staffId, staffName, role }: { staffId: string; staffName: string; role: string }) {
  const session = useSession();
  const modules = useMyModules();
  const [open, setOpen] = useState(false);
  const me = session?.user;
  const allowed =
    (PAYABLE_ROLES as readonly string[]).includes(role) &&
    staffId !== me?._id &&
    (me?.role === 'ADMIN' ||
      me?.role === 'SUPER_ADMIN' ||
      ((me?.role === 'MANAGER' || me?.role === 'STAFF') && !!modules.data?.includes('payment')));
  if (!allowed) return null;
  return (
    <>
      <Button size="sm" variant="secondary" aria-label={`Pay ${staffName}`} onClick={() => setOpen(true)}>
        Pay
      </Button>
      <AddStaffPaymentDrawer open={open} onClose={() => setOpen(false)} staffId={staffId} staffName={staffName} />
    </>
  );
}
