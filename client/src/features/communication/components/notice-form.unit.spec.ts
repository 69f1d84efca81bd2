import { describe, expect, it } from 'vitest';
import {
  audienceLabel,
  audienceRole,
  emptyNotice,
  fromLocalInput,
  noticeBody,
  noticeStatus,
  toLocalInput,
  validateNotice,
  type NoticeValues,
} from './notice-form';

const now = new Date(2026, 10, 21, 19, 57, 40);
const valid = (patch: Partial<NoticeValues> = {}): NoticeValues => ({
  title: 'Annual day',
  description: '<p>Rehearsals start on <b>Monday</b>.</p>',
  startTime: '2026-11-21T19:57',
  endTime: '2026-11-30T18:00',
  audience: 'ALL',
  staffKind: '',
  ...patch,
});

describe('validateNotice (001 §5, with the server messages)', () => {
  it('accepts a complete notice starting this minute', () => {
    expect(validateNotice(valid(), now)).toEqual({});
  });
  it('says what is missing on an empty form', () => {
    const e = validateNotice({ ...emptyNotice(now), startTime: '' }, now);
    expect(e).toEqual({
      title: 'Title is required.',
      description: 'Description is required.',
      startTime: 'Start time is required.',
      endTime: 'End time is required.',
    });
  });
  it('wants a title of 3 to 50 characters', () => {
    expect(validateNotice(valid({ title: 'ab' }), now).title).toBe('Title must be 3 to 50 characters.');
    expect(validateNotice(valid({ title: 'x'.repeat(51) }), now).title).toBe('Title must be 3 to 50 characters.');
    expect(validateNotice(valid({ title: `  ${'x'.repeat(50)}  ` }), now).title).toBeUndefined();
  });
  it('treats a description of empty markup as missing', () => {
    expect(validateNotice(valid({ description: '<p> </p>' }), now).description).toBe('Description is required.');
  });
  it('refuses a start before now and an end before the start', () => {
    expect(validateNotice(valid({ startTime: '2026-11-21T19:46' }), now).startTime).toBe('Start time cannot be earlier than now.');
    // A form opened a few minutes ago still starts now (sent as now).
    expect(validateNotice(valid({ startTime: '2026-11-21T19:50' }), now).startTime).toBeUndefined();
    expect(noticeBody(valid({ startTime: '2026-11-21T19:50' }), now).startTime).toBe(now.toISOString());
    expect(validateNotice(valid({ startTime: '2026-11-22T10:00', endTime: '2026-11-22T09:59' }), now).endTime).toBe(
      'End time cannot be earlier than start time.',
    );
    expect(validateNotice(valid({ startTime: '2026-11-22T10:00', endTime: '2026-11-22T10:00' }), now).endTime).toBeUndefined();
  });
  it('asks for teaching or non-teaching when the audience is staff', () => {
    expect(validateNotice(valid({ audience: 'STAFF' }), now).staffKind).toBe('Choose teaching or non-teaching staff.');
    expect(validateNotice(valid({ audience: 'STAFF', staffKind: 'TEACHER' }), now)).toEqual({});
  });
});

describe('audience', () => {
  it('sends TEACHER for teaching staff and STAFF for non-teaching staff (001 §4)', () => {
    expect(audienceRole({ audience: 'STAFF', staffKind: 'TEACHER' })).toBe('TEACHER');
    expect(audienceRole({ audience: 'STAFF', staffKind: 'STAFF' })).toBe('STAFF');
    expect(audienceRole({ audience: 'STUDENT', staffKind: 'TEACHER' })).toBe('STUDENT');
    expect(audienceRole({ audience: 'ALL', staffKind: '' })).toBe('ALL');
  });
  it('labels each role', () => {
    expect(audienceLabel('STUDENT')).toBe('Students and parents');
    expect(audienceLabel('TEACHER')).toBe('Teaching staff');
  });
});

describe('noticeBody', () => {
  it('sends ISO times, a start within this minute as now, and no batch', () => {
    const body = noticeBody(valid({ audience: 'STUDENT' }), now);
    expect(body).toEqual({
      title: 'Annual day',
      description: '<p>Rehearsals start on <b>Monday</b>.</p>',
      startTime: now.toISOString(),
      endTime: new Date(2026, 10, 30, 18, 0).toISOString(),
      role: 'STUDENT',
    });
  });
});

describe('dates', () => {
  it('round-trips a datetime-local value', () => {
    expect(toLocalInput(now)).toBe('2026-11-21T19:57');
    expect(fromLocalInput('2026-11-21T19:57')?.getTime()).toBe(new Date(2026, 10, 21, 19, 57).getTime());
    expect(fromLocalInput('tomorrow')).toBeNull();
  });
  it('tells scheduled, active and ended notices apart', () => {
    const n = { startTime: new Date(2026, 10, 21, 19, 0).toISOString(), endTime: new Date(2026, 10, 22).toISOString() };
    expect(noticeStatus(n, now)).toBe('active');
    expect(noticeStatus(n, new Date(2026, 10, 21, 18))).toBe('scheduled');
    expect(noticeStatus(n, new Date(2026, 10, 23))).toBe('ended');
  });
});
