import { describe, expect, it } from 'vitest';
import { projectionSpec } from '../testing/projection-spec.js';
import { notificationsProjection } from '../communication/notices.js';
import { feeReminderProjection } from './reminders.js';

const spec = projectionSpec(feeReminderProjection, notificationsProjection);
const { event } = spec;

const reminder = (reminderId: string, automatic: boolean, day = '2026-05-01') =>
  event(
    'FeeReminderSent',
    {
      reminderId,
      studentId: 's1',
      studentName: 'Asha Rao',
      day,
      automatic,
      channels: ['NOTIFICATION', 'EMAIL'],
      recipients: ['s1', 'p1'],
      emails: 2,
      charges: [{ chargeId: 'c1', feeTitle: 'Tuition', dueDate: '2026-04-10', due: 500, daysOverdue: 21 }],
      total: 500,
    },
    { streamId: 'feeReminders-s1', actorId: automatic ? 'system' : 'admin1' },
  );

describe('fee reminder projection', () => {
  it('keeps one row per reminder, the charges an automatic one named, and notifies the student and each parent', async () => {
    const when = spec.given().when(reminder('r1', false), reminder('r2', true, '2026-05-02'));
    const rows = await when.then('fee_reminder', 'id');
    expect(rows).toMatchObject([
      { id: 'r1', student_id: 's1', day: '2026-05-01', automatic: false, recipients: ['s1', 'p1'], emails: 2, sent_by: 'admin1' },
      { id: 'r2', automatic: true, sent_by: 'system' },
    ]);
    expect(Number(rows[0]!.total)).toBe(500);
    expect(
      await spec
        .given()
        .when(reminder('r1', false), reminder('r2', true, '2026-05-02'))
        .then('fee_reminder_charge', 'charge_id'),
    ).toEqual([{ charge_id: 'c1', reminder_id: 'r2', institute_id: 'i1', student_id: 's1' }]);
    const inbox = await spec.given().when(reminder('r1', false)).then('notification', 'id');
    expect(inbox).toMatchObject([
      { id: 'r1.p1', user_id: 'p1', kind: 'FEE_REMINDER', ref_id: 's1', title: 'Fee reminder: ₹500 overdue for Asha Rao' },
      { id: 'r1.s1', user_id: 's1', kind: 'FEE_REMINDER', description: 'Tuition: ₹500 due 2026-04-10 (21 days overdue)' },
    ]);
  });

  it('keeps the latest setting of an institute', async () => {
    const rows = await spec
      .given()
      .when(
        event('FeeReminderSettingsChanged', { daysAfterDue: 7, before: 0 }),
        event('FeeReminderSettingsChanged', { daysAfterDue: 3, before: 7 }),
        event('FeeReminderSettingsChanged', { daysAfterDue: 10, before: 0 }, { instituteId: 'i2' }),
      )
      .then('fee_reminder_settings', 'institute_id');
    expect(rows).toMatchObject([
      { institute_id: 'i1', days_after_due: 3 },
      { institute_id: 'i2', days_after_due: 10 },
    ]);
  });
});
