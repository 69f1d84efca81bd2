import {
  PLACEMENT_EXCEL_MAX_BYTES,
  PLACEMENT_EXCEL_MAX_ROWS,
  PLACEMENT_REPORT_MESSAGES as M,
  type PlacementExcelResult,
  type PlacementRowError,
  type AppendResult,
} from '@school/contracts';
import type { Runtime } from '../../../platform/runtime.js';
import type { CommandContext } from '../../../platform/commands.js';
import { badRequest } from '../../../platform/errors.js';
import { looksLikeXlsx, readSheet } from '../../bulk-upload/index.js';
import { companyKey, placementYearDecider, placementYearStream, standingKeys } from './decider.js';
import { recordPlacements, type PlacementEntry } from './record.js';
import { allStudentSnapshots, yearOf, type StudentSnapshot } from './shared.js';

/** The columns of a placement sheet, named as in its header row (row 1); the registration column is optional. */
export interface PlacementSheetColumns {
  startRow: number;
  endRow: number;
  yearColumn: string;
  studentIdColumn: string;
  registrationColumn?: string;
  companyColumn: string;
  positionColumn: string;
}

const norm = (name: string) => name.replace(/\s+/g, '').toLowerCase();
const MAX_TEXT = 200;

/**
 * Checks a placement sheet and, unless a dry run, records it: every row between the start and end rows (blank rows
 * skipped) names a year, a student (the student id cell: the student's registration number or user id; the optional
 * registration cell, where filled, must be that student's registration number), a company and a position. A dry run
 * lists every bad row and records nothing; a real upload records nothing when any row is bad (400) and otherwise
 * records every row, one append per year.
 */
export async function importPlacementSheet(
  rt: Runtime,
  ctx: CommandContext,
  data: Buffer,
  cols: PlacementSheetColumns,
  dryRun: boolean,
): Promise<{ result: PlacementExcelResult; append: AppendResult | null }> {
  if (data.length > PLACEMENT_EXCEL_MAX_BYTES) throw badRequest(M.fileTooLarge);
  if (!looksLikeXlsx(data)) throw badRequest(M.xlsxOnly);
  if (cols.endRow < cols.startRow) throw badRequest(M.endBeforeStart);
  if (cols.endRow - cols.startRow + 1 > PLACEMENT_EXCEL_MAX_ROWS) throw badRequest(M.tooManyRows(PLACEMENT_EXCEL_MAX_ROWS));
  for (const [value, message] of [
    [cols.yearColumn, M.yearColumnRequired],
    [cols.studentIdColumn, M.studentIdColumnRequired],
    [cols.companyColumn, M.companyColumnRequired],
    [cols.positionColumn, M.positionColumnRequired],
  ] as const) {
    if (!value.trim()) throw badRequest(message);
  }
  const named = {
    year: cols.yearColumn,
    studentId: cols.studentIdColumn,
    company: cols.companyColumn,
    position: cols.positionColumn,
    ...(cols.registrationColumn?.trim() ? { registration: cols.registrationColumn } : {}),
  };
  const keys = Object.fromEntries(Object.entries(named).map(([k, v]) => [k, norm(v)])) as Record<keyof typeof named, string>;
  let sheet: Awaited<ReturnType<typeof readSheet>>;
  try {
    sheet = await readSheet(data, [...new Set(Object.values(keys))]);
  } catch (err) {
    throw badRequest((err as Error).message);
  }
  const missing = Object.entries(keys).find(([, k]) => sheet.missing.includes(k));
  if (missing) throw badRequest(M.columnMissing(named[missing[0] as keyof typeof named]!.trim()));
  const rows = sheet.rows.filter((r) => r.row >= cols.startRow && r.row <= cols.endRow);
  if (rows.length === 0) throw badRequest(M.noRows);

  const students = await allStudentSnapshots(rt, ctx.instituteId);
  const byId = new Map(students.map((s) => [s.studentId, s]));
  const byReg = new Map(students.flatMap((s) => (s.registrationNumber ? [[s.registrationNumber.trim().toLowerCase(), s] as const] : [])));

  const errors: PlacementRowError[] = [];
  const good: (PlacementEntry & { year: number })[] = [];
  for (const { row, values: v } of rows) {
    const fail = (field: string, message: string) => errors.push({ row, field, message });
    const before = errors.length;
    const y = yearOf(rt, v[keys.year]);
    if ('error' in y) fail('year', y.error);
    const sid = (v[keys.studentId] ?? '').trim();
    let student: StudentSnapshot | undefined;
    if (!sid) fail('studentId', M.studentRequired);
    else {
      student = byReg.get(sid.toLowerCase()) ?? byId.get(sid);
      if (!student) fail('studentId', `${M.studentMissing} (${sid.slice(0, 60)})`);
    }
    const reg = keys.registration ? (v[keys.registration] ?? '').trim() : '';
    if (student && reg && reg.toLowerCase() !== (student.registrationNumber ?? '').trim().toLowerCase()) {
      fail('registration', M.registrationMismatch);
    }
    const company = (v[keys.company] ?? '').trim();
    if (!company) fail('company', M.companyRequired);
    else if (company.length > MAX_TEXT) fail('company', `Company name is at most ${MAX_TEXT} characters.`);
    const position = (v[keys.position] ?? '').trim();
    if (!position) fail('position', M.positionRequired);
    else if (position.length > MAX_TEXT) fail('position', `Hiring position is at most ${MAX_TEXT} characters.`);
    if (errors.length === before && student && 'year' in y) {
      good.push({ year: y.year, student, companyName: company, position, source: 'EXCEL', row });
    }
  }

  // The same student and company in a year: already standing, or twice in this sheet.
  const byYear = new Map<number, (PlacementEntry & { year: number })[]>();
  for (const g of good) byYear.set(g.year, [...(byYear.get(g.year) ?? []), g]);
  for (const [year, entries] of byYear) {
    const state = await rt.commands.state(placementYearDecider, placementYearStream(ctx.instituteId, year), ctx);
    const taken = standingKeys(state);
    const kept = entries.filter((g) => {
      const key = `${g.student.studentId}\u0000${companyKey(g.companyName)}`;
      if (taken.has(key)) {
        errors.push({ row: g.row!, field: 'company', message: M.duplicate });
        return false;
      }
      taken.add(key);
      return true;
    });
    byYear.set(year, kept);
  }
  errors.sort((a, b) => a.row - b.row);
  if (dryRun) return { result: { dryRun: true, rows: rows.length, recorded: 0, errors }, append: null };
  const badRows = new Set(errors.map((e) => e.row)).size;
  if (badRows > 0) throw badRequest(M.badRows(badRows));
  let recorded = 0;
  let append: AppendResult | null = null;
  for (const [year, entries] of [...byYear].sort((a, b) => a[0] - b[0])) {
    const out = await recordPlacements(rt, ctx, year, entries);
    recorded += out.events.length;
    append = out.append ?? append;
  }
  return { result: { dryRun: false, rows: rows.length, recorded, errors: [] }, append };
}
