import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEMENT_REPORT_MESSAGES as M } from '@school/contracts';
import { grant, multipart, startTestApp, type FormValue, type TestApp } from './support/harness.js';
import { fails, ok, trackedCalls } from './support/tracked.js';
import { newUser } from './support/people.js';

let t: TestApp;
let admin: Record<string, string>;
let adminB: Record<string, string>;
let staff: Record<string, string>;
let teacher: Record<string, string>;
const students: { id: string; reg: string; name: string; gender: string }[] = [];
const YEAR = new Date().getFullYear();

const tracked = trackedCalls(
  () => t,
  () => admin,
);
const { call } = tracked;
const form = (url: string, fields: Record<string, FormValue>, headers = admin) => tracked.form('POST', url, fields, headers);
const manual = (student: string, companyName: string, placementYear = `${YEAR - 1}-06-01`, position = 'Software Engineer') => ({
  placementYear,
  student,
  companyName,
  position,
});

async function sheet(rows: (string | number)[][]): Promise<FormValue> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Placed');
  ws.addRow(['Year', 'Student Id', 'Registration', 'Company', 'Position']);
  for (const r of rows) ws.addRow(r);
  const data = Buffer.from(await wb.xlsx.writeBuffer());
  return { filename: 'placed.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data };
}
const columns = (endRow: number) => ({
  startRow: '2',
  endRow: String(endRow),
  yearColumn: 'Year',
  studentIdColumn: 'student id',
  registrationColumn: 'Registration',
  companyColumn: 'Company',
  positionColumn: 'Position',
});

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('ADMIN');
  adminB = await t.as('ADMIN', 'b');
  staff = await t.as('STAFF');
  teacher = await t.as('TEACHER');
  for (const [name, gender] of [
    ['Asha Rao', 'FEMALE'],
    ['Bilal Khan', 'MALE'],
    ['Chitra Iyer', 'FEMALE'],
    ['Dev Mehta', 'MALE'],
  ] as const) {
    const s = await newUser(t, admin, 'STUDENT', { name, gender });
    students.push({ id: s.id, reg: '', name, gender });
  }
  await t.settle();
  const r = await sql<{ id: string; registration_number: string }>`select id, registration_number from student
    where id = any(${students.map((s) => s.id)}::text[])`.execute(t.rt.database.db);
  for (const s of students) s.reg = r.rows.find((x) => x.id === s.id)!.registration_number;
});
afterAll(async () => t?.close());

describe('manual entry', () => {
  it('records a placed student with the snapshot, lists the year, and refuses the same student and company twice', async () => {
    const [asha] = students;
    const r = await ok(form('placement-report/create', manual(asha!.id, 'Infosys')));
    expect(r.message).toBe('Placement report added successfully');
    expect(r.data).toMatchObject({
      placementYear: YEAR - 1,
      student: { _id: asha!.id, displayName: 'Asha Rao', gender: 'FEMALE' },
      companyName: 'Infosys',
      position: 'Software Engineer',
      source: 'MANUAL',
      withdrawn: false,
    });
    await fails(form('placement-report/create', manual(asha!.id, ' infosys ')), 409, M.duplicate);
    const years = await ok(call('GET', 'placement/year'));
    expect(years.data).toEqual([{ _id: YEAR - 1, totalStudent: 1 }]);
    const list = await ok(call('GET', `placement-report?year=${YEAR - 1}&perPage=12&pageNo=1&searchTitle=asha`));
    expect(list.totalCount).toBe(1);
    expect(list.data[0]).toMatchObject({ _id: r.data._id, companyName: 'Infosys' });
  });

  it("the picker lists the institute's students by name or registration number, 15 a page", async () => {
    const r = await ok(call('GET', 'placement-report/students?perPage=15&pageNo=1&searchTitle=bilal'));
    expect(r.data.map((s: any) => s.displayName)).toEqual(['Bilal Khan']);
    expect(r.perPage).toBe(15);
    const byReg = await ok(call('GET', `placement-report/students?searchTitle=${encodeURIComponent(students[2]!.reg)}`));
    expect(byReg.data.map((s: any) => s._id)).toContain(students[2]!.id);
    expect((await ok(call('GET', 'placement-report/students?searchTitle=bilal', undefined, adminB))).totalCount).toBe(0);
  });

  it("answers the spec's messages and bounds the year", async () => {
    const s = students[1]!.id;
    await fails(form('placement-report/create', { student: s, companyName: 'X', position: 'Y' }), 400, M.yearRequired);
    await fails(form('placement-report/create', { placementYear: '2025', companyName: 'X', position: 'Y' }), 400, M.studentRequired);
    await fails(form('placement-report/create', { placementYear: '2025', student: s, position: 'Y' }), 400, M.companyRequired);
    await fails(form('placement-report/create', { placementYear: '2025', student: s, companyName: 'X' }), 400, M.positionRequired);
    await fails(form('placement-report/create', manual(s, 'X', '1989-06-01')), 400, M.yearRange(1990, YEAR + 1));
    await fails(form('placement-report/create', manual(s, 'X', `${YEAR + 2}-01-10`)), 400, M.yearRange(1990, YEAR + 1));
    await fails(form('placement-report/create', manual(s, 'X', 'soon')), 400, M.yearRange(1990, YEAR + 1));
    await fails(form('placement-report/create', manual('nobody', 'X')), 400, M.studentMissing);
    // A teacher is not a student.
    const tid = (await ok(call('GET', 'auth/me', undefined, teacher))).data?._id ?? 'x';
    await fails(form('placement-report/create', manual(tid, 'X')), 400, M.studentMissing);
  });

  it('another institute sees none of it: its students are not found, its records 404, nothing written', async () => {
    const [asha] = students;
    await fails(form('placement-report/create', manual(asha!.id, 'Wipro'), adminB), 400, M.studentMissing);
    const list = await ok(call('GET', 'placement-report', undefined, adminB));
    expect(list.totalCount).toBe(0);
    expect((await ok(call('GET', 'placement/year', undefined, adminB))).data).toEqual([]);
    const mine = (await ok(call('GET', 'placement-report'))).data[0];
    await fails(call('PUT', `placement-report/withdraw/${mine._id}`, { reason: 'x' }, adminB), 404, M.recordMissing);
    await fails(call('GET', `placement-report/history/${mine._id}`, undefined, adminB), 404);
    await fails(call('PUT', 'placement-report/withdraw/nope', { reason: 'x' }), 404);
  });

  it('roles: the office with module placement; a teacher or staff without the module is refused', async () => {
    expect((await call('GET', 'placement/year', undefined, teacher)).statusCode).toBe(403);
    expect((await call('GET', 'placement/year', undefined, staff)).statusCode).toBe(403);
    await grant(t, 'STAFF', ['placement']);
    expect((await call('GET', 'placement/year', undefined, staff)).statusCode).toBe(200);
    expect((await call('GET', 'dashboard/admin/placement-stat', undefined, staff)).statusCode).toBe(200);
  });
});

