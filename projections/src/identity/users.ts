import { sql } from 'kysely';
import type { Projection } from '../types.js';

/** `app_user`: who exists, their role, institutes and whether they may sign in. `institute`: the institutes. */
export const usersProjection: Projection = {
  name: 'app_user',
  version: 1,
  tables: {
    app_user: (t) => sql`create table ${t} (
      id text primary key, email text not null, display_name text not null, role text not null,
      institutes text[] not null default '{}', children text[] not null default '{}',
      blocked boolean not null default false, token_version integer not null default 0,
      created_at timestamptz not null, updated_at timestamptz not null)`,
  },
  indexes: {
    'app_user.institutes': (t, i) => sql`create index ${i} on ${t} using gin (institutes)`,
  },
  handles: ['UserRegistered', 'ParentLinkedToStudent', 'PasswordChanged'],
  async apply({ tx, table }, e) {
    const at = e.metadata.occurredAt;
    if (e.type === 'UserRegistered') {
      const d = e.data as { userId: string; email: string; displayName: string; role: string; institutes: string[] };
      await sql`insert into ${table('app_user')} (id, email, display_name, role, institutes, created_at, updated_at)
        values (${d.userId}, ${d.email}, ${d.displayName}, ${d.role}, ${d.institutes}::text[], ${at}, ${at})
        on conflict (id) do nothing`.execute(tx);
    } else if (e.type === 'ParentLinkedToStudent') {
      const d = e.data as { userId: string; studentId: string };
      await sql`update ${table('app_user')} set children = array_append(children, ${d.studentId}), updated_at = ${at}
        where id = ${d.userId} and not (${d.studentId} = any(children))`.execute(tx);
    } else if (e.type === 'PasswordChanged') {
      // Matches the decider: each change bumps the token version once (stream order keeps this deterministic).
      const d = e.data as { userId: string };
      await sql`update ${table('app_user')} set token_version = token_version + 1, updated_at = ${at} where id = ${d.userId}`.execute(tx);
    }
  },
};

export const institutesProjection: Projection = {
  name: 'institute',
  version: 1,
  tables: {
    institute: (t) => sql`create table ${t} (
      id text primary key, institute_name text not null, email text not null, phone_number text,
      logo_file_id text, created_at timestamptz not null, updated_at timestamptz not null)`,
  },
  handles: ['InstituteCreated'],
  async apply({ tx, table }, e) {
    const d = e.data as { instituteId: string; instituteName: string; email: string; phoneNumber?: string; logoFileId?: string | null };
    const at = e.metadata.occurredAt;
    await sql`insert into ${table('institute')} (id, institute_name, email, phone_number, logo_file_id, created_at, updated_at)
      values (${d.instituteId}, ${d.instituteName}, ${d.email}, ${d.phoneNumber ?? null}, ${d.logoFileId ?? null}, ${at}, ${at})
      on conflict (id) do nothing`.execute(tx);
  },
};
