import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { institutesProjection } from './users.js';

const spec = projectionSpec(institutesProjection);
const { event } = spec;

describe('institute projection: the registration pattern (issue 11)', () => {
  it('keeps the pattern last set, and no pattern until one is', async () => {
    const created = event('InstituteCreated', { instituteId: 'i1', instituteName: 'A School', email: 'a@x.in' });
    expect((await spec.given().when(created).then('institute'))[0]).toMatchObject({ id: 'i1', registration_pattern: null });
    const first = event('RegistrationPatternSet', { instituteId: 'i1', pattern: '{YYYY}/{SEQ:4}', previous: null });
    const second = event('RegistrationPatternSet', { instituteId: 'i1', pattern: 'REG-{SESSION}-{SEQ:3}', previous: '{YYYY}/{SEQ:4}' });
    const rows = await spec.given(created).when(first, second).then('institute');
    expect(rows[0]).toMatchObject({ id: 'i1', institute_name: 'A School', registration_pattern: 'REG-{SESSION}-{SEQ:3}' });
  });
});
