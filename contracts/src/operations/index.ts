import { Type } from '@sinclair/typebox';
import { Ok } from '../envelope.js';

export const ProjectionStatusRow = Type.Object({
  name: Type.String(),
  version: Type.Integer(),
  generation: Type.Integer(),
  checkpoint: Type.String(),
  head: Type.String(),
  lag: Type.String(),
  status: Type.String(),
  rebuild: Type.Union([
    Type.Null(),
    Type.Object({ version: Type.Integer(), generation: Type.Integer(), checkpoint: Type.String(), startedAt: Type.String() }),
  ]),
});
export const ProjectionStatusReply = Ok(Type.Array(ProjectionStatusRow));
export const RebuildBody = Type.Object({
  name: Type.String({ minLength: 1, 'x-message': 'Projection name is required.' }),
});

/** `GET mail/outbox`: the latest messages, links' secrets hidden. */
export const MailOutboxReply = Ok(
  Type.Array(
    Type.Object({
      id: Type.String(),
      to: Type.String(),
      subject: Type.String(),
      body: Type.String(),
      createdAt: Type.String(),
    }),
  ),
);

/** `GET audit/verify`: the hash chain of the event log, checked. */
export const ChainReportReply = Ok(
  Type.Object({
    checked: Type.Integer(),
    ok: Type.Boolean(),
    firstBroken: Type.Optional(
      Type.Object({
        position: Type.String(),
        streamId: Type.String(),
        type: Type.String(),
        reason: Type.Union([Type.Literal('hash mismatch'), Type.Literal('broken link')]),
      }),
    ),
    legacy: Type.Integer(),
    head: Type.Optional(Type.Object({ position: Type.String(), hash: Type.String() })),
  }),
);
