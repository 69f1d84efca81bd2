import ExcelJS from 'exceljs';
import { BOOK_COLUMNS, INVENTORY_COLUMNS, STAFF_COLUMNS, STUDENT_COLUMNS, type BulkKind } from '@school/contracts';
// ---- transport fleet (fleet-server) ----
import { TRANSPORT_COLUMNS } from '@school/contracts';
import { FINANCE_COLUMNS } from '@school/contracts';
// ---- end transport fleet ----

/** What each column holds: the second sheet of the sample ("Columns") and docs/api.md say the same. */
const HELP: Record<string, string> = {
  name: 'Full name. Required.',
  email: 'E-mail address, unique in the platform; the account is keyed on it. Required.',
  phoneNumber: 'At least 10 digits, an optional leading +. Required.',
  countryCode: 'Dialling code, for example +91. Required.',
  gender: 'MALE, FEMALE or OTHER. Required.',
  caste: 'GENERAL, OBC, SC or ST. Required.',
  registrationNumber: "Unique in the institute. Optional: left blank, it is made from the institute's registration pattern.",
  rollNumber: 'Optional.',
  course:
    'The course title of the batch, as on the Batches page (e.g. B.Tech). With branch and session it places the student in that batch. Optional.',
  branch: 'The branch title of the batch (e.g. CSE). Optional; required with course and session.',
  session: 'The session title of the batch (e.g. 2025-2026). Optional; required with course and branch.',
  batch: 'Instead of course, branch and session: the batch id (older sheets). Optional.',
  fatherName: 'Optional.',
  motherName: 'Optional.',
  parentNumber: 'At least 10 digits. Optional.',
  parentEmail: 'A valid e-mail address. Optional.',
  city: 'Optional.',
  address: 'Optional.',
  pinCode: '4 to 10 digits. Optional.',
  role: 'TEACHER or STAFF. Required.',
  employmentCode: 'Optional.',
  dateOfBirth: 'YYYY-MM-DD (or an Excel date); staff must be at least 18. Optional.',
};

/** Columns whose meaning depends on the kind (a title is a product's or a book's). */
const KIND_HELP: Partial<Record<BulkKind, Record<string, string>>> = {
  inventory: {
    title: 'Product name. A name the store already has adds this quantity to it as stock received. Required.',
    category: 'The inventory category title, as on the Set Inventory Category page. Required.',
    price: 'Price per unit in rupees, e.g. 45.50. Required.',
    quantity: 'Units received, a whole number (0 or more). Required.',
    description: 'Optional.',
  },
  book: {
    title: 'The book title. Required.',
    summery: 'A short summary. Optional.',
    quantity: 'Copies received, a whole number from 1. Required. A title and author already in the library add copies.',
    author: "The author's name; a new name creates the author. Optional.",
    publication: "The publisher's name; a new name creates the publication. Optional.",
    dateOfPublication: 'YYYY-MM-DD, or a year (or an Excel date). Optional.',
    bookCategory: 'The title of a book category already set up (Config, Book Category). Optional.',
  },
  // ---- transport fleet (fleet-server) ----
  transport: {
    type: 'VEHICLE or ROUTE: what the row adds. Vehicle rows are added first, so a route may name a vehicle of the same sheet. Required.',
    vehicleName: 'VEHICLE: the vehicle name, e.g. School Bus 5. Required.',
    vehicleNumber:
      'VEHICLE: the registration number, unique in the institute. ROUTE: the number of an active vehicle (of the institute or this sheet). Required.',
    rcNumber: 'VEHICLE: the RC number, digits only. Required.',
    rcExpiryDate: 'VEHICLE: YYYY-MM-DD (or an Excel date). Required.',
    pucNumber: 'VEHICLE: the PUC number, digits only. Required.',
    pucExpiryDate: 'VEHICLE: YYYY-MM-DD (or an Excel date). Required.',
    insuranceNumber: 'VEHICLE: the insurance policy number. Required.',
    insuranceExpiryDate: 'VEHICLE: YYYY-MM-DD (or an Excel date). Required.',
    status: 'VEHICLE: ACTIVE or INACTIVE. Optional (blank: ACTIVE).',
    seats: 'VEHICLE: seats for students, a whole number from 1 to 200. Optional (blank: not limited).',
    routeName: 'ROUTE: where the route starts, e.g. Kothrud – Campus. Required.',
    startTime: 'ROUTE: the start time, HH:MM (24-hour). Required.',
    driverLicenseNumber: 'ROUTE: the driving licence number of a driver already added (Transport, Drivers). Required.',
    inChargeEmail: 'ROUTE: the e-mail of the teacher in charge. Optional.',
  },
  // ---- end transport fleet ----
  finance: {
    title: 'What the money is for, e.g. Annual day sponsorship. Required.',
    financeType: 'CREDIT (money in) or DEBIT (money out). Required.',
    amount: 'Rupees, more than 0, at most two decimals, e.g. 12500.50. Required.',
  },
};

