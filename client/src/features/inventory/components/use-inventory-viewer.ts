import type { Role } from '@school/contracts';
import { useMyModules } from '@/features/identity';
import { useSession } from '@/lib/session';
import { isOffice } from './supply-flow';

/** The signed-in user as the inventory screens need them: role, id, and whether they are the office. */
export function useInventoryViewer() {
  const user = useSession()?.user;
  const role = user?.role as Role | undefined;
  const modules = useMyModules();
  return { role, userId: user?._id, office: isOffice(role, modules.data), modulesLoading: modules.isPending };
}
