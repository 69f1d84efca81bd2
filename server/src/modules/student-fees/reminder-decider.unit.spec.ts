import { describe, expect, it } from 'vitest';
import type { FeeReminderEvent, FeeReminderSent, ReminderCharge } from '@school/contracts';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { assertRemindable, feeReminderDecider, feeReminderSettingsDecider } from './reminder-decider.js';

const charge = (chargeId: string, due: number, daysOverdue = 10): ReminderCharge => ({
  chargeId,
  feeTitle: `Tuition ${chargeId}`,
  dueDate: '2026-04-10',
  due,
  daysOverdue,
});
const reminder = (over: Partial<FeeReminderSent['data']> = {}): FeeReminderSent['data'] => ({
  reminderId: 'r1',
  studentId: 's1',
  studentName: 'Asha Rao',
  day: '2026-05-01',
  automatic: false,
  channels: ['NOTIFICATION', 'EMAIL'],
  recipients: ['s1', 'p1'],
  emails: 2,
  charges: [charge('c1', 500), charge('c2', 250.5)],
  total: 750.5,
  ...over,
});
const sent = (over: Partial<FeeReminderSent['data']> = {}): FeeReminderEvent => ({ type: 'FeeReminderSent', data: reminder(over) });
const send = (over: Partial<FeeReminderSent['data']> = {}) => ({ type: 'SendFeeReminder' as const, data: reminder(over) });

const spec = deciderSpec(feeReminderDecider);

describe('fee reminder decider', () => {
  it('records a reminder sent by hand, with its charges, recipients and channels', () => {
    spec.given().when(send()).then([sent()]);
  });

  it('refuses a second reminder the same day, saying so, and allows one the next day', () => {
    spec
      .given(sent())
      .when(send({ reminderId: 'r2' }))
      .thenThrows({ message: 'A reminder was already sent to Asha Rao today. The next one can go tomorrow.', status: 409 });
    spec
      .given(sent())
      .when(send({ reminderId: 'r2', day: '2026-05-02' }))
      .then([sent({ reminderId: 'r2', day: '2026-05-02' })]);
  });

  it('refuses a student with no overdue money', () => {
    spec
      .given()
      .when(send({ charges: [], total: 0 }))
      .thenThrows({ message: 'Asha Rao has no overdue fees to remind of.', status: 409 });
    spec
      .given()
      .when(send({ charges: [charge('c1', 0)], total: 0 }))
      .thenThrows({ status: 409 });
    expect(() => assertRemindable(feeReminderDecider.initialState(), reminder())).not.toThrow();
  });

  it('automatic: names each charge once, skips quietly when nothing is new or today went already', () => {
    const auto = { automatic: true, charges: [charge('c1', 500, 7)], total: 500 };
    spec
      .given()
      .when(send(auto))
      .then([sent(auto)]);
    // The next day c1 is not named again; a new charge c3 is, alone, with its own total.
    spec
      .given(sent(auto))
      .when(send({ ...auto, day: '2026-05-02', reminderId: 'r2', charges: [charge('c1', 500, 8), charge('c3', 120, 7)], total: 620 }))
      .then([sent({ ...auto, day: '2026-05-02', reminderId: 'r2', charges: [charge('c3', 120, 7)], total: 120 })]);
    spec
      .given(sent(auto))
      .when(send({ ...auto, day: '2026-05-02', reminderId: 'r2' }))
      .then([]);
    // A reminder by hand today: the automatic one waits (no error, nothing written).
    spec.given(sent()).when(send(auto)).then([]);
    // A reminder by hand does not use up the charges for the automatic one.
    expect(spec.given(sent()).state.autoCharges).toEqual([]);
  });
});

describe('fee reminder settings decider', () => {
  const settings = deciderSpec(feeReminderSettingsDecider);
  const set = (daysAfterDue: number) => ({ type: 'SetFeeReminderDays' as const, data: { daysAfterDue } });
  const changed = (daysAfterDue: number, before: number): FeeReminderEvent => ({
    type: 'FeeReminderSettingsChanged',
    data: { daysAfterDue, before },
  });

  it('is off by default; takes 1–90 or 0 (off); the same value again writes nothing', () => {
    expect(settings.given().state.daysAfterDue).toBe(0);
    settings
      .given()
      .when(set(7))
      .then([changed(7, 0)]);
    settings
      .given(changed(7, 0))
      .when(set(0))
      .then([changed(0, 7)]);
    settings.given(changed(7, 0)).when(set(7)).then([]);
    settings
      .given()
      .when(set(90))
      .then([changed(90, 0)]);
  });

  it('refuses days outside 0–90 or not whole', () => {
    for (const n of [-1, 91, 2.5])
      settings
        .given()
        .when(set(n))
        .thenThrows({ message: /0 \(off\) or a whole number from 1 to 90/, status: 400 });
  });
});
