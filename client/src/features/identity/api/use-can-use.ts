import type { Role } from '@school/contracts';
import { canUse } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useMyModules } from './get-my-modules';

/**
 * Which pages the signed-in user may use (`canUse`: their role and, for MANAGER and STAFF, their modules), for the links
 * and cards of a page: a link shown is a link that loads. Until the modules are known, module pages count as closed.
 */
export function useCanUse(): (path: string) => boolean {
  const role = useSession()?.user.role as Role | undefined;
  const modules = useMyModules();
  return (path) => !!role && canUse(role, modules.data, path);
}
