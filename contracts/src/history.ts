import { Type, type Static } from '@sinclair/typebox';
import { Ok } from './envelope.js';

const Value = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

/** One labelled value of a history entry, before and after the event (either may be absent). */
export const HistoryChange = Type.Object({ label: Type.String(), before: Type.Optional(Value), after: Type.Optional(Value) });

/** One entry of a `.../history/...` reply: what happened, who did it (in which role) and when, and why. */
export const HistoryEntry = Type.Object({
  _id: Type.String(),
  position: Type.String(),
  type: Type.String(),
  summary: Type.String(),
  actor: Type.Object({ _id: Type.String(), displayName: Type.String(), role: Type.String() }),
  occurredAt: Type.String(),
  reason: Type.Optional(Type.String()),
  amount: Type.Optional(Type.Number()),
  changes: Type.Optional(Type.Array(HistoryChange)),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

/** The history drawers of fees, payments, staff pay and leave: oldest first. */
export const HistoryReply = Ok(Type.Array(HistoryEntry));
