import { sql } from 'kysely';
import type { IssuedCertificateEvent } from '@school/contracts';
import type { Projection } from '../types.js';

/**
 * `issued_certificate`: the bonafide and transfer certificates an institute issued, with their numbers, verification
 * codes (unique: the public page looks them up) and, once revoked, who, when and why.
 */
export const issuedCertificatesProjection: Projection = {
  name: 'issued_certificate',
  version: 1,
  tables: {
    issued_certificate: (t) => sql`create table ${t} (
      id text primary key, institute_id text not null, student_id text not null, kind text not null, number text not null,
      verify_code text not null, purpose text, student_name text not null, snapshot jsonb not null, issued_on date not null,
      created_by text not null, created_at timestamptz not null,
      revoked_at timestamptz, revoked_by text, revoke_reason text)`,
  },
  indexes: {
    'issued_certificate.student': (t, i) => sql`create index ${i} on ${t} (institute_id, student_id, created_at desc)`,
    'issued_certificate.code': (t, i) => sql`create unique index ${i} on ${t} (verify_code)`,
  },
  handles: ['StudentCertificateIssued', 'IssuedCertificateRevoked'],
  ownersOf: (e) => [String((e.data as { studentId?: string }).studentId ?? '')],
  async apply(ctx, event) {
    const e = event as unknown as IssuedCertificateEvent;
    const m = event.metadata;
    switch (e.type) {
      case 'StudentCertificateIssued':
        await sql`insert into ${ctx.table('issued_certificate')}
          (id, institute_id, student_id, kind, number, verify_code, purpose, student_name, snapshot, issued_on, created_by, created_at)
          values (${e.data.issuedId}, ${m.instituteId}, ${e.data.studentId}, ${e.data.kind}, ${e.data.number}, ${e.data.verifyCode},
            ${e.data.purpose}, ${e.data.snapshot.studentName}, ${JSON.stringify(e.data.snapshot)}::jsonb, ${e.data.issuedOn},
            ${m.actorId}, ${m.occurredAt})
          on conflict do nothing`.execute(ctx.tx);
        return;
      case 'IssuedCertificateRevoked':
        await sql`update ${ctx.table('issued_certificate')} set revoked_at = ${m.occurredAt}, revoked_by = ${m.actorId},
          revoke_reason = ${e.data.reason} where id = ${e.data.issuedId} and revoked_at is null`.execute(ctx.tx);
        return;
      default:
        return;
    }
  },
};
