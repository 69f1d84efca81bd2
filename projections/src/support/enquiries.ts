import { sql } from 'kysely';
import type { SupportEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `enquiry`: support enquiries and their messages. A row moves only on events after its last position, so a replayed
 * message is neither counted twice nor made the latest again.
 */
export const enquiriesProjection: Projection = {
  name: 'enquiry',
  version: 2,
  tables: {
    enquiry: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, user_id text not null, user_role text not null,
      subject text not null, status text not null, created_at timestamptz not null, updated_at timestamptz not null,
      resolved_at timestamptz, resolved_by text, message_count integer not null,
      last_message_id text not null, last_message text not null, last_from text not null, last_author text not null,
      last_at timestamptz not null, last_position bigint not null default 0)`,
    enquiry_message: (t) => sql`create table ${t} (
      id text primary key, enquiry_id text not null, institute_id text not null, from_side text not null,
      author_id text not null, message text not null, created_at timestamptz not null)`,
  },
  indexes: {
    'enquiry.institute': (t, i) => sql`create index ${i} on ${t} (institute_id, status, updated_at desc)`,
    'enquiry.user': (t, i) => sql`create index ${i} on ${t} (user_id, status, updated_at desc)`,
    'enquiry_message.enquiry': (t, i) => sql`create index ${i} on ${t} (enquiry_id, created_at)`,
  },
  handles: ['EnquiryOpened', 'EnquiryMessagePosted', 'EnquiryResolved', 'EnquiryReopened'],
  /** The user who opened it owns the enquiry: roles that read only their own hear of it by its id. */
  ownersOf(event) {
    const e = event as unknown as SupportEvent;
    return e.data?.userId ? [e.data.userId] : [];
  },
  async apply(ctx, event) {
    const e = event as unknown as SupportEvent;
    const m = event.metadata;
    const pos = sql`${event.position.toString()}::bigint`;
    const enquiry = ctx.table('enquiry');
    switch (e.type) {
      case 'EnquiryOpened': {
        const d = e.data;
        await sql`insert into ${enquiry} (id, institute_id, user_id, user_role, subject, status, created_at, updated_at,
            message_count, last_message_id, last_message, last_from, last_author, last_at, last_position)
          values (${d.enquiryId}, ${m.instituteId}, ${d.userId}, ${d.userRole}, ${d.subject}, 'OPEN', ${m.occurredAt}, ${m.occurredAt},
            1, ${d.messageId}, ${d.message}, 'USER', ${d.userId}, ${m.occurredAt}, ${pos})
          on conflict (id) do nothing`.execute(ctx.tx);
        await sql`insert into ${ctx.table('enquiry_message')} (id, enquiry_id, institute_id, from_side, author_id, message, created_at)
          values (${d.messageId}, ${d.enquiryId}, ${m.instituteId}, 'USER', ${d.userId}, ${d.message}, ${m.occurredAt})
          on conflict (id) do nothing`.execute(ctx.tx);
        return;
      }
      case 'EnquiryMessagePosted': {
        const d = e.data;
        await sql`insert into ${ctx.table('enquiry_message')} (id, enquiry_id, institute_id, from_side, author_id, message, created_at)
          values (${d.messageId}, ${d.enquiryId}, ${m.instituteId}, ${d.from}, ${d.authorId}, ${d.message}, ${m.occurredAt})
          on conflict (id) do nothing`.execute(ctx.tx);
        await sql`update ${enquiry} set message_count = message_count + 1, updated_at = ${m.occurredAt},
            last_message_id = ${d.messageId}, last_message = ${d.message}, last_from = ${d.from}, last_author = ${d.authorId},
            last_at = ${m.occurredAt}, last_position = ${pos}
          where id = ${d.enquiryId} and last_position < ${pos}`.execute(ctx.tx);
        return;
      }
      case 'EnquiryResolved':
        await sql`update ${enquiry} set status = 'RESOLVED', resolved_at = ${m.occurredAt}, resolved_by = ${m.actorId},
            updated_at = ${m.occurredAt}, last_position = ${pos}
          where id = ${e.data.enquiryId} and last_position < ${pos}`.execute(ctx.tx);
        return;
      case 'EnquiryReopened':
        await sql`update ${enquiry} set status = 'OPEN', resolved_at = null, resolved_by = null, updated_at = ${m.occurredAt},
            last_position = ${pos}
          where id = ${e.data.enquiryId} and last_position < ${pos}`.execute(ctx.tx);
        return;
    }
  },
};
