import type { PushMap } from '@/lib/push';
import { timetableKeys, timetableReadModels } from './api/timetable-keys';

/** A slot added or removed (or a title renamed, a class marked) refreshes the timetables and their cards. */
export const timetablesPush: PushMap = Object.fromEntries(timetableReadModels.map((name) => [name, [timetableKeys.all]]));
