import { Type, type Static } from '@sinclair/typebox';
import { Ok, required } from '../envelope.js';

/**
 * Certificates the institute issues (issue 19 §2, beyond the spec): a bonafide or a transfer certificate generated from
 * the student's record as a PDF on the institute's letterhead, numbered per institute, with a verification code.
 *
 * - POST student/issued-certificate/:studentId   IssueCertificateBody { kind, purpose? }  → IssuedCertificateReply  office
 * - GET  student/issued-certificate/:studentId                                          → IssuedCertificateList   office; own
 * - GET  student/issued-certificate/pdf/:id        application/pdf                        office; own
 * - POST student/issued-certificate/revoke/:id     RevokeIssuedBody { reason }            → IssuedCertificateReply  office
 * - GET  certificate/verify/:code                  public                                 → VerifyReply
 */
export const ISSUED_MESSAGES = {
  kindRequired: 'Certificate type is required.',
  kindInvalid: 'Certificate type must be BONAFIDE or TRANSFER.',
  purposeTooLong: 'Purpose must be at most 200 characters.',
  reasonRequired: 'Reason is required.',
  reasonTooLong: 'Reason must be at most 300 characters.',
  issued: 'Certificate issued successfully',
  revoked: 'Certificate revoked successfully',
  alreadyRevoked: 'This certificate is already revoked.',
  transferOnce: 'A transfer certificate is already issued to this student: revoke it first.',
  notFound: 'Certificate not found.',
  list: 'Issued certificates',
  verified: 'Certificate verified',
  unknownCode: 'No certificate has this verification code.',
  noIssued: 'No certificate issued yet',
} as const;

export const ISSUED_KINDS = ['BONAFIDE', 'TRANSFER'] as const;
export type IssuedKind = (typeof ISSUED_KINDS)[number];
export const ISSUED_KIND_LABEL: Record<IssuedKind, string> = { BONAFIDE: 'Bonafide certificate', TRANSFER: 'Transfer certificate' };
/** The number's prefix: `BON/2026/0001`, `TC/2026/0001` (counted per institute and kind). */
export const ISSUED_PREFIX: Record<IssuedKind, string> = { BONAFIDE: 'BON', TRANSFER: 'TC' };
/** Verification codes: 10 characters of Crockford's base 32 (no I, L, O, U), shown as XXXXX-XXXXX. */
export const VERIFY_CODE_PATTERN = '^[0-9A-HJKMNP-TV-Z]{5}-?[0-9A-HJKMNP-TV-Z]{5}$';

const I = ISSUED_MESSAGES;

export const IssueCertificateBody = Type.Object({
  kind: Type.Union(
    ISSUED_KINDS.map((k) => Type.Literal(k)),
    { 'x-message': I.kindRequired, 'x-invalid': I.kindInvalid },
  ),
  purpose: Type.Optional(Type.String({ maxLength: 200, 'x-invalid': I.purposeTooLong })),
});
export type IssueCertificateBody = Static<typeof IssueCertificateBody>;

export const RevokeIssuedBody = Type.Object({
  reason: required(I.reasonRequired, { maxLength: 300, 'x-invalid': I.reasonTooLong }),
});
export type RevokeIssuedBody = Static<typeof RevokeIssuedBody>;

export const VerifyCodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }) });

export const IssuedCertificate = Type.Object({
  _id: Type.String(),
  number: Type.String(),
  kind: Type.Union(ISSUED_KINDS.map((k) => Type.Literal(k))),
  studentId: Type.String(),
  studentName: Type.String(),
  purpose: Type.Union([Type.String(), Type.Null()]),
  verifyCode: Type.String(),
  status: Type.Union([Type.Literal('VALID'), Type.Literal('REVOKED')]),
  issuedAt: Type.String(),
  issuedBy: Type.Object({ _id: Type.String(), displayName: Type.String() }),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
  revokeReason: Type.Union([Type.String(), Type.Null()]),
});
export type IssuedCertificate = Static<typeof IssuedCertificate>;
export const IssuedCertificateReply = Ok(IssuedCertificate);
export const IssuedCertificateList = Ok(Type.Array(IssuedCertificate));

/** What the public page shows: only the number, the name, the type, the date and whether it is valid. */
export const VerifiedCertificate = Type.Object({
  number: Type.String(),
  name: Type.String(),
  type: Type.Union(ISSUED_KINDS.map((k) => Type.Literal(k))),
  date: Type.String(),
  status: Type.Union([Type.Literal('VALID'), Type.Literal('REVOKED')]),
});
export type VerifiedCertificate = Static<typeof VerifiedCertificate>;
export const VerifyReply = Ok(VerifiedCertificate);

/** The facts a certificate states, taken from the student's record when it is issued (the PDF is drawn from them). */
export interface IssuedSnapshot {
  studentName: string;
  registrationNumber: string | null;
  batch: string | null;
  session: string | null;
}

// Events: one stream per institute, `issuedCertificates-<instituteId>` (its count numbers the certificates).
export const issuedCertificatesStream = (instituteId: string) => `issuedCertificates-${instituteId}`;

export interface StudentCertificateIssued {
  type: 'StudentCertificateIssued';
  data: {
    issuedId: string;
    studentId: string;
    kind: IssuedKind;
    number: string;
    verifyCode: string;
    purpose: string | null;
    issuedOn: string;
    snapshot: IssuedSnapshot;
  };
}
export interface IssuedCertificateRevoked {
  type: 'IssuedCertificateRevoked';
  data: { issuedId: string; studentId: string; reason: string };
}
export type IssuedCertificateEvent = StudentCertificateIssued | IssuedCertificateRevoked;
