import { Type, type Static } from '@sinclair/typebox';
import { DateField } from '../dates.js';
import { FilePart, IdParams, Ok, PageQuery, Paged, required } from '../envelope.js';

/**
 * Placement reports: placement years, placed students entered by hand or from an Excel sheet, the placement
 * dashboards (001 §2, §3 Placement year and report row, §5, §7; 000 §2 Placements Report; issue 18 §5–§6). Owned by
 * the reports slice; see server/src/modules/placements/reports.
 *
 * One stream per institute and year, `placementYear-<instituteId>-<year>`: every placed student of that year, so the
 * "same student, same company, same year" rule is decided on one stream, and an Excel upload is one append per year.
 *
 * Who: "office" = SUPER_ADMIN, ADMIN, and MANAGER / STAFF with the permission module `placement`.
 * - GET    placement/year                                  → PlacementYearsReply ([{ _id: 2025, totalStudent }], newest first)
 * - POST   placement-report/create   multipart PlacementReportBody → PlacementRecordReply ('Placement report added successfully')
 * - POST   placement-report/excel/upload multipart PlacementExcelBody → PlacementExcelReply (dryRun: the bad rows, nothing
 *          recorded; otherwise all rows or none: 400 when any row is bad)
 * - GET    placement-report?year&perPage&pageNo&searchTitle → PlacementRecordList (the archive year's placed student cards)
 * - PUT    placement-report/withdraw/:id  PlacementWithdrawBody → PlacementRecordReply ('Placement record withdrawn')
 * - GET    placement-report/history/:id                     → HistoryReply (the record's History drawer)
 * - GET    placement-report/students?searchTitle&perPage=15&pageNo → PlacementStudentList (the manual entry's student picker:
 *          the spec's GET user?role=STUDENT needs module staff, which a placement officer may not hold)
 * - GET    dashboard/admin/placement-stat                   → PlacementStatReply (distinct students with a standing record)
 * - GET    dashboard/admin/placement-report                 → PlacementYearReportReply (per year: boys, girls, total)
 */

export const PLACEMENT_REPORT_MESSAGES = {
  // 001 §5 Placement (manual entry; Excel upload), in the spec's style.
  yearRequired: 'Year is required.',
  studentRequired: 'Student is required.',
  companyRequired: 'Company name is required.',
  positionRequired: 'Hiring position is required.',
  fileRequired: 'File is required.',
  startRowRequired: 'Start row is required.',
  endRowRequired: 'End row is required.',
  yearColumnRequired: 'Year column is required.',
  studentIdColumnRequired: 'Student id column is required.',
  companyColumnRequired: 'Company column is required.',
  positionColumnRequired: 'Position column is required.',
  // Designed (docs/api.md "Placement reports").
  yearRange: (from: number, to: number) => `Year must be between ${from} and ${to}.`,
  studentMissing: 'Student not found.',
  duplicate: 'This student is already recorded as placed with this company for this year.',
  recordMissing: 'Placement record not found.',
  withdrawn: 'This placement record was already withdrawn.',
  reasonRequired: 'Reason is required.',
  xlsxOnly: 'Only .xlsx files can be uploaded.',
  fileTooLarge: 'The file is larger than 5 MB.',
  endBeforeStart: 'End row cannot be before start row.',
  tooManyRows: (max: number) => `At most ${max} rows can be uploaded at a time.`,
  columnMissing: (name: string) => `Column '${name}' is not in the header row.`,
  registrationMismatch: 'Registration number does not match the student.',
  noRows: 'No rows to upload between the start and end rows.',
  badRows: (n: number) => `${n} ${n === 1 ? 'row has' : 'rows have'} problems: nothing was recorded. Check the file first.`,
} as const;

/** The first year a placement may be recorded for; the last is next year (offers made ahead of a season). */
export const PLACEMENT_FIRST_YEAR = 1990;
/** An Excel upload holds at most this many rows, in at most PLACEMENT_EXCEL_MAX_BYTES. */
export const PLACEMENT_EXCEL_MAX_ROWS = 2000;
export const PLACEMENT_EXCEL_MAX_BYTES = 5 * 1024 * 1024;
/** The student picker's page (001 §9: placement student picker 15). */
export const PLACEMENT_PICKER_PAGE = 15;

// ---------------------------------------------------------------- events

export const PLACEMENT_SOURCES = ['MANUAL', 'EXCEL'] as const;
export type PlacementSource = (typeof PLACEMENT_SOURCES)[number];

/**
 * A student was placed: with a snapshot of what the dashboards count and the cards show (name, gender, batch at the
 * time), decided by the route from the people read model, so a later batch move does not rewrite past reports.
 */
export interface PlacementRecorded {
  type: 'PlacementRecorded';
  data: {
    recordId: string;
    year: number;
    studentId: string;
    studentName: string;
    /** MALE, FEMALE, OTHER or null (not given). */
    gender: string | null;
    batchId: string | null;
    batchName: string | null;
    companyName: string;
    position: string;
    source: PlacementSource;
    /** The sheet's row number for an Excel upload. */
    row: number | null;
  };
}

/** A record was withdrawn (entered by mistake, offer revoked), with why: it no longer counts. */
export interface PlacementWithdrawn {
  type: 'PlacementWithdrawn';
  data: { recordId: string; year: number; studentId: string; reason: string };
}

export type PlacementYearEvent = PlacementRecorded | PlacementWithdrawn;

// ---------------------------------------------------------------- calls

