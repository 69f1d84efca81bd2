import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eventually, grant, startTestApp, type TestApp } from './support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

const post = (role: 'ADMIN' | 'STAFF' | 'TEACHER', payload: Record<string, unknown>) => t.as(role).post('notice/create', payload);

describe('notices', () => {
  it('validates with the spec rules', async () => {
    const base = { title: 'Sports day', description: 'On the main ground', startTime: inAMinute(), endTime: tomorrow() };
    expect((await post('ADMIN', { ...base, title: '' })).json()).toEqual({ error: 'Title is required.' });
    expect((await post('ADMIN', { ...base, title: 'ab' })).json()).toEqual({ error: 'Title must be 3 to 50 characters.' });
    expect((await post('ADMIN', { ...base, title: 'x'.repeat(51) })).json()).toEqual({ error: 'Title must be 3 to 50 characters.' });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    expect((await post('ADMIN', { ...base, startTime: yesterday })).json()).toEqual({ error: 'Start time cannot be earlier than now.' });
    expect((await post('ADMIN', { ...base, startTime: '2020-01-01T00:00:00.000Z' })).json().error).toMatch(/^Start time must be between /);
    expect((await post('ADMIN', { ...base, endTime: new Date(Date.now() + 30_000).toISOString() })).json()).toEqual({
      error: 'End time cannot be earlier than start time.',
    });
    expect((await post('ADMIN', { ...base, role: 'EVERYONE' })).statusCode).toBe(400);
    expect((await post('TEACHER', base)).statusCode).toBe(403);
  });

  it('notifies its audience, live, and the bell count falls when one is read', async () => {
    const student = await t.as('STUDENT');
    const parent = await t.as('PARENT');
    const teacher = await t.as('TEACHER');
    const countOf = async (h: Record<string, string>) =>
      (await t.with(h).get('notification/unread-count')).json().data.unreadCount as number;
    const before = { student: await countOf(student), teacher: await countOf(teacher) };

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const token = student.authorization!.replace('Bearer ', '');
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/ws?token=${token}`);
    const signals: { readModel: string; ids: string[] }[] = [];
    ws.on('message', (m) => {
      const msg = JSON.parse(m.toString());
      if (msg.type === 'change') signals.push(msg);
    });
    await new Promise((r) => ws.once('open', r));

    const created = await post('ADMIN', {
      title: 'Exam timetable',
      description: '<p>Exams start on Monday</p>',
      startTime: inAMinute(),
      endTime: tomorrow(),
      role: 'STUDENT',
    });
    expect(created.statusCode).toBe(200);
    const notice = created.json().data;
    expect(notice.recipients).toBe(2); // the student and the parent linked to them

    await eventually(() => signals.some((s) => s.readModel === 'notification'));
    expect(await countOf(student)).toBe(before.student + 1);
    expect(await countOf(parent)).toBeGreaterThan(0);
    expect(await countOf(teacher)).toBe(before.teacher); // not addressed to teachers

    const list = (await t.inject({ method: 'GET', url: '/api/v1/notification', headers: student })).json();
    expect(list).toMatchObject({ pageNo: 1, unreadCount: before.student + 1 });
    const mine = list.data.find((n: { refId: string }) => n.refId === notice._id);
    expect(mine).toMatchObject({ title: 'Exam timetable', readStatus: false, kind: 'NOTICE' });

    signals.length = 0;
    const read = await t.inject({
      method: 'PUT',
      url: '/api/v1/notification/read',
      headers: student,
      payload: { notificationId: mine._id },
    });
    expect(read.json()).toMatchObject({ message: 'Notification marked as read' });
    await eventually(() => signals.some((s) => s.readModel === 'notification'));
    expect(await countOf(student)).toBe(before.student);
    // Reading again records nothing new.
    const again = await t.inject({
      method: 'PUT',
      url: '/api/v1/notification/read',
      headers: student,
      payload: { notificationId: mine._id },
    });
    expect(again.headers['x-position']).toBeUndefined();
    // Someone else's notification is not found.
    const other = await t.inject({
      method: 'PUT',
      url: '/api/v1/notification/read',
      headers: teacher,
      payload: { notificationId: mine._id },
    });
    expect(other.statusCode).toBe(404);
    ws.close();
  });

  it('lists notices per audience and deletes them (ADMIN or STAFF only)', async () => {
    // Staff publish and delete notices with the notice module; the manager's delete stays refused by role.
    await grant(t, 'STAFF', ['notice']);
    await grant(t, 'MANAGER', ['notice']);
    const created = await post('STAFF', {
      title: 'Staff meeting',
      description: 'In the hall at 4',
      startTime: inAMinute(),
      endTime: tomorrow(),
      role: 'TEACHER',
    });
    const id = created.json().data._id as string;
    const pos = created.headers['x-position'] as string;
    const teacherList = (
      await t.inject({ method: 'GET', url: '/api/v1/notice', headers: { ...(await t.as('TEACHER')), 'x-min-position': pos } })
    ).json();
    expect(teacherList.data.map((n: { _id: string }) => n._id)).toContain(id);
    const studentList = (
      await t.inject({ method: 'GET', url: '/api/v1/notice', headers: { ...(await t.as('STUDENT')), 'x-min-position': pos } })
    ).json();
    expect(studentList.data.map((n: { _id: string }) => n._id)).not.toContain(id);
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/notice/delete/${id}`, headers: await t.as('MANAGER') })).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: `/api/v1/notice/delete/${id}`, headers: await t.as('ADMIN', 'b') })).statusCode).toBe(
      404,
    );
    const del = await t.inject({ method: 'DELETE', url: `/api/v1/notice/delete/${id}`, headers: await t.as('ADMIN') });
    expect(del.json()).toMatchObject({ message: 'Notice deleted successfully' });
    const after = (
      await t.inject({
        method: 'GET',
        url: '/api/v1/notification',
        headers: { ...(await t.as('TEACHER')), 'x-min-position': del.headers['x-position'] as string },
      })
    ).json();
    expect(after.data.map((n: { refId: string }) => n.refId)).not.toContain(id);
  });
});
