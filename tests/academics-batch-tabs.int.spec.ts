import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant, png, type TestApp } from './support/harness.js';
import { pos } from './support/people.js';
import { batchTabsWorld, type BatchTabsWorld, slot, WED } from './support/batch-tabs-world.js';

let t: TestApp;
let admin: Record<string, string>;
let hod: Record<string, string>;
let student: Record<string, string>;
let parent: Record<string, string>;
let ids: BatchTabsWorld['ids'];
let t2: BatchTabsWorld['t2'];
let t3: BatchTabsWorld['t3'];
let call: BatchTabsWorld['call'];
let ok: BatchTabsWorld['ok'];
let form: BatchTabsWorld['form'];

beforeAll(async () => {
  ({ t, admin, hod, student, parent, ids, t2, t3, call, ok, form } = await batchTabsWorld());
});
afterAll(async () => t?.close());

describe('timetable', () => {
  let first = '';
  it('creates a slot on the weekday of the chosen day and groups the batch timetable by day, Monday to Saturday', async () => {
    const r = await ok(call('POST', `batch/timetable/${ids.batchA}`, admin, slot(WED, '10:00', '11:00', ids.math, t2.id)));
    first = r.json().data._id;
    expect(r.json()).toMatchObject({
      message: 'Timetable created successfully',
      data: {
        day: 'Wednesday',
        startAt: '10:00',
        endAt: '11:00',
        classRoom: 'Room 101',
        subject: { _id: ids.math, title: 'Mathematics' },
        teacher: { _id: t2.id, displayName: 'Nina Rao' },
        batch: { _id: ids.batchA, course: { title: 'B.Tech' }, branch: { title: 'CSE' }, session: { title: '2025-2026' } },
      },
    });
    // This week's occurrence, at 10:00 in India.
    expect(new Date(r.json().data.startTime).getUTCHours() * 60 + new Date(r.json().data.startTime).getUTCMinutes()).toBe(4 * 60 + 30);
    const tt = (await ok(call('GET', `batch/${ids.batchA}/timetable`, admin))).json().data;
    expect(tt.map((d: { day: string }) => d.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(tt[2].entries.map((e: { _id: string }) => e._id)).toEqual([first]);
    expect(tt[0].entries).toEqual([]);
  });

  it('refuses a teacher in two overlapping slots of one weekday (across batches) with a 409, and allows back-to-back', async () => {
    const clash = await call('POST', `batch/timetable/${ids.batchB}`, admin, slot(WED, '10:30', '11:30', ids.physics, t2.id));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: 'Nina Rao already has a class on Wednesday from 10:00 to 11:00.' });
    await ok(call('POST', `batch/timetable/${ids.batchB}`, admin, slot(WED, '11:00', '12:00', ids.physics, t2.id)));
    // Another teacher at the same time is fine, and the same teacher on another day.
    await ok(call('POST', `batch/timetable/${ids.batchB}`, admin, slot(WED, '10:00', '11:00', ids.math, t3.id)));
    await ok(call('POST', `batch/timetable/${ids.batchA}`, admin, slot('2026-11-23', '10:00', '11:00', ids.physics, t2.id, '')));
  });

  it.each([
    [{ startTime: undefined }, 'Start Time is required.'],
    [{ endTime: '' }, 'End Time is required.'],
    [{ subject: undefined }, 'Subject is required.'],
    [{ teacher: ' ' }, 'Teacher is required.'],
    [{ startTime: `${WED}T12:00:00+05:30`, endTime: `${WED}T11:00:00+05:30` }, 'End Time must be after Start Time.'],
    [{ startTime: `${WED}T22:00:00+05:30`, endTime: '2026-11-26T01:00:00+05:30' }, 'Start Time and End Time must be on the same day.'],
    [{ startTime: '2026-11-22T09:00:00+05:30', endTime: '2026-11-22T10:00:00+05:30' }, 'Timetable days are Monday to Saturday.'],
    [{ startTime: 'tomorrow' }, 'Start Time must be a date and time.'],
  ])('says what is wrong with %j', async (change, error) => {
    const body = { ...slot(WED, '15:00', '16:00', ids.math, t3.id), ...change } as Record<string, unknown>;
    for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
    const r = await call('POST', `batch/timetable/${ids.batchA}`, admin, body);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error });
  });

  it('needs a subject and a teacher of this institute', async () => {
    const foreign = await call('POST', `batch/timetable/${ids.batchA}`, admin, slot(WED, '15:00', '16:00', ids.foreignSubject, t3.id));
    expect(foreign.json()).toEqual({ error: 'Subject not found.' });
    const notTeacher = await call('POST', `batch/timetable/${ids.batchA}`, admin, slot(WED, '15:00', '16:00', ids.math, ids.student));
    expect(notTeacher.json()).toEqual({ error: 'Teacher must be a teacher of this institute.' });
    const b = await call(
      'POST',
      `batch/timetable/${ids.batchA}`,
      await t.as('ADMIN', 'b'),
      slot(WED, '15:00', '16:00', ids.foreignSubject, t3.id),
    );
    expect(b.statusCode).toBe(404);
  });

  it('lets the H.O.D. write, refuses other teachers, and reads for teachers and students of the batch', async () => {
    // Mathematics in batch A is Nina's (her first slot assigned her): the H.O.D. schedules her, not himself.
    const notAssigned = await call('POST', `batch/timetable/${ids.batchA}`, hod, slot('2026-11-28', '09:00', '10:00', ids.math, ids.hod));
    expect(notAssigned.statusCode).toBe(409);
    expect(notAssigned.json()).toEqual({
      error: 'Mathematics is taught by Nina Rao in this batch (Assign Teacher tab): pick that teacher, or change the assignment first.',
    });
    await ok(call('POST', `batch/timetable/${ids.batchA}`, hod, slot('2026-11-28', '09:00', '10:00', ids.math, t2.id)));
    const refused = await call('POST', `batch/timetable/${ids.batchA}`, t2.headers, slot('2026-11-27', '09:00', '10:00', ids.math, t2.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Only the H.O.D. of this batch or an administrator may do this.' });
    expect((await call('POST', `batch/${ids.batchA}/assign-teacher`, t2.headers, { subject: ids.math, teacher: t2.id })).statusCode).toBe(
      403,
    );
    await ok(call('POST', `batch/${ids.batchA}/assign-teacher`, hod, { subject: ids.math, teacher: t2.id }));
    // t2 holds slots in batch A: a teacher of it. t3 teaches only in batch B.
    await ok(call('GET', `batch/${ids.batchA}/timetable`, t2.headers));
    expect((await call('GET', `batch/${ids.batchA}/timetable`, t3.headers)).statusCode).toBe(403);
    const mine = (await ok(call('GET', `batch/${ids.batchA}/timetable`, student))).json().data;
    expect(mine[5].entries[0]).toMatchObject({ day: 'Saturday', startAt: '09:00', teacher: { _id: t2.id } });
    expect((await call('GET', `batch/${ids.batchB}/timetable`, student)).statusCode).toBe(404);
    const own = (await ok(call('GET', 'student/timetable', student))).json().data;
    expect(own.flatMap((d: { entries: { _id: string }[] }) => d.entries).length).toBe(3);
    expect((await ok(call('GET', 'student/timetable', parent))).json().data).toEqual(own);
    expect((await call('GET', `student/timetable?student=${t3.id}`, parent)).statusCode).toBe(403);
    const teacher = (await ok(call('GET', `teacher/timetable/${t2.id}`, t2.headers))).json().data;
    expect(teacher[2].entries.map((e: { startAt: string; batch: { _id: string } }) => [e.startAt, e.batch._id])).toEqual([
      ['10:00', ids.batchA],
      ['11:00', ids.batchB],
    ]);
    expect((await call('GET', `teacher/timetable/${t3.id}`, t2.headers)).statusCode).toBe(403);
    expect((await ok(call('GET', `teacher/timetable/${t2.id}`, admin))).json().data).toEqual(teacher);
    expect((await call('GET', `batch/${ids.batchA}/timetable`, await t.as('ADMIN', 'b'))).statusCode).toBe(404);
  });

  it('gates managers by the timetable or batch module', async () => {
    const manager = await t.as('MANAGER');
    expect(
      (await call('POST', `batch/timetable/${ids.batchB}`, manager, slot('2026-11-26', '09:00', '10:00', ids.math, t3.id))).statusCode,
    ).toBe(403);
    await grant(t, 'MANAGER', ['timetable']);
    await ok(call('POST', `batch/timetable/${ids.batchB}`, manager, slot('2026-11-26', '09:00', '10:00', ids.math, t3.id)));
  });

  it('deletes a slot (H.O.D. or staff), which frees the teacher', async () => {
    expect((await call('DELETE', `batch/timetable/delete/${first}`, t2.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `batch/timetable/delete/${first}`, await t.as('ADMIN', 'b'))).statusCode).toBe(404);
    const r = await ok(call('DELETE', `batch/timetable/delete/${first}`, admin));
    expect(r.json()).toEqual({ message: 'Timetable deleted successfully', data: { _id: first } });
    const tt = (await ok(call('GET', `batch/${ids.batchA}/timetable`, admin))).json().data;
    expect(tt[2].entries).toEqual([]);
    expect((await call('DELETE', `batch/timetable/delete/${first}`, admin)).json()).toEqual({ error: 'Timetable slot not found.' });
    await ok(call('POST', `batch/timetable/${ids.batchB}`, admin, slot(WED, '10:15', '10:45', ids.physics, t2.id)));
  });

  it('shows a renamed subject and a new slot in timetables read just before (the slots are kept until their read models move)', async () => {
    const titles = async (url: string, headers: Record<string, string>) =>
      (await ok(call('GET', url, headers)))
        .json()
        .data.flatMap((d: { entries: { subject: { title: string }; startAt: string }[] }) =>
          d.entries.map((e) => `${e.startAt} ${e.subject.title}`),
        );
    const batchB = await titles(`batch/${ids.batchB}/timetable`, admin);
    const teacher = await titles(`teacher/timetable/${t2.id}`, t2.headers);
    expect(batchB).toContain('10:15 Physics');
    await ok(call('PUT', `subject/update/${ids.physics}`, admin, { title: 'Physics I', subjectCode: 'PH101' }));
    expect(await titles(`batch/${ids.batchB}/timetable`, admin)).toEqual(batchB.map((x: string) => x.replace('Physics', 'Physics I')));
    expect(await titles(`teacher/timetable/${t2.id}`, t2.headers)).toEqual(teacher.map((x: string) => x.replace('Physics', 'Physics I')));
    await ok(call('POST', `batch/timetable/${ids.batchB}`, admin, slot('2026-11-27', '16:00', '17:00', ids.physics, t2.id)));
    expect(await titles(`teacher/timetable/${t2.id}`, t2.headers)).toContain('16:00 Physics I');
    await ok(call('PUT', `subject/update/${ids.physics}`, admin, { title: 'Physics', subjectCode: 'PH101' }));
    const added = (await ok(call('GET', `batch/${ids.batchB}/timetable`, admin))).json().data[4].entries;
    for (const e of added.filter((x: { startAt: string }) => x.startAt === '16:00'))
      await ok(call('DELETE', `batch/timetable/delete/${e._id}`, admin));
    expect(await titles(`teacher/timetable/${t2.id}`, t2.headers)).toEqual(teacher);
  });

  it('agrees with the Assign Teacher tab: a first slot assigns, another teacher waits until the slots are gone (decision 0016)', async () => {
    const teachers = (await ok(call('GET', `batch/${ids.batchB}/teachers`, admin))).json().data;
    const byTitle = Object.fromEntries(
      teachers.map((r: { subject: { title: string }; teacher: { _id: string } }) => [r.subject.title, r.teacher._id]),
    );
    expect(byTitle).toEqual({ Mathematics: t3.id, Physics: t2.id });
    const refused = await call('POST', `batch/${ids.batchB}/assign-teacher`, admin, { subject: ids.physics, teacher: t3.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: "Physics has classes with Nina Rao in this batch's timetable: delete those slots first, then assign another teacher.",
    });
    const tt = (await ok(call('GET', `batch/${ids.batchB}/timetable`, admin))).json().data;
    const physics = tt
      .flatMap((d: { entries: { _id: string; subject: { _id: string } }[] }) => d.entries)
      .filter((e: { subject: { _id: string } }) => e.subject._id === ids.physics);
    for (const e of physics) await ok(call('DELETE', `batch/timetable/delete/${e._id}`, admin));
    await ok(call('POST', `batch/${ids.batchB}/assign-teacher`, admin, { subject: ids.physics, teacher: t3.id }));
    const wrong = await call('POST', `batch/timetable/${ids.batchB}`, admin, slot('2026-11-27', '14:00', '15:00', ids.physics, t2.id));
    expect(wrong.statusCode).toBe(409);
    await ok(call('POST', `batch/timetable/${ids.batchB}`, admin, slot('2026-11-27', '14:00', '15:00', ids.physics, t3.id)));
  });
});

