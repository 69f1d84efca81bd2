import { describe, expect, it } from 'vitest';
import { parseRegistrationPattern, registrationKey, renderRegistrationNumber, type PatternPart } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { instituteDecider } from './deciders.js';

const parts = (p: string) => {
  const r = parseRegistrationPattern(p);
  if ('error' in r) throw new Error(r.error);
  return r.parts as PatternPart[];
};

describe('registration number patterns', () => {
  it('renders the tokens, padding the running number', () => {
    const v = { day: '2026-11-24', session: '2025-2026' };
    expect(renderRegistrationNumber(parts('{YYYY}/{SEQ:4}'), v, 7)).toBe('2026/0007');
    expect(renderRegistrationNumber(parts('REG-{SESSION}-{SEQ}'), v, 12)).toBe('REG-2025-2026-12');
    expect(renderRegistrationNumber(parts('s{yy}.{seq:2}'), v, 3)).toBe('s26.03');
    // Without a batch the session is the year; odd characters of a session title are dropped.
    expect(renderRegistrationNumber(parts('{SESSION}-{SEQ}'), { day: '2026-01-02', session: null }, 1)).toBe('2026-1');
    expect(renderRegistrationNumber(parts('{SESSION}-{SEQ}'), { day: '2026-01-02', session: '2025 / 26' }, 1)).toBe('202526-1');
  });

  it('counts per key: the number without its running part', () => {
    expect(registrationKey(parts('{YYYY}/{SEQ:4}'), { day: '2026-11-24', session: null })).toBe('2026/#');
    expect(registrationKey(parts('REG-{SESSION}-{SEQ}'), { day: '2026-11-24', session: '2025-2026' })).toBe('REG-2025-2026-#');
  });

  it('refuses a pattern it could not number by, saying why', () => {
    const err = (p: string) => (parseRegistrationPattern(p) as { error: string }).error;
    expect(err('')).toBe('Pattern is required.');
    expect(err('REG')).toBe('The pattern needs exactly one {SEQ} or {SEQ:n}.');
    expect(err('{SEQ}{SEQ:2}')).toBe('The pattern needs exactly one {SEQ} or {SEQ:n}.');
    expect(err('{SEQ:0}')).toMatch(/Unknown token/);
    expect(err('{SEQ:10}')).toMatch(/Unknown token/);
    expect(err('A B{SEQ}')).toMatch(/Around the tokens/);
    expect(err('{SEQ')).toBe('A { or } in the pattern is not closed.');
    expect(err(`${'A'.repeat(60)}{SEQ}`)).toMatch(/at most 60/);
  });
});

describe('institute decider: the registration pattern', () => {
  const created = {
    type: 'InstituteCreated' as const,
    data: { instituteId: 'i1', instituteName: 'A School', email: 'a@x.in', logoFileId: null },
  };
  const spec = deciderSpec(instituteDecider);
  it('records a valid pattern with the one it replaces, nothing when unchanged', () => {
    const set = { type: 'SetRegistrationPattern' as const, data: { instituteId: 'i1', pattern: ' R-{SEQ:3} ' } };
    spec
      .given(created)
      .when(set)
      .then([{ type: 'RegistrationPatternSet', data: { instituteId: 'i1', pattern: 'R-{SEQ:3}', previous: null } }]);
    const after = { type: 'RegistrationPatternSet' as const, data: { instituteId: 'i1', pattern: 'R-{SEQ:3}', previous: null } };
    spec.given(created, after).when(set).then([]);
    spec
      .given(created, after)
      .when({ type: 'SetRegistrationPattern', data: { instituteId: 'i1', pattern: '{YYYY}-{SEQ}' } })
      .then([{ type: 'RegistrationPatternSet', data: { instituteId: 'i1', pattern: '{YYYY}-{SEQ}', previous: 'R-{SEQ:3}' } }]);
  });
  it('refuses a bad pattern (400) and an unknown institute (404)', () => {
    spec
      .given(created)
      .when({ type: 'SetRegistrationPattern', data: { instituteId: 'i1', pattern: 'R-{NAME}' } })
      .thenThrows({ status: 400, message: /Unknown token/ });
    spec
      .given()
      .when({ type: 'SetRegistrationPattern', data: { instituteId: 'i1', pattern: '{SEQ}' } })
      .thenThrows({ status: 404 });
  });
});
