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
