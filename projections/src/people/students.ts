import { sql } from 'kysely';
import { columnList, Rounds, recordset } from '../batch.js';
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
  version: 3,
  tables: {
    student: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, display_name text not null, email text not null,
      phone_number text, country_code text, gender text, photo_file_id text, batch_id text,
      registration_number text, roll_number text, library_card_number text, application_number text, enrollment_code text,
      parents text[] not null default '{}', position bigint not null default 0, created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz)`,
  },
  indexes: {
    // The list's order (newest first, ties by id) straight from the index, with what the list filters on (v3): a page's
    // ids come from the index alone, so a deep page skips index entries, neither rows nor a sort of the institute.
    'student.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc, id) include (deleted_at, batch_id)`,
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

const REGISTERED = {
  id: 'text',
  institute_id: 'text',
  display_name: 'text',
  email: 'text',
  position: 'bigint',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/** A student import's registrations in one insert; any other event writes what came before it and is applied alone. */
studentsProjection.applyBatch = async (ctx, events) => {
  const rounds = new Rounds<'register'>();
  const flush = () =>
    rounds.flush(async (_kind, rows) => {
      await sql`insert into ${ctx.table('student')} (${columnList(REGISTERED)})
        select ${columnList(REGISTERED)} from ${recordset(rows, REGISTERED)} on conflict (id) do nothing`.execute(ctx.tx);
    });
  for (const e of events) {
    if (e.type !== 'UserRegistered') {
      await flush();
      await studentsProjection.apply(ctx, e);
      continue;
    }
    const d = e.data as { userId: string; email: string; displayName: string; role: string; institutes: string[] };
    if (d.role !== 'STUDENT') continue;
    const inst = e.metadata.instituteId || d.institutes[0];
    if (!inst) continue;
    const at = e.metadata.occurredAt;
    const row = { id: d.userId, institute_id: inst, display_name: d.displayName, email: d.email };
    rounds.add('register', String(d.userId), { ...row, position: e.position.toString(), created_at: at, updated_at: at }, 'first');
  }
  await flush();
};