describe('materials', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  // The first bytes of a Word file: a ZIP with [Content_Types].xml and word/ parts.
  const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....')]);
  let material = '';
  it('uploads a sniffed file, lists it with a signed URL, and serves the bytes', async () => {
    const r = await form(
      `batch/material/${ids.batchA}`,
      {
        title: 'Syllabus',
        description: 'Semester 1',
        file: { filename: 'C:\\docs\\syllabus.pdf', contentType: 'application/pdf', data: pdf },
      },
      admin,
    );
    expect(r.statusCode, r.body).toBe(200);
    material = r.json().data._id;
    expect(r.json()).toMatchObject({
      message: 'Material uploaded successfully',
      data: { title: 'Syllabus', fileName: 'syllabus.pdf', contentType: 'application/pdf', size: pdf.length },
    });
    const list = (await ok(call('GET', `batch/${ids.batchA}/materials`, student))).json();
    expect(list).toMatchObject({
      totalCount: 1,
      isLastChunk: true,
      data: [{ _id: material, description: 'Semester 1', createdBy: { _id: expect.any(String) } }],
    });
    const file = await t.inject({ method: 'GET', url: list.data[0].fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const word = await form(
      `batch/material/${ids.batchA}`,
      { title: 'Notes', file: { filename: 'notes.docx', contentType: 'application/octet-stream', data: docx } },
      t2.headers,
    );
    expect(word.statusCode, word.body).toBe(200);
    expect(word.json().data.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    await ok(
      form(`batch/material/${ids.batchA}`, { title: 'Diagram', file: { filename: 'd.png', contentType: 'image/png', data: png() } }, hod),
    );
  });

  it('refuses other kinds, a missing file, and people outside the batch', async () => {
    const text = await form(
      `batch/material/${ids.batchA}`,
      { title: 'Script', file: { filename: 'x.pdf', contentType: 'application/pdf', data: Buffer.from('<script>alert(1)</script>') } },
      admin,
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toMatch(/^File must be one of: PDF, PNG, JPEG, GIF, WEBP, DOCX, XLSX, PPTX\.$/);
    expect((await form(`batch/material/${ids.batchA}`, { title: 'Empty' }, admin)).json()).toEqual({ error: 'File is required.' });
    expect(
      (
        await form(`batch/material/${ids.batchA}`, { file: { filename: 'a.pdf', contentType: 'application/pdf', data: pdf } }, admin)
      ).json(),
    ).toEqual({ error: 'Title is required.' });
    expect(
      (
        await form(
          `batch/material/${ids.batchA}`,
          { title: 'Mine', file: { filename: 'a.pdf', contentType: 'application/pdf', data: pdf } },
          student,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await form(
          `batch/material/${ids.batchA}`,
          { title: 'Mine', file: { filename: 'a.pdf', contentType: 'application/pdf', data: pdf } },
          t3.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', `batch/${ids.batchA}/materials`, t3.headers)).statusCode).toBe(403);
    expect((await call('GET', `batch/${ids.batchB}/materials`, student)).statusCode).toBe(404);
  });

  it('deletes for teachers of the batch and staff only', async () => {
    expect((await call('DELETE', `batch/material-delete/${material}`, student)).statusCode).toBe(403);
    expect((await call('DELETE', `batch/material-delete/${material}`, t3.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `batch/material-delete/${material}`, await t.as('ADMIN', 'b'))).statusCode).toBe(404);
    await ok(call('DELETE', `batch/material-delete/${material}`, t2.headers));
    const list = (await ok(call('GET', `batch/${ids.batchA}/materials`, admin))).json();
    expect(list.totalCount).toBe(2);
    expect(list.data.map((m: { _id: string }) => m._id)).not.toContain(material);
    expect((await call('DELETE', `batch/material-delete/${material}`, admin)).json()).toEqual({ error: 'Material not found.' });
  });
});

describe('announcements', () => {
  it('posts for the batch, notifies its students and their parents, and lists it for them', async () => {
    const r = await ok(
      call('POST', `batch/announcement/${ids.batchA}`, t2.headers, {
        title: 'Lab on Friday',
        description: '<p>Bring your <b>kits</b></p>',
      }),
    );
    const a = r.json().data;
    expect(a).toMatchObject({
      batch: ids.batchA,
      title: 'Lab on Friday',
      recipients: 2,
      createdBy: { _id: t2.id, displayName: 'Nina Rao' },
    });
    const list = (await ok(call('GET', `batch/${ids.batchA}/announcements`, student))).json();
    expect(list).toMatchObject({ totalCount: 1, data: [{ _id: a._id, description: '<p>Bring your <b>kits</b></p>' }] });
    const inbox = (await ok(call('GET', 'notification', student))).json().data;
    expect(inbox.map((n: { refId: string }) => n.refId)).toContain(a._id);
    expect((await ok(call('GET', 'notification', parent))).json().data.map((n: { refId: string }) => n.refId)).toContain(a._id);
    expect((await ok(call('GET', `batch/${ids.batchB}/announcements`, admin))).json().totalCount).toBe(0);
    // Deleting needs ADMIN or STAFF (002 §6), which withdraws the notifications.
    expect((await call('DELETE', `batch/announcement/delete/${a._id}`, t2.headers)).statusCode).toBe(403);
    await ok(call('DELETE', `batch/announcement/delete/${a._id}`, admin));
    expect((await ok(call('GET', `batch/${ids.batchA}/announcements`, student))).json().totalCount).toBe(0);
    expect((await ok(call('GET', 'notification', student))).json().data.map((n: { refId: string }) => n.refId)).not.toContain(a._id);
  });

  it('refuses bad input, outsiders and ordinary notices', async () => {
    expect((await call('POST', `batch/announcement/${ids.batchA}`, admin, { title: 'Hi', description: 'Something' })).json()).toEqual({
      error: 'Title must be 3 to 50 characters.',
    });
    expect((await call('POST', `batch/announcement/${ids.batchA}`, admin, { title: 'Hello' })).json()).toEqual({
      error: 'Description is required.',
    });
    expect((await call('POST', `batch/announcement/${ids.batchA}`, student, { title: 'Hello', description: 'Something' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `batch/announcement/${ids.batchA}`, t3.headers, { title: 'Hello', description: 'Something' })).statusCode,
    ).toBe(403);
    const notice = await ok(
      call('POST', 'notice/create', admin, {
        title: 'Holiday',
        description: 'School closed',
        startTime: new Date(Date.now() + 60_000).toISOString(),
        endTime: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    expect((await call('DELETE', `batch/announcement/delete/${notice.json().data._id}`, admin)).json()).toEqual({
      error: 'Announcement not found.',
    });
    expect(pos(notice)).toBeTruthy();
  });
});
