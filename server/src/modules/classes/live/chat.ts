import { MAX_CHAT_MESSAGE_LENGTH, type ClassChatEvent } from '@school/contracts';
import type { Decider } from '../../../platform/commands.js';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.js';
import { joinRefusal, type ClassState } from '../decider.js';

/** A class's chat has its own stream (contracts/src/classes/live.ts), so a busy chat never contends with the register. */
export const classChatStream = (classId: string) => `classChat-${classId}`;

export const CHAT_MESSAGE_MISSING = 'Message not found.';

export interface ChatLine {
  messageId: string;
  userId: string;
  message: string;
  at: string;
  removed: boolean;
}

export interface ClassChatState {
  /** The messages in the order they were posted (removed ones stay, flagged). */
  lines: ChatLine[];
}

export type ClassChatCommand =
  | {
      type: 'PostChatMessage';
      messageId: string;
      userId: string;
      message: string;
      now: string;
      /** The class as its stream stands, and whether its day is a holiday: a message is posted only while it is joinable. */
      klass: ClassState;
      isHoliday: boolean;
    }
  | {
      type: 'RemoveChatMessage';
      messageId: string;
      by: string;
      /** The class's teacher or the office (the route or the room asks the class's access rules). */
      mayRemove: boolean;
      classId: string;
      batchId: string;
      reason?: string;
    };

/** The chat of a live class: post (trimmed, not blank, bounded, while the class is joinable) and remove. */
export const classChatDecider: Decider<ClassChatState, ClassChatCommand, ClassChatEvent> = {
  initialState: () => ({ lines: [] }),
  evolve(state, e) {
    switch (e.type) {
      case 'ClassChatMessagePosted': {
        const d = e.data;
        return { lines: [...state.lines, { messageId: d.messageId, userId: d.userId, message: d.message, at: d.at, removed: false }] };
      }
      case 'ClassChatMessageRemoved':
        return { lines: state.lines.map((l) => (l.messageId === e.data.messageId ? { ...l, removed: true } : l)) };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PostChatMessage': {
        const message = command.message.trim();
        // 002 §5: blank or whitespace chat messages are not sent.
        if (!message) throw badRequest('Message is required.');
        if (message.length > MAX_CHAT_MESSAGE_LENGTH) throw badRequest(`A message is at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`);
        const k = command.klass;
        if (!k.exists) throw notFound('Class not found.');
        const refusal = joinRefusal(k, command.now, command.isHoliday);
        if (refusal) throw conflict(refusal);
        if (state.lines.some((l) => l.messageId === command.messageId)) return [];
        return [
          {
            type: 'ClassChatMessagePosted',
            data: {
              classId: k.classId,
              batchId: k.batchId,
              messageId: command.messageId,
              userId: command.userId,
              message,
              at: command.now,
            },
          },
        ];
      }
      case 'RemoveChatMessage': {
        const line = state.lines.find((l) => l.messageId === command.messageId);
        if (!line) throw notFound(CHAT_MESSAGE_MISSING);
        if (!command.mayRemove) throw forbidden("Only the class's teacher or an administrator may remove a message.");
        if (line.removed) return [];
        return [
          {
            type: 'ClassChatMessageRemoved',
            data: {
              classId: command.classId,
              batchId: command.batchId,
              messageId: command.messageId,
              removedBy: command.by,
              reason: (command.reason ?? '').trim(),
            },
          },
        ];
      }
    }
  },
};
