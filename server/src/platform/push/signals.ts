import type { PushEnvelope } from '@school/contracts';
import type { ChangeBatch } from '@school/projections';

/**
 * A committed projection batch as push envelopes: one per institute (with each id's owners, for the hub to filter on),
 * or, for an inbox read model, one per user carrying only that user's ids; an inbox never tells the whole institute.
 */
export function signalsOf(batch: ChangeBatch): PushEnvelope[] {
  const position = batch.position.toString();
  const change = (ids: Iterable<string>) => ({ type: 'change' as const, readModel: batch.readModel, ids: [...ids], position });
  return [...batch.byInstitute.entries()].flatMap(([instituteId, ids]): PushEnvelope[] => {
    const inbox = batch.byUser?.get(instituteId);
    if (inbox) return [...inbox].map(([userId, own]) => ({ instituteId, userId, message: change(own) }));
    const owners = batch.owners?.get(instituteId);
    const env: PushEnvelope = { instituteId, message: change(ids) };
    if (owners) env.owners = Object.fromEntries([...owners].map(([id, users]) => [id, [...users]]));
    return [env];
  });
}
