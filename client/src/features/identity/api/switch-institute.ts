import { forgetPosition } from '@/lib/positions';
import { queryClient } from '@/lib/query-client';
import { setInstituteId } from '@/lib/session';

/** Every request now carries `x-institute-id: id`; what was cached belongs to the old institute. */
export function switchInstitute(id: string): void {
  setInstituteId(id);
  forgetPosition();
  void queryClient.resetQueries();
}
