import { Type } from '@sinclair/typebox';
import { AssignTeacherBody, CreateFinanceBody, DepartmentBody } from '@school/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { pick, schemaResolver } from './schema-form';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never>;
const messages = async (resolver: ReturnType<typeof schemaResolver>, values: Record<string, unknown>) => {
  const { errors } = await resolver(values, undefined, options as never);
  return Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, (e as { message?: string }).message]));
};

describe('schemaResolver: a contract schema checks a form with the spec messages', () => {
  it('reports each empty required field with its x-message', async () => {
    const r = schemaResolver(CreateFinanceBody);
    expect(await messages(r, { title: '', financeType: '', amount: '' })).toEqual({
      title: 'Finance name is required.',
      financeType: 'Finance type is required.',
      amount: 'Amount is required.',
    });
  });
  it('treats blank text as empty, as the API call sends it trimmed', async () => {
    const r = schemaResolver(pick(DepartmentBody, ['title', 'description']));
    expect(await messages(r, { title: '   ', description: 'x' })).toEqual({ title: 'Department name is required.' });
  });
  it('reads numbers typed as text, and reports a wrong value with its x-invalid', async () => {
    const r = schemaResolver(CreateFinanceBody);
    expect(await messages(r, { title: 'Fees', financeType: 'CREDIT', amount: '12.50' })).toEqual({});
    expect(await messages(r, { title: 'Fees', financeType: 'CREDIT', amount: '-3' })).toEqual({
      amount: 'Amount must be a positive number.',
    });
  });
  it('adds the checks a schema cannot say, on fields the schema accepted only', async () => {
    const r = schemaResolver<{ from: string; to: string }>(
      Type.Object({ from: Type.String({ minLength: 1, 'x-message': 'From is required.' }), to: Type.String() }),
      (v) => ({ to: v.to <= v.from ? 'To must be after From.' : undefined, from: 'never shown over the schema' }),
    );
    expect(await messages(r as never, { from: '', to: '' })).toEqual({ from: 'From is required.', to: 'To must be after From.' });
  });
  it('hands the values back as the form holds them when they pass', async () => {
    const r = schemaResolver(CreateFinanceBody);
    const values = { title: ' Fees ', financeType: 'DEBIT', amount: '5' };
    expect((await r(values, undefined, options as never)).values).toEqual(values);
  });
  it('checks the body built from values of another shape, and shows its errors on the form fields', async () => {
    type Picked = { who: { _id: string } | null; subject: { _id: string } | null };
    const r = schemaResolver<Picked>(AssignTeacherBody, undefined, {
      toBody: (v) => ({ teacher: v.who?._id ?? '', subject: v.subject?._id ?? '' }),
      fieldOf: { teacher: 'who' },
    });
    expect(await messages(r as never, { who: null, subject: { _id: 's1' } })).toEqual({ who: 'Teacher is required.' });
  });
  it('uses the pattern message for a pattern and the format message otherwise', async () => {
    const r = schemaResolver(
      Type.Object({
        email: Type.String({ format: 'email', pattern: '^[\\x21-\\x7E]+$', 'x-invalid': 'Bad e-mail', 'x-pattern-invalid': 'ASCII only' }),
      }),
    );
    expect(await messages(r, { email: 'no-at-sign' })).toEqual({ email: 'Bad e-mail' });
    expect(await messages(r, { email: 'é@x.io' })).toEqual({ email: 'ASCII only' });
  });
});
