import { useMutation, useQueryClient } from '@tanstack/react-query';
import { instituteKeys } from '@/features/identity';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateUnlessPushed } from '@/lib/push';

/** POST institute/assign/:instituteId/:userId?assign=true|false (SUPER_ADMIN). */
export function useAssignInstitute() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ instituteId, userId, assign }: { instituteId: string; userId: string; assign: boolean }) =>
      api.post<Envelope<{ _id: string; institutes: string[] }>>(
        `institute/assign/${encodeURIComponent(instituteId)}/${encodeURIComponent(userId)}`,
        undefined,
        {
          query: { assign },
        },
      ),
    onSuccess: () => invalidateUnlessPushed(qc, ['app_user'], [instituteKeys.all]),
  });
}