const EXAMPLES: Record<BulkKind, Record<string, string>[]> = {
  student: [
    {
      name: 'Aarav Sharma',
      email: 'aarav.sharma@example.com',
      phoneNumber: '9876543210',
      countryCode: '+91',
      gender: 'MALE',
      caste: 'GENERAL',
      registrationNumber: 'REG-2025-001',
      rollNumber: '1',
      course: 'B.Tech',
      branch: 'CSE',
      session: '2025-2026',
      dateOfBirth: '2008-03-14',
      fatherName: 'Rakesh Sharma',
      motherName: 'Sunita Sharma',
      parentNumber: '9876500001',
      parentEmail: 'rakesh.sharma@example.com',
      city: 'Pune',
      address: '12 MG Road',
      pinCode: '411001',
    },
    {
      name: 'Diya Patel',
      email: 'diya.patel@example.com',
      phoneNumber: '9876543211',
      countryCode: '+91',
      gender: 'FEMALE',
      caste: 'OBC',
      registrationNumber: '',
      rollNumber: '2',
      course: 'B.Tech',
      branch: 'CSE',
      session: '2025-2026',
      dateOfBirth: '2008-07-02',
      fatherName: 'Mahesh Patel',
      motherName: 'Kavita Patel',
      parentNumber: '9876500002',
      parentEmail: 'mahesh.patel@example.com',
      city: 'Surat',
      address: '4 Ring Road',
      pinCode: '395003',
    },
  ],
  staff: [
    {
      name: 'Meera Iyer',
      email: 'meera.iyer@example.com',
      phoneNumber: '9876543212',
      countryCode: '+91',
      gender: 'FEMALE',
      caste: 'GENERAL',
      role: 'TEACHER',
      employmentCode: 'EMP-101',
      dateOfBirth: '1988-04-12',
      city: 'Chennai',
      address: '7 Anna Salai',
      pinCode: '600002',
    },
    {
      name: 'Rohit Verma',
      email: 'rohit.verma@example.com',
      phoneNumber: '9876543213',
      countryCode: '+91',
      gender: 'MALE',
      caste: 'SC',
      role: 'STAFF',
      employmentCode: 'EMP-102',
      dateOfBirth: '1992-11-30',
      city: 'Delhi',
      address: '22 Lodhi Colony',
      pinCode: '110003',
    },
  ],
  // ---- inventory (inv-server) ----
  inventory: [
    { title: 'A4 copier paper (500 sheets)', category: 'Stationery', price: '285', quantity: '40', description: '75 gsm, white' },
    { title: 'Whiteboard marker (blue)', category: 'Stationery', price: '35', quantity: '120', description: '' },
  ],
  // ---- end inventory ----
  // ---- books (lib-catalogue) ----
  book: [
    {
      title: 'Higher Engineering Mathematics',
      summery: 'Calculus, differential equations, transforms and numerical methods.',
      quantity: '5',
      author: 'B. S. Grewal',
      publication: 'Khanna Publishers',
      dateOfPublication: '2017-01-01',
      bookCategory: '',
    },
    {
      title: 'Malgudi Days',
      summery: 'Short stories set in the town of Malgudi.',
      quantity: '2',
      author: 'R. K. Narayan',
      publication: 'Indian Thought Publications',
      dateOfPublication: '1943',
      bookCategory: '',
    },
  ],
  // ---- end books ----
  // ---- transport fleet (fleet-server) ----
  transport: [
    {
      type: 'VEHICLE',
      vehicleName: 'School Bus 5',
      vehicleNumber: 'MH 12 QW 4521',
      rcNumber: '120045',
      rcExpiryDate: '2028-03-31',
      pucNumber: '88213',
      pucExpiryDate: '2027-01-15',
      insuranceNumber: 'INS-77120',
      insuranceExpiryDate: '2027-06-30',
      status: 'ACTIVE',
      seats: '40',
    },
    {
      type: 'ROUTE',
      routeName: 'Baner – Campus',
      startTime: '07:15',
      vehicleNumber: 'MH 12 QW 4521',
      driverLicenseNumber: 'MH1220150012345',
      inChargeEmail: '',
    },
  ],
  // ---- end transport fleet ----
  finance: [
    { title: 'Annual day sponsorship', financeType: 'CREDIT', amount: '25000' },
    { title: 'Electricity bill, October', financeType: 'DEBIT', amount: '18450.75' },
  ],
};

