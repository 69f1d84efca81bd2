import { ISSUED_MESSAGES as I, ISSUED_PREFIX, type IssuedCertificateEvent, type IssuedKind, type IssuedSnapshot } from '@school/contracts';
import type { Decider } from '../../platform/commands.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

/** An institute's issued certificates: how many of each kind per year (the numbers), and which are revoked. */
export interface IssuedState {
  counts: Record<string, number>;
  issued: Record<string, { studentId: string; kind: IssuedKind; revoked: boolean }>;
}

export type IssuedCommand =
  | {
      type: 'IssueCertificate';
      data: {
        issuedId: string;
        studentId: string;
        kind: IssuedKind;
        verifyCode: string;
        purpose: string | null;
        /** The institute's day of issue, YYYY-MM-DD (its year numbers the certificate). */
        issuedOn: string;
        snapshot: IssuedSnapshot;
      };
    }
  | { type: 'RevokeIssuedCertificate'; data: { issuedId: string; reason: string } };

const counter = (kind: IssuedKind, year: string) => `${kind}/${year}`;

/** `BON/2026/0001`: the kind's prefix, the year of issue, the count of that kind in that year. */
export const issuedNumber = (kind: IssuedKind, year: string, n: number) => `${ISSUED_PREFIX[kind]}/${year}/${String(n).padStart(4, '0')}`;

/** A student holds at most one valid transfer certificate. */
export function assertMayIssue(state: IssuedState, studentId: string, kind: IssuedKind): void {
  if (kind !== 'TRANSFER') return;
  if (Object.values(state.issued).some((x) => x.studentId === studentId && x.kind === 'TRANSFER' && !x.revoked)) {
    throw conflict(I.transferOnce);
  }
}

export const issuedDecider: Decider<IssuedState, IssuedCommand, IssuedCertificateEvent> = {
  initialState: () => ({ counts: {}, issued: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'StudentCertificateIssued': {
        const key = counter(event.data.kind, event.data.issuedOn.slice(0, 4));
        return {
          counts: { ...state.counts, [key]: (state.counts[key] ?? 0) + 1 },
          issued: { ...state.issued, [event.data.issuedId]: { studentId: event.data.studentId, kind: event.data.kind, revoked: false } },
        };
      }
      case 'IssuedCertificateRevoked': {
        const x = state.issued[event.data.issuedId];
        return x ? { ...state, issued: { ...state.issued, [event.data.issuedId]: { ...x, revoked: true } } } : state;
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'IssueCertificate': {
        const d = command.data;
        if (state.issued[d.issuedId]) throw conflict('This certificate is already issued.');
        if ((d.purpose ?? '').length > 200) throw badRequest(I.purposeTooLong);
        assertMayIssue(state, d.studentId, d.kind);
        const year = d.issuedOn.slice(0, 4);
        const number = issuedNumber(d.kind, year, (state.counts[counter(d.kind, year)] ?? 0) + 1);
        return [{ type: 'StudentCertificateIssued', data: { ...d, purpose: d.purpose?.trim() || null, number } }];
      }
      case 'RevokeIssuedCertificate': {
        const x = state.issued[command.data.issuedId];
        if (!x) throw notFound(I.notFound);
        if (x.revoked) throw conflict(I.alreadyRevoked);
        const reason = command.data.reason.trim();
        if (!reason) throw badRequest(I.reasonRequired);
        return [{ type: 'IssuedCertificateRevoked', data: { issuedId: command.data.issuedId, studentId: x.studentId, reason } }];
      }
    }
  },
};
