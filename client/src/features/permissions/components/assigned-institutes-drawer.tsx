import { useEffect, useState } from 'react';
import type { UserRow } from '@school/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Drawer } from '@/components/drawer';
import { EmptyState } from '@/components/empty-state';
import { useActiveInstitute } from '@/features/identity';
import { errorMessage } from '@/lib/api-client';
import { useAssignInstitute } from '../api/institute-assign';
import { ToggleRow } from './module-switches';

type Assignable = UserRow & { assignInstitutes?: string[] };

/** 000 §2 "Assigned Institutes": an institute per row, on when the user belongs to it; each change asks first. */
export function AssignedInstitutesDrawer({ user, onClose }: { user: Assignable | null; onClose: () => void }) {
  const { institutes, isPending, error } = useActiveInstitute();
  const assign = useAssignInstitute();
  const [held, setHeld] = useState<string[]>([]);
  const [pending, setPending] = useState<{ _id: string; name: string; on: boolean } | null>(null);
  useEffect(() => setHeld(user?.assignInstitutes ?? []), [user]);
  return (
    <Drawer
      open={!!user}
      onClose={onClose}
      title="Assigned Institutes"
      description={user ? `${user.displayName}: the institutes they may act in.` : undefined}
    >
      <div className="flex-1 overflow-y-auto px-5 py-3">
        {isPending ? (
          <span className="skeleton block h-6 w-full" aria-hidden="true" />
        ) : error ? (
          <EmptyState title="Could not load the institutes" text={errorMessage(error)} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Institutes">
            {institutes.map((i) => (
              <li key={i._id}>
                <ToggleRow
                  label={i.instituteName}
                  hint={i.email}
                  checked={held.includes(i._id)}
                  onChange={(on) => setPending({ _id: i._id, name: i.instituteName, on })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={!!pending}
        onClose={() => setPending(null)}
        text={
          pending
            ? pending.on
              ? `${user?.displayName} will be assigned to ${pending.name}.`
              : `${user?.displayName} will be removed from ${pending.name}.`
            : undefined
        }
        confirmLabel={pending?.on ? 'Yes, Assign it!' : 'Yes, Remove it!'}
        onConfirm={async () => {
          const res = await assign.mutateAsync({ instituteId: pending!._id, userId: user!._id, assign: pending!.on });
          setHeld(res.data.institutes);
          return res;
        }}
      />
    </Drawer>
  );
}
