import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import type { HolidayEvent, SessionEvent } from '@school/contracts';
import { holidayDecider as h } from './holiday-decider.js';
import { sessionDecider as s } from './session-decider.js';
import { dayOf, instituteDay } from './shared.js';

describe('session decider', () => {
  const spec = deciderSpec(s);
  const created: SessionEvent = { type: 'SessionCreated', data: { sessionId: 's1', title: '2025-2026', startYear: 2025, endYear: 2026 } };
  it('titles a session by its years', () => {
    spec
      .given()
      .when({ type: 'CreateSession', data: { sessionId: 's1', startYear: 2025, endYear: 2026 } })
      .then([created]);
  });
  it('refuses an end year not after the start year, or more than 10 years on', () => {
    spec
      .given()
      .when({ type: 'CreateSession', data: { sessionId: 's1', startYear: 2026, endYear: 2026 } })
      .thenThrows('To year must be after From year (for example 2026-2027).');
    spec
      .given()
      .when({ type: 'CreateSession', data: { sessionId: 's1', startYear: 2026, endYear: 2025 } })
      .thenThrows('To year must be after From year');
    spec
      .given()
      .when({ type: 'CreateSession', data: { sessionId: 's1', startYear: 2000, endYear: 2020 } })
      .thenThrows('at most 10 years');
  });
  it('updates, records nothing for the same years, and refuses what was deleted', () => {
    spec
      .given(created)
      .when({ type: 'UpdateSession', data: { sessionId: 's1', startYear: 2025, endYear: 2026 } })
      .then([]);
    expect(
      s.decide({ type: 'UpdateSession', data: { sessionId: 's1', startYear: 2025, endYear: 2027 } }, spec.given(created).state)[0]!.data,
    ).toMatchObject({ title: '2025-2027' });
    const deleted: SessionEvent = { type: 'SessionDeleted', data: { sessionId: 's1' } };
    spec
      .given(created, deleted)
      .when({ type: 'DeleteSession', data: { sessionId: 's1' } })
      .thenThrows('Session not found.');
  });
});

describe('holiday decider', () => {
  const spec = deciderSpec(h);
  const declare = (startDate: string, endDate: string, today = '2026-03-10') =>
    h.decide({ type: 'DeclareHoliday', data: { holidayId: 'h1', title: 'Holi', startDate, endDate, today } }, spec.given().state);
  it('declares a holiday from today on, dropping the command-only day', () => {
    expect(declare('2026-03-10', '2026-03-10')).toEqual([
      { type: 'HolidayDeclared', data: { holidayId: 'h1', title: 'Holi', startDate: '2026-03-10', endDate: '2026-03-10' } },
    ]);
  });
  it('refuses a start before today and an end before the start', () => {
    expect(() => declare('2026-03-09', '2026-03-12')).toThrow('Start date cannot be before today.');
    expect(() => declare('2026-03-12', '2026-03-11')).toThrow('End date cannot be before start date.');
  });
  it('cancels once', () => {
    const declared = declare('2026-03-12', '2026-03-12')[0]!;
    const cancelled: HolidayEvent = { type: 'HolidayCancelled', data: { holidayId: 'h1' } };
    spec
      .given(declared)
      .when({ type: 'CancelHoliday', data: { holidayId: 'h1' } })
      .then([cancelled]);
    spec
      .given(declared, cancelled)
      .when({ type: 'CancelHoliday', data: { holidayId: 'h1' } })
      .thenThrows('Holiday not found.');
  });
});

describe('institute days', () => {
  it("reads a date-time as the institute's day and a plain date as itself", () => {
    expect(dayOf('2025-12-31T18:30:00.000Z')).toBe('2026-01-01');
    expect(dayOf('2026-01-01')).toBe('2026-01-01');
    expect(dayOf('2026-02-30')).toBeNull();
    expect(dayOf('tomorrow')).toBeNull();
    expect(instituteDay(new Date('2026-03-09T19:00:00Z'))).toBe('2026-03-10');
  });
});