describe('Excel upload', () => {
  it('a dry run lists every bad row with its reason and records nothing', async () => {
    const [, bilal, chitra, dev] = students;
    const file = await sheet([
      [YEAR, bilal!.reg, bilal!.reg, 'TCS', 'Analyst'],
      [YEAR, 'NO-SUCH', '', 'TCS', 'Analyst'],
      ['', chitra!.reg, '', 'Wipro', 'Tester'],
      [YEAR, dev!.id, 'WRONG', 'Wipro', ''],
      [YEAR - 1, students[0]!.reg, '', 'INFOSYS', 'Engineer'],
    ]);
    const r = await ok(form('placement-report/excel/upload', { file, ...columns(6), dryRun: 'true' }));
    expect(r.data).toMatchObject({ dryRun: true, rows: 5, recorded: 0 });
    expect(r.data.errors.map((e: any) => [e.row, e.field, e.message])).toEqual([
      [3, 'studentId', `${M.studentMissing} (NO-SUCH)`],
      [4, 'year', M.yearRequired],
      [5, 'registration', M.registrationMismatch],
      [5, 'position', M.positionRequired],
      [6, 'company', M.duplicate],
    ]);
    expect(r.message).toBe('4 of 5 rows have problems');
    // The real upload of the same file records nothing (all or nothing).
    await fails(form('placement-report/excel/upload', { file, ...columns(6) }), 400, M.badRows(4));
    expect((await ok(call('GET', 'dashboard/admin/placement-stat'))).data.totalPlacedStudent).toBe(1);
  });

  it('a clean sheet: dry run clean, then every row recorded, one append per year; the stats and the dashboard card move', async () => {
    const [asha, bilal, chitra, dev] = students;
    const before = (await ok(call('GET', 'dashboard/admin/dashboard-stat'))).data.totalPlacement;
    expect(before).toBe(1);
    const file = await sheet([
      [YEAR, bilal!.reg, bilal!.reg, 'TCS', 'Analyst'],
      [`${YEAR}-03-01`, chitra!.reg, '', 'Wipro', 'Tester'],
      [YEAR, dev!.id, '', 'Wipro', 'Engineer'],
      [YEAR - 1, asha!.reg, '', 'Accenture', 'Consultant'],
    ]);
    const dry = await ok(form('placement-report/excel/upload', { file, ...columns(5), dryRun: 'true' }));
    expect(dry.data).toEqual({ dryRun: true, rows: 4, recorded: 0, errors: [] });
    const up = await ok(form('placement-report/excel/upload', { file, ...columns(5) }));
    expect(up.data).toEqual({ dryRun: false, rows: 4, recorded: 4, errors: [] });
    const stream = (await t.rt.store.readStream(`placementYear-${t.schoolA.instituteId}-${YEAR}`)).map((e) => e.position);
    expect(stream.length).toBe(3);
    const years = await ok(call('GET', 'placement/year'));
    expect(years.data).toEqual([
      { _id: YEAR, totalStudent: 3 },
      { _id: YEAR - 1, totalStudent: 1 },
    ]);
    const stat = await ok(call('GET', 'dashboard/admin/placement-stat'));
    expect(stat.data).toEqual({ totalPlacedStudent: 4, totalBoysPlaced: 2, totalGirlPlaced: 2 });
    const report = await ok(call('GET', 'dashboard/admin/placement-report'));
    expect(report.data).toEqual([
      { _id: YEAR - 1, totalBoys: 0, totalGirls: 1, totalStudent: 1 },
      { _id: YEAR, totalBoys: 2, totalGirls: 1, totalStudent: 3 },
    ]);
    expect((await ok(call('GET', 'dashboard/admin/dashboard-stat'))).data.totalPlacement).toBe(4);
  });

  it('refuses a bad request: no file, not an .xlsx, a column not in the header, rows reversed or too many', async () => {
    const file = await sheet([[YEAR, students[0]!.reg, '', 'X', 'Y']]);
    await fails(form('placement-report/excel/upload', { ...columns(2) }), 400, M.fileRequired);
    const text = { filename: 'x.xlsx', contentType: 'application/vnd.ms-excel', data: Buffer.from('year,student\n') };
    await fails(form('placement-report/excel/upload', { file: text, ...columns(2) }), 400, M.xlsxOnly);
    await fails(
      form('placement-report/excel/upload', { file, ...columns(2), companyColumn: 'Employer' }),
      400,
      M.columnMissing('Employer'),
    );
    await fails(form('placement-report/excel/upload', { file, ...columns(2), startRow: '5', endRow: '3' }), 400, M.endBeforeStart);
    await fails(form('placement-report/excel/upload', { file, ...columns(2), endRow: '2002' }), 400, M.tooManyRows(2000));
    await fails(form('placement-report/excel/upload', { file, ...columns(2), yearColumn: '' }), 400, M.yearColumnRequired);
    await fails(form('placement-report/excel/upload', { file, ...columns(2), startRow: '0' }), 400);
    await fails(form('placement-report/excel/upload', { file, ...columns(2), startRow: '' }), 400, M.startRowRequired);
    const { endRow: _end, ...noEnd } = columns(2);
    await fails(form('placement-report/excel/upload', { file, ...noEnd }), 400, M.endRowRequired);
    await fails(form('placement-report/excel/upload', { file, ...columns(2), positionColumn: ' ' }), 400, M.positionColumnRequired);
  });
});

