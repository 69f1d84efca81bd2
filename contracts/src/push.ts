import { Type, type Static } from '@sinclair/typebox';

/** A change signal: a read model changed for these ids. Push is a signal, not data. */
export const ChangeSignal = Type.Object({
  type: Type.Literal('change'),
  readModel: Type.String(),
  ids: Type.Array(Type.String()),
  position: Type.String(),
});
export type ChangeSignal = Static<typeof ChangeSignal>;

export const Hello = Type.Object({ type: Type.Literal('hello'), userId: Type.String(), instituteId: Type.String() });
export type Hello = Static<typeof Hello>;

/** A background job's progress, to the user who started it (bulk upload). */
export const JobProgress = Type.Object({
  type: Type.Literal('job'),
  jobId: Type.String(),
  kind: Type.String(),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  totalRows: Type.Optional(Type.Integer()),
  processedRows: Type.Optional(Type.Integer()),
});
export type JobProgress = Static<typeof JobProgress>;

export type PushMessage = ChangeSignal | Hello | JobProgress;

/** What travels on the push bus between processes: a signal and who may receive it. */
export interface PushEnvelope {
  instituteId: string;
  /** When set, only this user's sockets receive it (notifications). */
  userId?: string;
  message: PushMessage;
}
