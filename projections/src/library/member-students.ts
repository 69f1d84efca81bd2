import { sql } from 'kysely';
import type { Projection } from '../types.js';

type Profile = Record<string, unknown>;
const COLUMNS: [string, string][] = [
  ['displayName', 'display_name'],
  ['gender', 'gender'],
  ['photoFileId', 'photo_file_id'],
  ['batch', 'batch_id'],
  ['registrationNumber', 'registration_number'],
  ['rollNumber', 'roll_number'],
  ['libraryCardNumber', 'library_card_number'],
];

/**
 * `library_member`: the institute's students as the library sees them (name, photo, numbers, card, batch), kept from
 * the user events, so the library's lists and its card lookup read the library's own table. Guarded by position.
 */
export const libraryMembersProjection: Projection = {
  name: 'library_member',
  version: 1,
  tables: {
    library_member: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, display_name text not null, gender text, photo_file_id text, batch_id text,
      registration_number text, roll_number text, library_card_number text, position bigint not null,
      created_at timestamptz not null, deleted_at timestamptz)`,
  },
  indexes: {
    'library_member.by_institute': (t, i) => sql`create index ${i} on ${t} (institute_id, display_name, id)`,
    'library_member.by_card': (t, i) => sql`create index ${i} on ${t} (institute_id, lower(library_card_number))`,
  },
  handles: ['UserRegistered', 'UserProfileUpdated', 'UserDeleted'],
  idsOf: (e) => [String((e.data as { userId?: string }).userId ?? '')],
  ownersOf: (e) => [String((e.data as { userId?: string }).userId ?? '')],
  async apply({ tx, table }, e) {
    const t = table('library_member');
    const at = e.metadata.occurredAt;
    const pos = sql`${e.position.toString()}::bigint`;
    if (e.type === 'UserRegistered') {
      const d = e.data as { userId: string; displayName: string; role: string; institutes: string[] };
      if (d.role !== 'STUDENT') return;
      const inst = e.metadata.instituteId || d.institutes?.[0];
      if (!inst) return;
      await sql`insert into ${t} (id, institute_id, display_name, position, created_at)
        values (${d.userId}, ${inst}, ${d.displayName}, ${pos}, ${at}) on conflict (id) do nothing`.execute(tx);
    } else if (e.type === 'UserProfileUpdated') {
      const d = e.data as { userId: string; profile: Profile };
      const sets = COLUMNS.filter(([k]) => Object.hasOwn(d.profile ?? {}, k)).map(
        ([k, col]) => sql`${sql.ref(col)} = ${(d.profile[k] as string | null | undefined) ?? null}`,
      );
      if (sets.length === 0) return;
      await sql`update ${t} set ${sql.join(sets)}, position = ${pos} where id = ${d.userId} and position < ${pos}`.execute(tx);
    } else if (e.type === 'UserDeleted') {
      const d = e.data as { userId: string };
      await sql`update ${t} set deleted_at = ${at}, position = ${pos} where id = ${d.userId} and position < ${pos} and deleted_at is null`.execute(
        tx,
      );
    }
  },
};
