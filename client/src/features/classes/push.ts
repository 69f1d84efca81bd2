import type { PushMap } from '@/lib/push';
import { classKeys } from './api/class-keys';

/** Classes and their registers: a class scheduled, cancelled or moved, or a mark made elsewhere, shows without a reload. */
export const classesPush: PushMap = { lecture: [classKeys.all], lecture_mark: [classKeys.all] };
