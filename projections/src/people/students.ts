import { sql } from 'kysely';
import type { Projection } from '../types.js';

type Profile = Record<string, unknown>;
const COLUMNS: [string, string][] = [
  ['displayName', 'display_name'],
  ['phoneNumber', 'phone_number'],
  ['countryCode', 'country_code'],
  ['gender', 'gender'],
  ['photoFileId', 'photo_file_id'],
  ['batch', 'batch_id'],
  ['registrationNumber', 'registration_number'],
  ['rollNumber', 'roll_number'],
  ['libraryCardNumber', 'library_card_number'],
  ['applicationNumber', 'application_number'],
  ['enrollmentCode', 'enrollment_code'],
];

/**
 * `student`: one row per STUDENT user of an institute, with the academic numbers and batch the student list filters
 * on, and the parents linked to them. Idempotent: each row takes only events after the last position applied to it.
 */
export const studentsProjection: Projection = {
  name: 'student',
  version: 2,
  tables: {
    student: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, display_name text not null, email text not null,
      phone_number text, country_code text, gender text, photo_file_id text, batch_id text,
      registration_number text, roll_number text, library_card_number text, application_number text, enrollment_code text,
      parents text[] not null default '{}', position bigint not null default 0, created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz)`,
  },
  indexes: {
    'student.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)`,
    // A batch's students and the batch list's counts (80 batches, 5,000 students at a large college).
    'student.batch': (t, i) => sql`create index ${i} on ${t} (batch_id)`,
  },
  handles: ['UserRegistered', 'UserProfileUpdated', 'ParentLinkedToStudent', 'UserDeleted'],
  async apply({ tx, table }, e) {
    const t = table('student');
    const at = e.metadata.occurredAt;
    const pos = sql`${e.position.toString()}::bigint`;
    if (e.type === 'UserRegistered') {
      const d = e.data as { userId: string; email: string; displayName: string; role: string; institutes: string[] };
      if (d.role !== 'STUDENT') return;
      const inst = e.metadata.instituteId || d.institutes[0];
      if (!inst) return;
      await sql`insert into ${t} (id, institute_id, display_name, email, position, created_at, updated_at)
        values (${d.userId}, ${inst}, ${d.displayName}, ${d.email}, ${pos}, ${at}, ${at}) on conflict (id) do nothing`.execute(tx);
    } else if (e.type === 'UserProfileUpdated') {
      const d = e.data as { userId: string; profile: Profile };
      const sets = COLUMNS.filter(([k]) => Object.hasOwn(d.profile ?? {}, k)).map(
        ([k, col]) => sql`${sql.ref(col)} = ${(d.profile[k] as string | null | undefined) ?? null}`,
      );
      if (sets.length === 0) return;
      await sql`update ${t} set ${sql.join(sets)}, updated_at = ${at}, position = ${pos} where id = ${d.userId} and position < ${pos}`.execute(
        tx,
      );
    } else if (e.type === 'ParentLinkedToStudent') {
      const d = e.data as { userId: string; studentId: string };
      await sql`update ${t} set parents = array_append(parents, ${d.userId}), updated_at = ${at}, position = ${pos}
        where id = ${d.studentId} and position < ${pos} and not (${d.userId} = any(parents))`.execute(tx);
    } else if (e.type === 'UserDeleted') {
      const d = e.data as { userId: string };
      await sql`update ${t} set deleted_at = ${at}, updated_at = ${at}, position = ${pos}
        where id = ${d.userId} and position < ${pos} and deleted_at is null`.execute(tx);
    }
  },
};
