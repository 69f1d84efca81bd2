import { Drawer } from '@/components/drawer';
import type { PermissionSubject } from '../api/permissions';
import { ModuleSwitches } from './module-switches';

interface Props {
  kind: PermissionSubject;
  /** The department or user; null keeps the drawer closed. */
  subject: { _id: string; name: string } | null;
  onClose: () => void;
}

/** The module drawer of a department ("Modules"), a manager or a staff member ("User Permissions"). */
export function PermissionsDrawer({ kind, subject, onClose }: Props) {
  const title = kind === 'department' ? 'Modules' : 'User Permissions';
  return (
    <Drawer
      open={!!subject}
      onClose={onClose}
      title={title}
      description={subject ? `${subject.name}: turn a module on or off.` : undefined}
    >
      <div className="flex-1 overflow-y-auto px-5 py-3">
        {subject ? <ModuleSwitches kind={kind} id={subject._id} withInstitute={kind !== 'department'} /> : null}
      </div>
    </Drawer>
  );
}
