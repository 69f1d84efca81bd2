import { sql } from 'kysely';
import type { FinanceEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/** `finance_entry`: income and expense rows; a deleted entry stays, marked, so history and audit agree. */
export const financeEntriesProjection: Projection = {
  name: 'finance_entry',
  version: 1,
  tables: {
    finance_entry: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, title text not null, finance_type text not null,
      amount numeric(16, 2) not null, created_by text not null, created_at timestamptz not null,
      deleted_at timestamptz, deleted_by text)`,
  },
  indexes: {
    'finance_entry.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, created_at desc)`,
  },
  handles: ['FinanceEntryRecorded', 'FinanceEntryDeleted'],
  async apply({ tx, table }, event) {
    const e = event as unknown as FinanceEvent;
    const m = event.metadata;
    switch (e.type) {
      case 'FinanceEntryRecorded':
        await sql`insert into ${table('finance_entry')} (id, institute_id, title, finance_type, amount, created_by, created_at)
          values (${e.data.entryId}, ${m.instituteId}, ${e.data.title}, ${e.data.financeType}, ${e.data.amount},
            ${m.actorId}, ${m.occurredAt}) on conflict (id) do nothing`.execute(tx);
        return;
      case 'FinanceEntryDeleted':
        await sql`update ${table('finance_entry')} set deleted_at = ${m.occurredAt}, deleted_by = ${m.actorId}
          where id = ${e.data.entryId} and deleted_at is null`.execute(tx);
        return;
    }
  },
};
