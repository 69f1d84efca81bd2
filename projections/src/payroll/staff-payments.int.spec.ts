import { describe, expect, it, vi } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { staffPaymentsProjection } from './staff-payments.js';

const spec = projectionSpec(staffPaymentsProjection);
const { event } = spec;
const paid = (id: string, instituteId = 'i1') =>
  event(
    'StaffPaymentRecorded',
    {
      paymentId: id,
      staffId: 't1',
      paymentType: 'SALARY',
      paymentMethod: 'CASH',
      paymentStatus: 'SUCCESSFUL',
      paymentMonth: '2026-03-01',
      amount: 42000.5,
      note: 'March',
    },
    { instituteId },
  );

describe('staff_payment projection', () => {
  it('records a payment as SUCCESSFUL and a reversal once, keeping the first reversal', async () => {
    const first = event('StaffPaymentReversed', { paymentId: 'p1', staffId: 't1', amount: 42000.5, reason: 'Twice' }, { actorId: 'u2' });
    const rows = await spec
      .given(paid('p1'))
      .when(first, event('StaffPaymentReversed', { paymentId: 'p1', staffId: 't1', amount: 42000.5, reason: 'Again' }, { actorId: 'u3' }))
      .then('staff_payment');
    expect(rows).toMatchObject([
      {
        id: 'p1',
        institute_id: 'i1',
        staff_id: 't1',
        payment_type: 'SALARY',
        payment_method: 'CASH',
        amount: 42000.5,
        note: 'March',
        status: 'REVERSED',
        reversed_by: 'u2',
        reversal_reason: 'Twice',
        created_by: 'u1',
      },
    ]);
    expect(rows[0]!.reversed_at).toEqual(new Date(first.metadata.occurredAt));
  });

  it('does not reverse a payment of another institute', async () => {
    const rows = await spec
      .given(paid('p2', 'i2'))
      .when(event('StaffPaymentReversed', { paymentId: 'p2', staffId: 't1', amount: 1, reason: 'Not mine' }))
      .then('staff_payment');
    expect(rows).toMatchObject([{ id: 'p2', institute_id: 'i2', status: 'SUCCESSFUL', reversed_at: null }]);
  });

  it('skips a payment it cannot use, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rows = await spec
      .when(
        event('StaffPaymentRecorded', { paymentId: 'p3', staffId: 't1', paymentMonth: 'March', amount: 10 }),
        event('StaffPaymentRecorded', {}),
        event('StaffPaymentReversed', {}),
      )
      .then('staff_payment');
    expect(rows).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
