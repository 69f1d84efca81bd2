import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModuleFlagsBody, PermissionSubjectKind } from '@school/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** Whose module flags: a department, a manager or a staff member (docs/api.md "Permission flags"). */
export type PermissionSubject = PermissionSubjectKind;

export const permissionKeys = {
  all: ['permissions'] as const,
  flags: (kind: PermissionSubject, id: string) => [...permissionKeys.all, kind, id] as const,
};

const readPath = (kind: PermissionSubject, id: string) =>
  kind === 'department' ? `department/permission/${encodeURIComponent(id)}` : `${kind}/permissions/${encodeURIComponent(id)}`;
const writePath = (kind: PermissionSubject, id: string) =>
  kind === 'department' ? `department/assign-module/${encodeURIComponent(id)}` : `${kind}/permissions/${encodeURIComponent(id)}`;

export type ModuleFlags = ModuleFlagsBody;

/** GET department/permission/:id, manager/permissions/:id, staff/permissions/:staffId: every module, true/false. */
export const permissionFlagsQueryOptions = (kind: PermissionSubject, id: string) =>
  queryOptions({
    queryKey: permissionKeys.flags(kind, id),
    queryFn: ({ signal }) => api.get<Envelope<ModuleFlags>>(readPath(kind, id), { signal }).then((r) => r.data),
  });

export const usePermissionFlags = (kind: PermissionSubject, id: string | null) =>
  useQuery({ ...permissionFlagsQueryOptions(kind, id ?? ''), enabled: !!id });

/** POST …: one flag per call (assign sends true, remove false; 000 §4). */
export function useSetPermission(kind: PermissionSubject, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ module, on }: { module: string; on: boolean }) =>
      api.post<Envelope<{ _id: string; modules: ModuleFlags }>>(writePath(kind, id), { [module]: on }),
    onSuccess: (res) => {
      qc.setQueryData<ModuleFlags>(permissionKeys.flags(kind, id), (old) => (old ? { ...old, ...res.data.modules } : old));
      invalidateUnlessPushed(qc, ['permission'], [permissionKeys.flags(kind, id)]);
    },
  });
}