export const SAMPLE_FILES: Record<BulkKind, string> = {
  student: 'UploadStudentSample.xlsx',
  staff: 'StaffBulkUpload.xlsx',
  // ---- inventory (inv-server) ----
  inventory: 'UploadInventorySample.xlsx',
  // ---- end inventory ----
  // ---- books (lib-catalogue) ----
  book: 'UploadLibrarySample.xlsx',
  // ---- end books ----
  // ---- transport fleet (fleet-server) ----
  transport: 'UploadTransportSample.xlsx',
  // ---- end transport fleet ----
  finance: 'UploadFinanceSample.xlsx',
};
/** Each kind's sample columns. */
const COLUMNS: Record<BulkKind, readonly string[]> = {
  student: STUDENT_COLUMNS,
  staff: STAFF_COLUMNS,
  inventory: INVENTORY_COLUMNS,
  book: BOOK_COLUMNS,
  // ---- transport fleet (fleet-server) ----
  transport: TRANSPORT_COLUMNS,
  // ---- end transport fleet ----
  finance: FINANCE_COLUMNS,
};
export const columnsOf = (kind: BulkKind): readonly string[] => COLUMNS[kind];
/** What an uploaded sheet may hold: the sample's columns, and for students the batch id of older sheets. */
export const readableColumnsOf = (kind: BulkKind): readonly string[] =>
  kind === 'student' ? [...STUDENT_COLUMNS, 'batch'] : COLUMNS[kind];

/** The sample workbook: sheet 1 "Data" (header row and two example rows, all cells text), sheet 2 "Columns" (help). */
export async function buildSample(kind: BulkKind): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'School platform';
  const cols = columnsOf(kind);
  const data = wb.addWorksheet('Data');
  data.columns = cols.map((c) => ({ header: c, key: c, width: Math.max(14, c.length + 4), style: { numFmt: '@' } }));
  data.getRow(1).font = { bold: true };
  for (const ex of EXAMPLES[kind]) data.addRow(ex);
  const help = wb.addWorksheet('Columns');
  help.columns = [
    { header: 'column', key: 'column', width: 22 },
    { header: 'what to enter', key: 'help', width: 90 },
  ];
  help.getRow(1).font = { bold: true };
  for (const c of cols) help.addRow({ column: c, help: KIND_HELP[kind]?.[c] ?? HELP[c] ?? '' });
  help.addRow({});
  help.addRow({
    column: 'note',
    help: 'Fill in the Data sheet; the first sheet is read, by its header names. Delete the example rows first.',
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const cache = new Map<BulkKind, Promise<Buffer>>();
/** Built once per process at first request. */
export const sampleOf = (kind: BulkKind) => {
  let p = cache.get(kind);
  if (!p) cache.set(kind, (p = buildSample(kind)));
  return p;
};

/** A one-sheet workbook of the kind's columns and these rows (the bench and tools build uploads with it). */
export async function writeSheet(kind: BulkKind, rows: Record<string, unknown>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  const cols = readableColumnsOf(kind);
  ws.addRow([...cols]);
  for (const r of rows) ws.addRow(cols.map((c) => (r[c] ?? null) as ExcelJS.CellValue));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
