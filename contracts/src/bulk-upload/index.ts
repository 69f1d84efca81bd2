import { Type, type Static } from '@sinclair/typebox';
import { FilePart, Ok } from '../envelope.js';

/**
 * 001 §2/§7 Bulk upload: `POST student-register/upload-excel` and `POST staff/bulk` (multipart: the .xlsx file, the
 * spec's webUrl, and `dryRun` to only validate). The import runs as a job; its state is read with `GET bulk-upload/job/:jobId`.
 */
export const BulkUploadBody = Type.Object({
  file: FilePart('the filled-in sample (.xlsx, at most 10 MiB)'),
  webUrl: Type.Optional(Type.String({ maxLength: 500 })),
  dryRun: Type.Optional(Type.Boolean({ default: false, 'x-invalid': 'dryRun must be true or false.' })),
});
export type BulkUploadBody = Static<typeof BulkUploadBody>;

export const BulkUploadAccepted = Ok(Type.Object({ jobId: Type.String() }));

export const BULK_KINDS = [
  'student',
  'staff',
  // ---- inventory (inv-server) ----
  'inventory',
  // ---- end inventory ----
  // ---- books (lib-catalogue) ----
  'book',
  // ---- end books ----
  // ---- transport fleet (fleet-server) ----
  'transport',
  // ---- end transport fleet ----
  'finance',
] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export const BULK_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];

export const BulkRowError = Type.Object({ row: Type.Integer(), field: Type.String(), message: Type.String() });
export type BulkRowError = Static<typeof BulkRowError>;

export const BulkJobParams = Type.Object({ jobId: Type.String({ maxLength: 64 }) });

export const BulkJob = Type.Object({
  _id: Type.String(),
  kind: Type.Union(BULK_KINDS.map((k) => Type.Literal(k))),
  status: Type.Union(BULK_JOB_STATUSES.map((s) => Type.Literal(s))),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  dryRun: Type.Boolean(),
  fileName: Type.String(),
  totalRows: Type.Integer(),
  goodRows: Type.Integer(),
  badRows: Type.Integer(),
  imported: Type.Integer(),
  skipped: Type.Integer(),
  /** Row numbers are the sheet's (the header is row 1). `field` is a column name, or `file` for the sheet itself. */
  errors: Type.Array(BulkRowError),
  /** Rows found already registered by an earlier upload of the same data (by institute and e-mail). */
  skippedRows: Type.Array(Type.Object({ row: Type.Integer(), email: Type.String(), message: Type.String() })),
  createdAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type BulkJob = Static<typeof BulkJob>;
export const BulkJobReply = Ok(BulkJob);

/**
 * The sample columns, in order (the uploaded sheet is read by its header names, in any order). A student's batch is
 * named by its course, branch and session titles (issue 11); a `batch` column with a batch id is still read.
 */
export const STUDENT_COLUMNS = [
  'name',
  'email',
  'phoneNumber',
  'countryCode',
  'gender',
  'caste',
  'registrationNumber',
  'rollNumber',
  'course',
  'branch',
  'session',
  'dateOfBirth',
  'fatherName',
  'motherName',
  'parentNumber',
  'parentEmail',
  'city',
  'address',
  'pinCode',
] as const;
export const STAFF_COLUMNS = [
  'name',
  'email',
  'phoneNumber',
  'countryCode',
  'gender',
  'caste',
  'role',
  'employmentCode',
  'dateOfBirth',
  'city',
  'address',
  'pinCode',
] as const;

// ---- inventory (inv-server) ----
/** `POST inventory/bulk` (001 §7): one item per row; the category is named by its title; an existing title adds stock. */
export const INVENTORY_COLUMNS = ['title', 'category', 'price', 'quantity', 'description'] as const;
// ---- end inventory ----
// ---- books (lib-catalogue) ----
/** The library sample's columns (/UploadLibrarySample.xlsx): author and publication by name, the category by its title. */
export const BOOK_COLUMNS = ['title', 'summery', 'quantity', 'author', 'publication', 'dateOfPublication', 'bookCategory'] as const;
// ---- end books ----
// ---- transport fleet (fleet-server) ----
/**
 * `POST transport/bulk` (/UploadTransportSample.xlsx): one sheet; `type` says what a row is. VEHICLE rows fill the
 * vehicle columns; ROUTE rows fill routeName, startTime (HH:MM), vehicleNumber, driverLicenseNumber, inChargeEmail.
 */
export const TRANSPORT_COLUMNS = [
  'type',
  'vehicleName',
  'vehicleNumber',
  'rcNumber',
  'rcExpiryDate',
  'pucNumber',
  'pucExpiryDate',
  'insuranceNumber',
  'insuranceExpiryDate',
  'status',
  'seats',
  'routeName',
  'startTime',
  'driverLicenseNumber',
  'inChargeEmail',
] as const;
// ---- end transport fleet ----

/** `POST finance/bulk` (/UploadFinanceSample.xlsx; issue 19 §7): one ledger entry per row, as Add Finance records it. */
export const FINANCE_COLUMNS = ['title', 'financeType', 'amount'] as const;