describe('personal data', () => {
  it('the cards and the picker carry no sensitive field (planted values never appear, for a placement officer)', async () => {
    const secrets = ['12 Hidden Street', '2006-07-08', '9777766666', 'Rajesh Hidden'];
    const w = await tracked.form('PUT', `user/update/${students[0]!.id}`, {
      address: secrets[0]!,
      city: 'Pune',
      dateOfBirth: secrets[1]!,
      emergencyContactName: secrets[3]!,
      emergencyContactNumber: secrets[2]!,
    });
    expect(w.statusCode, w.body).toBe(200);
    await grant(t, 'STAFF', ['placement']);
    for (const url of [
      'placement-report?perPage=50',
      'placement-report/students?perPage=50',
      'dashboard/admin/placement-report',
      'placement/year',
    ]) {
      for (const who of [staff, admin]) {
        const body = (await ok(call('GET', url, undefined, who))) as object;
        for (const s of secrets) expect(JSON.stringify(body), `${url} ${s}`).not.toContain(s);
      }
    }
  });
});

describe('withdraw and history', () => {
  it('withdraws with a reason: the record leaves the counts, History shows both events', async () => {
    const list = await ok(call('GET', `placement-report?year=${YEAR}&searchTitle=Bilal`));
    const id = list.data[0]._id as string;
    await fails(call('PUT', `placement-report/withdraw/${id}`, { reason: ' ' }), 400, M.reasonRequired);
    const r = await ok(call('PUT', `placement-report/withdraw/${id}`, { reason: 'Offer revoked' }));
    expect(r.message).toBe('Placement record withdrawn');
    expect(r.data).toMatchObject({ withdrawn: true, withdrawReason: 'Offer revoked' });
    await fails(call('PUT', `placement-report/withdraw/${id}`, { reason: 'again' }), 409, M.withdrawn);
    const stat = await ok(call('GET', 'dashboard/admin/placement-stat'));
    expect(stat.data).toEqual({ totalPlacedStudent: 3, totalBoysPlaced: 1, totalGirlPlaced: 2 });
    const h = await ok(call('GET', `placement-report/history/${id}`));
    expect(h.data.map((e: any) => [e.summary, e.reason ?? null])).toEqual([
      ['Placed: Bilal Khan at TCS (Excel upload, row 2)', null],
      ['Placement withdrawn', 'Offer revoked'],
    ]);
    // Withdrawn, the same student and company may be recorded again.
    await ok(form('placement-report/create', manual(students[1]!.id, 'TCS', String(YEAR))));
  });
});
