import type { PushMap } from '@/lib/push';
import { classKeys } from './api/class-keys';

/**
 * Classes and their registers: a class scheduled, cancelled or moved, or a mark made elsewhere, shows without a reload;
 * so do a live class going live or ending (`lecture_live`: the cards' Live now) and students entering and leaving it
 * (`lecture_presence`: the register's times). The chat itself arrives over the room, not as a signal.
 */
export const classesPush: PushMap = {
  lecture: [classKeys.all],
  lecture_mark: [classKeys.all],
  lecture_live: [classKeys.all],
  lecture_presence: [classKeys.all],
};
