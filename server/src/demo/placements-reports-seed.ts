import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { PlacementStudent } from '@school/contracts';
import type { Runtime } from '../platform/runtime.js';
import type { CommandContext } from '../platform/commands.js';
import { instituteDay } from '../platform/days.js';
import { importPlacementSheet } from '../modules/placements/index.js';

type Headers = Record<string, string>;

/** [company, position]: the offers of the demo's placement seasons. */
const OFFERS: [string, string][] = [
  ['Infosys', 'Systems Engineer'],
  ['Tata Consultancy Services', 'Assistant System Engineer'],
  ['Wipro', 'Project Engineer'],
  ['HCLTech', 'Graduate Engineer Trainee'],
  ['Accenture', 'Associate Software Engineer'],
  ['Cognizant', 'Programmer Analyst'],
  ['Tech Mahindra', 'Software Engineer'],
  ['Larsen & Toubro', 'Graduate Engineer Trainee'],
  ['Deloitte', 'Analyst'],
  ['ICICI Bank', 'Probationary Officer'],
  ['Zoho', 'Member Technical Staff'],
  ['Capgemini', 'Analyst'],
];

/**
 * Placement reports of the last two years through the same calls as the office: 19 placed students entered by hand
 * (`placement-report/create`) and 6 more from an Excel sheet built here and checked with a dry run first, as the upload
 * dialog does (the sheet's student id is the registration number). Returns the number of records.
 */
export async function seedPlacementReports(
  rt: Runtime,
  app: FastifyInstance,
  headers: Headers,
  ids: { instituteId: string; adminId: string },
  now: Date,
): Promise<number> {
  const at = async () => ({ ...headers, 'x-min-position': (await rt.store.head()).toString() });
  const r = await app.inject({ method: 'GET', url: '/api/v1/placement-report/students?perPage=100&pageNo=1', headers: await at() });
  if (r.statusCode !== 200) throw new Error(`demo placement students: ${r.body}`);
  const students = (r.json() as { data: PlacementStudent[] }).data;
  if (students.length === 0) return 0;
  const thisYear = Number(instituteDay(now).slice(0, 4));
  const manual = students.slice(0, Math.min(19, students.length));
  let n = 0;
  for (const [i, s] of manual.entries()) {
    const year = i % 2 === 0 ? thisYear - 1 : thisYear;
    const [companyName, position] = OFFERS[i % OFFERS.length]!;
    const boundary = `----demo-placement-${i}`;
    const fields = { placementYear: `${year}-06-01`, student: s._id, companyName, position };
    const payload = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/placement-report/create',
      headers: { ...(await at()), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`demo placement create: ${res.body}`);
    n++;
  }
  // The rest through the Excel path: a sheet as the placement cell keeps it, registration numbers as student ids.
  const sheetRows = students.slice(manual.length, manual.length + 6).filter((s) => s.registrationNumber);
  if (sheetRows.length > 0) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Placed students');
    ws.addRow(['Year', 'Student Id', 'Company', 'Position']);
    for (const [i, s] of sheetRows.entries()) {
      const [company, position] = OFFERS[(i + 5) % OFFERS.length]!;
      ws.addRow([thisYear - 1, s.registrationNumber!, company, position]);
    }
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const ctx: CommandContext = {
      actor: { userId: ids.adminId, role: 'ADMIN' },
      instituteId: ids.instituteId,
      correlationId: 'demo-placement-reports',
      now,
    };
    const cols = {
      startRow: 2,
      endRow: sheetRows.length + 1,
      yearColumn: 'Year',
      studentIdColumn: 'Student Id',
      companyColumn: 'Company',
      positionColumn: 'Position',
    };
    const dry = await importPlacementSheet(rt, ctx, data, cols, true);
    if (dry.result.errors.length > 0) throw new Error(`demo placement sheet: ${JSON.stringify(dry.result.errors)}`);
    n += (await importPlacementSheet(rt, ctx, data, cols, false)).result.recorded;
  }
  return n;
}
