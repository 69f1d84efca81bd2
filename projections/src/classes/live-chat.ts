import { sql } from 'kysely';
import type { ClassChatEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `class_chat_message`: the chat of each live class (002 §3 Chat message), oldest first by `created_at`, then by the order the messages were recorded (`position`); read by
 * `GET lms/chat/:classId` and the room's history on join. A removed message keeps its row, marked (`removed_at`).
 * The column names are the chat route's: keep them.
 */
export const classChatMessageProjection: Projection = {
  name: 'class_chat_message',
  version: 2,
  tables: {
    class_chat_message: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, class_id text not null, batch_id text not null, user_id text not null,
      message text not null, created_at timestamptz not null, removed_at timestamptz, position bigint not null)`,
  },
  indexes: {
    'class_chat_message.class': (t, i) => sql`create index ${i} on ${t} (class_id, created_at, position)`,
  },
  handles: ['ClassChatMessagePosted', 'ClassChatMessageRemoved'],
  idsOf: (e) => [(e.data as { classId: string }).classId],
  async apply({ tx, table }, event) {
    const e = event as unknown as ClassChatEvent;
    const t = table('class_chat_message');
    if (e.type === 'ClassChatMessagePosted') {
      const d = e.data;
      await sql`insert into ${t} (id, institute_id, class_id, batch_id, user_id, message, created_at, position)
        values (${d.messageId}, ${event.metadata.instituteId}, ${d.classId}, ${d.batchId}, ${d.userId}, ${d.message}, ${d.at},
          ${event.position.toString()}::bigint)
        on conflict (id) do nothing`.execute(tx);
    } else if (e.type === 'ClassChatMessageRemoved') {
      await sql`update ${t} set removed_at = ${event.metadata.occurredAt}
        where id = ${e.data.messageId} and class_id = ${e.data.classId} and removed_at is null`.execute(tx);
    }
  },
};
