import type { PushMap } from '@/lib/push';
import { libraryKeys } from './api/library-keys';
import { LIBRARY_READ_MODELS } from './api/library-read-models';

/** Library circulation: the dashboard, students, profiles, issues, holds and rules refetch on any library model's signal. */
export const libraryCirculationPush: PushMap = Object.fromEntries(LIBRARY_READ_MODELS.map((m) => [m, [libraryKeys.all]]));
