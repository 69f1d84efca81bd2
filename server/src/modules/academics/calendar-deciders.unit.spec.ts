import { describe, expect, it } from 'vitest';
import type { HolidayEvent, SessionEvent } from '@school/contracts';
import { holidayDecider as h } from './holiday-decider.js';
import { sessionDecider as s } from './session-decider.js';
import { dayOf, instituteDay } from './shared.js';

describe('session decider', () => {
  const given = (...events: SessionEvent[]) => events.reduce(s.evolve, s.initialState());
  const created: SessionEvent = { type: 'SessionCreated', data: { sessionId: 's1', title: '2025-2026', startYear: 2025, endYear: 2026 } };
  it('titles a session by its years', () => {
    expect(s.decide({ type: 'CreateSession', data: { sessionId: 's1', startYear: 2025, endYear: 2026 } }, given())).toEqual([created]);
  });
  it('refuses an end year not after the start year, or more than 10 years on', () => {
    expect(() => s.decide({ type: 'CreateSession', data: { sessionId: 's1', startYear: 2026, endYear: 2026 } }, given())).toThrow('To year must be after From year (for example 2026-2027).');
    expect(() => s.decide({ type: 'CreateSession', data: { sessionId: 's1', startYear: 2026, endYear: 2025 } }, given())).toThrow('To year must be after From year');
    expect(() => s.decide({ type: 'CreateSession', data: { sessionId: 's1', startYear: 2000, endYear: 2020 } }, given())).toThrow('at most 10 years');
  });
  it('updates, records nothing for the same years, and refuses what was deleted', () => {
    expect(s.decide({ type: 'UpdateSession', data: { sessionId: 's1', startYear: 2025, endYear: 2026 } }, given(created))).toEqual([]);
    expect(s.decide({ type: 'UpdateSession', data: { sessionId: 's1', startYear: 2025, endYear: 2027 } }, given(created))[0]!.data).toMatchObject({ title: '2025-2027' });
    const deleted: SessionEvent = { type: 'SessionDeleted', data: { sessionId: 's1' } };
    expect(() => s.decide({ type: 'DeleteSession', data: { sessionId: 's1' } }, given(created, deleted))).toThrow('Session not found.');
  });
});

describe('holiday decider', () => {
  const given = (...events: HolidayEvent[]) => events.reduce(h.evolve, h.initialState());
  const declare = (startDate: string, endDate: string, today = '2026-03-10') =>
    h.decide({ type: 'DeclareHoliday', data: { holidayId: 'h1', title: 'Holi', startDate, endDate, today } }, given());
  it('declares a holiday from today on, dropping the command-only day', () => {
    expect(declare('2026-03-10', '2026-03-10')).toEqual([{ type: 'HolidayDeclared', data: { holidayId: 'h1', title: 'Holi', startDate: '2026-03-10', endDate: '2026-03-10' } }]);
  });
  it('refuses a start before today and an end before the start', () => {
    expect(() => declare('2026-03-09', '2026-03-12')).toThrow('Start date cannot be before today.');
    expect(() => declare('2026-03-12', '2026-03-11')).toThrow('End date cannot be before start date.');
  });
  it('cancels once', () => {
    const declared = declare('2026-03-12', '2026-03-12')[0]!;
    const cancelled: HolidayEvent = { type: 'HolidayCancelled', data: { holidayId: 'h1' } };
    expect(h.decide({ type: 'CancelHoliday', data: { holidayId: 'h1' } }, given(declared))).toEqual([cancelled]);
    expect(() => h.decide({ type: 'CancelHoliday', data: { holidayId: 'h1' } }, given(declared, cancelled))).toThrow('Holiday not found.');
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
