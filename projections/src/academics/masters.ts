import { sql, type RawBuilder } from 'kysely';
import type { Projection } from '../types.js';

/**
 * A master record's read model: `<Kind>Created|Updated|Deleted` with the id under `idKey`;
 * `columns` maps event fields to columns (with their SQL type). Deleted rows keep `deleted_at`.
 */
function masterProjection(table: string, kind: string, idKey: string, columns: Record<string, [string, string]>): Projection {
  const fields = Object.entries(columns);
  const ddl = sql.raw(fields.map(([, [c, type]]) => `${c} ${type} not null`).join(', '));
  const names = sql.join(fields.map(([, [c]]) => sql.ref(c)));
  return {
    name: table,
    version: 1,
    tables: {
      [table]: (t: RawBuilder<unknown>) => sql`create table ${t} (
        id text primary key, institute_id text not null, ${ddl},
        created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz,
      last_position bigint not null default 0)`,
    },
    indexes: { [`${table}.institute`]: (t, i) => sql`create index ${i} on ${t} (institute_id, created_at)` },
    handles: [`${kind}Created`, `${kind}Updated`, `${kind}Deleted`],
    idsOf: (e) => [String((e.data as Record<string, unknown>)[idKey])],
    async apply({ tx, table: tb }, event) {
      const d = event.data as Record<string, unknown>;
      const at = event.metadata.occurredAt;
      // Guards every update: an event re-applied after later ones must not bring back an older state.
      const pos = sql`${event.position.toString()}::bigint`;
      const id = String(d[idKey]);
      if (event.type === `${kind}Created`) {
        const values = sql.join(fields.map(([f]) => sql`${d[f]}`));
        await sql`insert into ${tb(table)} (id, institute_id, ${names}, created_at, updated_at, last_position)
          values (${id}, ${event.metadata.instituteId}, ${values}, ${at}, ${at}, ${pos}) on conflict (id) do nothing`.execute(tx);
      } else if (event.type === `${kind}Updated`) {
        const set = sql.join(fields.map(([f, [c]]) => sql`${sql.ref(c)} = ${d[f]}`));
        await sql`update ${tb(table)} set ${set}, updated_at = ${at}, last_position = ${pos} where id = ${id} and last_position < ${pos} and deleted_at is null`.execute(
          tx,
        );
      } else if (event.type === `${kind}Deleted`) {
        await sql`update ${tb(table)} set deleted_at = ${at}, updated_at = ${at}, last_position = ${pos} where id = ${id} and last_position < ${pos} and deleted_at is null`.execute(
          tx,
        );
      }
    },
  };
}

export const subjectProjection = masterProjection('subject', 'Subject', 'subjectId', {
  title: ['title', 'text'],
  subjectCode: ['subject_code', 'text'],
});
export const designationProjection = masterProjection('designation', 'Designation', 'designationId', { title: ['title', 'text'] });
export const bookCategoryProjection = masterProjection('book_category', 'BookCategory', 'bookCategoryId', {
  title: ['title', 'text'],
  description: ['description', 'text'],
});
export const inventoryCategoryProjection = masterProjection('inventory_category', 'InventoryCategory', 'inventoryCategoryId', {
  title: ['title', 'text'],
  description: ['description', 'text'],
});
export const feeProjection = masterProjection('fee', 'Fee', 'feeId', { title: ['title', 'text'], amount: ['amount', 'numeric(12,2)'] });
