import { describe, it } from 'vitest';
import { ISSUED_MESSAGES as I, type IssuedCertificateEvent } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { issuedDecider, type IssuedCommand } from './issued-decider.js';

const spec = deciderSpec(issuedDecider);
const snapshot = { studentName: 'Aarav Sharma', registrationNumber: 'R1', batch: 'B.Tech CSE', session: '2025-2029' };
const issue = (issuedId: string, kind: 'BONAFIDE' | 'TRANSFER', studentId = 's1', issuedOn = '2026-11-25'): IssuedCommand => ({
  type: 'IssueCertificate',
  data: { issuedId, studentId, kind, verifyCode: `CODE${issuedId}`, purpose: null, issuedOn, snapshot },
});
const issued = (
  issuedId: string,
  kind: 'BONAFIDE' | 'TRANSFER',
  number: string,
  studentId = 's1',
  issuedOn = '2026-11-25',
): IssuedCertificateEvent => ({
  type: 'StudentCertificateIssued',
  data: { ...(issue(issuedId, kind, studentId, issuedOn).data as Extract<IssuedCommand, { type: 'IssueCertificate' }>['data']), number },
});

describe('issued certificates decider', () => {
  it('numbers certificates per kind and year', () => {
    spec
      .given()
      .when(issue('a', 'BONAFIDE'))
      .then([issued('a', 'BONAFIDE', 'BON/2026/0001')]);
    spec
      .given(issued('a', 'BONAFIDE', 'BON/2026/0001'))
      .when(issue('b', 'BONAFIDE', 's2'))
      .then([issued('b', 'BONAFIDE', 'BON/2026/0002', 's2')]);
    spec
      .given(issued('a', 'BONAFIDE', 'BON/2026/0001'))
      .when(issue('c', 'TRANSFER'))
      .then([issued('c', 'TRANSFER', 'TC/2026/0001')]);
    spec
      .given(issued('a', 'BONAFIDE', 'BON/2026/0001'))
      .when(issue('d', 'BONAFIDE', 's1', '2027-01-02'))
      .then([issued('d', 'BONAFIDE', 'BON/2027/0001', 's1', '2027-01-02')]);
  });

  it('issues one valid transfer certificate per student; after a revoke another', () => {
    const tc = issued('t', 'TRANSFER', 'TC/2026/0001');
    spec.given(tc).when(issue('u', 'TRANSFER')).thenThrows({ message: I.transferOnce, status: 409 });
    const revoked: IssuedCertificateEvent = {
      type: 'IssuedCertificateRevoked',
      data: { issuedId: 't', studentId: 's1', reason: 'Wrong date' },
    };
    spec
      .given(tc, revoked)
      .when(issue('u', 'TRANSFER'))
      .then([issued('u', 'TRANSFER', 'TC/2026/0002')]);
  });

  it('revokes with a reason, once', () => {
    const b = issued('a', 'BONAFIDE', 'BON/2026/0001');
    const revoke = (reason: string): IssuedCommand => ({ type: 'RevokeIssuedCertificate', data: { issuedId: 'a', reason } });
    spec
      .given(b)
      .when(revoke(' Issued by mistake '))
      .then([{ type: 'IssuedCertificateRevoked', data: { issuedId: 'a', studentId: 's1', reason: 'Issued by mistake' } }]);
    spec.given(b).when(revoke('  ')).thenThrows({ message: I.reasonRequired, status: 400 });
    spec
      .given(b, { type: 'IssuedCertificateRevoked', data: { issuedId: 'a', studentId: 's1', reason: 'x' } })
      .when(revoke('again'))
      .thenThrows({ status: 409 });
    spec.given().when(revoke('x')).thenThrows({ message: I.notFound, status: 404 });
  });
});