/** POST placement-report/create (multipart; 001 §7): the year is sent as a date (its year in the institute counts). */
export const PlacementReportBody = Type.Object({
  placementYear: DateField('report', 'Year', { minLength: 1, 'x-message': PLACEMENT_REPORT_MESSAGES.yearRequired }),
  /** The student's user id (the picker: GET user?role=STUDENT&perPage=15). */
  student: required(PLACEMENT_REPORT_MESSAGES.studentRequired, { maxLength: 64 }),
  companyName: required(PLACEMENT_REPORT_MESSAGES.companyRequired, { maxLength: 200 }),
  position: required(PLACEMENT_REPORT_MESSAGES.positionRequired, { maxLength: 200 }),
});
export type PlacementReportBody = Static<typeof PlacementReportBody>;

const RowNo = (message: string) => Type.Integer({ minimum: 1, maximum: 1_048_576, 'x-message': message });
const Column = (message: string) => required(message, { maxLength: 100 });

/**
 * POST placement-report/excel/upload (multipart). Columns are named as in the sheet's header row (row 1), case and
 * spaces ignored. The student id cell is the student's registration number or their user id; a registration column,
 * when named, must hold the same student's registration number where filled.
 */
export const PlacementExcelBody = Type.Object({
  file: FilePart('The .xlsx sheet (at most 5 MB)'),
  startRow: RowNo(PLACEMENT_REPORT_MESSAGES.startRowRequired),
  endRow: RowNo(PLACEMENT_REPORT_MESSAGES.endRowRequired),
  yearColumn: Column(PLACEMENT_REPORT_MESSAGES.yearColumnRequired),
  studentIdColumn: Column(PLACEMENT_REPORT_MESSAGES.studentIdColumnRequired),
  registrationColumn: Type.Optional(Type.String({ maxLength: 100 })),
  companyColumn: Column(PLACEMENT_REPORT_MESSAGES.companyColumnRequired),
  positionColumn: Column(PLACEMENT_REPORT_MESSAGES.positionColumnRequired),
  /** Only check the rows: nothing is recorded. */
  dryRun: Type.Optional(Type.Boolean({ default: false, 'x-invalid': 'dryRun must be true or false.' })),
});
export type PlacementExcelBody = Static<typeof PlacementExcelBody>;

export const PlacementRowError = Type.Object({ row: Type.Integer(), field: Type.String(), message: Type.String() });
export type PlacementRowError = Static<typeof PlacementRowError>;

export const PlacementExcelResult = Type.Object({
  dryRun: Type.Boolean(),
  /** Rows read between the start and end rows (blank rows skipped). */
  rows: Type.Integer(),
  /** Placed students recorded (0 on a dry run). */
  recorded: Type.Integer(),
  errors: Type.Array(PlacementRowError),
});
export type PlacementExcelResult = Static<typeof PlacementExcelResult>;
export const PlacementExcelReply = Ok(PlacementExcelResult);

/** 001 §2 placed student card. */
export const PlacementRecord = Type.Object({
  _id: Type.String(),
  placementYear: Type.Integer(),
  student: Type.Object({
    _id: Type.String(),
    displayName: Type.String(),
    gender: Type.Union([Type.String(), Type.Null()]),
    photo: Type.Union([Type.String(), Type.Null()]),
  }),
  batch: Type.Union([Type.Object({ _id: Type.String(), name: Type.String() }), Type.Null()]),
  companyName: Type.String(),
  position: Type.String(),
  source: Type.Union(PLACEMENT_SOURCES.map((s) => Type.Literal(s))),
  withdrawn: Type.Boolean(),
  withdrawReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type PlacementRecord = Static<typeof PlacementRecord>;
export const PlacementRecordReply = Ok(PlacementRecord);
export const PlacementRecordList = Paged(PlacementRecord);

export const PlacementRecordQuery = Type.Composite([
  PageQuery,
  Type.Object({ year: Type.Optional(Type.Integer({ minimum: PLACEMENT_FIRST_YEAR, maximum: 9999 })) }),
]);
export type PlacementRecordQuery = Static<typeof PlacementRecordQuery>;

export const PlacementWithdrawBody = Type.Object({
  reason: required(PLACEMENT_REPORT_MESSAGES.reasonRequired, { maxLength: 500 }),
});
export type PlacementWithdrawBody = Static<typeof PlacementWithdrawBody>;
export const PlacementRecordParams = IdParams;

/** 001 §3 Placement year: the archive's cards. */
export const PlacementYear = Type.Object({ _id: Type.Integer(), totalStudent: Type.Integer() });
export type PlacementYear = Static<typeof PlacementYear>;
export const PlacementYearsReply = Ok(Type.Array(PlacementYear));

/** dashboard/admin/placement-stat (001 §7): distinct students with a standing record. */
export const PlacementStat = Type.Object({
  totalPlacedStudent: Type.Integer(),
  totalBoysPlaced: Type.Integer(),
  totalGirlPlaced: Type.Integer(),
});
export type PlacementStat = Static<typeof PlacementStat>;
export const PlacementStatReply = Ok(PlacementStat);

/** dashboard/admin/placement-report (000 §7): per year, oldest first. */
export const PlacementYearReport = Type.Object({
  _id: Type.Integer(),
  totalBoys: Type.Integer(),
  totalGirls: Type.Integer(),
  totalStudent: Type.Integer(),
});
export type PlacementYearReport = Static<typeof PlacementYearReport>;
export const PlacementYearReportReply = Ok(Type.Array(PlacementYearReport));

/** The manual entry's student picker (name, e-mail or registration number). */
export const PlacementStudent = Type.Object({
  _id: Type.String(),
  displayName: Type.String(),
  registrationNumber: Type.Union([Type.String(), Type.Null()]),
  batch: Type.Union([Type.String(), Type.Null()]),
});
export type PlacementStudent = Static<typeof PlacementStudent>;
export const PlacementStudentList = Paged(PlacementStudent);
