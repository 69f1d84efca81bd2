import { sql } from 'kysely';
import type { Projection } from '../types.js';

/**
 * Library authors and publications (001 §3: name, bio), from `AuthorRecorded|Deleted` and `PublicationRecorded|Deleted`
 * (issue 17 §1). A Recorded event creates the row or replaces its name and bio; Deleted keeps the row with `deleted_at`.
 */
function namedMaster(table: string, kind: 'Author' | 'Publication', idKey: 'authorId' | 'publicationId'): Projection {
  return {
    name: table,
    version: 1,
    tables: {
      [table]: (t) => sql`create table ${t} (
        id text primary key, institute_id text not null, name text not null, bio text,
        created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz,
        last_position bigint not null default 0)`,
    },
    indexes: { [`${table}.institute`]: (t, i) => sql`create index ${i} on ${t} (institute_id, name)` },
    handles: [`${kind}Recorded`, `${kind}Deleted`],
    idsOf: (e) => [String((e.data as Record<string, unknown>)[idKey])],
    async apply({ tx, table: tb }, event) {
      const d = event.data as Record<string, unknown>;
      const id = String(d[idKey]);
      const at = event.metadata.occurredAt;
      const pos = sql`${event.position.toString()}::bigint`;
      if (event.type === `${kind}Recorded`) {
        await sql`insert into ${tb(table)} (id, institute_id, name, bio, created_at, updated_at, last_position)
          values (${id}, ${event.metadata.instituteId}, ${String(d.name)}, ${(d.bio as string | null) ?? null}, ${at}, ${at}, ${pos})
          on conflict (id) do update set name = excluded.name, bio = excluded.bio, updated_at = excluded.updated_at,
            last_position = excluded.last_position
          where ${tb(table)}.last_position < excluded.last_position and ${tb(table)}.deleted_at is null`.execute(tx);
      } else if (event.type === `${kind}Deleted`) {
        await sql`update ${tb(table)} set deleted_at = ${at}, updated_at = ${at}, last_position = ${pos}
          where id = ${id} and last_position < ${pos} and deleted_at is null`.execute(tx);
      }
    },
  };
}

export const libraryAuthorProjection = namedMaster('library_author', 'Author', 'authorId');
export const libraryPublicationProjection = namedMaster('library_publication', 'Publication', 'publicationId');
