import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordedEvent } from '@school/contracts';
import { openDatabase, type Database } from '@school/server';
import { staffAttendanceProjection as p } from './staff-attendance.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  for (const [t, ddl] of Object.entries(p.tables)) await ddl(sql.table(t)).execute(database.db);
});
afterAll(async () => database?.close());

let position = 0n;
const event = (type: string, data: object, instituteId = 'i1'): RecordedEvent => {
  position += 1n;
  return {
    type,
    data,
    eventId: `e${position}`,
    streamId: 'staffAttendance-x',
    streamVersion: 0,
    position,
    recordedAt: '2026-01-01T00:00:00.000Z',
    metadata: {
      actorId: 'a1',
      actorRole: 'ADMIN',
      instituteId,
      occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Number(position))).toISOString(),
      correlationId: 'c',
      causationId: 'c',
    },
  };
};
const apply = async (events: RecordedEvent[]) => {
  for (const e of events) await p.apply({ tx: database.db, table: (t) => sql.table(t) }, e);
};
const rows = async () =>
  (
    await sql<Record<string, unknown>>`select institute_id, user_id, to_char(day, 'YYYY-MM-DD') as day, status, last_position
    from staff_attendance order by institute_id, user_id, day`.execute(database.db)
  ).rows;

describe('staff_attendance projection', () => {
  it('keeps the latest status of a day; re-applying the events changes nothing', async () => {
    const events = [
      event('StaffAttendanceMarked', { userId: 'u1', date: '2026-03-09', status: 'PRESENT' }),
      event('StaffAttendanceMarked', { userId: 'u1', date: '2026-03-10', status: 'LEAVE' }),
      event('StaffAttendanceChanged', { userId: 'u1', date: '2026-03-09', status: 'ABSENT', previousStatus: 'PRESENT' }),
      event('StaffAttendanceMarked', { userId: 'u1', date: '2026-03-09', status: 'PRESENT' }, 'i2'),
    ];
    await apply(events);
    const once = await rows();
    expect(once).toMatchObject([
      { institute_id: 'i1', user_id: 'u1', day: '2026-03-09', status: 'ABSENT' },
      { institute_id: 'i1', user_id: 'u1', day: '2026-03-10', status: 'LEAVE' },
      { institute_id: 'i2', user_id: 'u1', day: '2026-03-09', status: 'PRESENT' },
    ]);
    await apply(events);
    // The first mark applied again after the change does not bring PRESENT back.
    await apply([events[0]!]);
    expect(await rows()).toEqual(once);
  });

  it('skips an event it cannot use, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = await rows();
    await apply([
      event('StaffAttendanceMarked', { userId: 'u9', date: 'not a day', status: 'PRESENT' }),
      event('StaffAttendanceMarked', {}),
    ]);
    expect(await rows()).toEqual(before);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
