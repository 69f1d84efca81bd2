import { BranchBody, CategoryBody, CourseBody, DesignationBody, FeeBody, GradeBody, SubjectBody } from '@school/contracts';
import { Link } from 'wouter';
import { ArrowRightIcon } from '@/components/icons';
import { formatRupees } from '@/lib/format';
import { paths, pathTo } from '@/lib/routes';
import { resources, type AnyRow } from '../api/resources';
import type { EntityConfig, Errors, Values } from './entity-config';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const yearOf = (iso: unknown) => (str(iso) ? String(new Date(str(iso)).getUTCFullYear() || str(iso).slice(0, 4)) : '');
const dayOf = (iso: unknown) => str(iso).slice(0, 10);
/** Today in the browser, as YYYY-MM-DD. */
export const todayIso = () => {
  const t = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${t.getFullYear()}-${p(t.getMonth() + 1)}-${p(t.getDate())}`;
};
const years = (n: unknown) => `${str(n)} year${Number(n) === 1 ? '' : 's'}`;

function checkDuration(v: Values): Errors {
  const d = (v.duration ?? '').trim();
  if (d && (!/^\d+$/.test(d) || Number(d) < 1 || Number(d) > 10)) return { duration: 'Duration must be a whole number of years, 1 to 10.' };
  return {};
}

const ICON_HINT = 'Optional. PNG, JPEG, GIF or WebP, at most 2 MiB.';

export const courseConfig: EntityConfig = {
  def: resources.course,
  schema: CourseBody,
  title: 'Courses',
  addLabel: 'Add Course',
  editLabel: 'Edit Course',
  noun: 'course',
  fields: [
    { name: 'title', label: 'Course name', kind: 'text', required: 'Course name is required.', placeholder: 'e.g. B.Tech' },
    { name: 'duration', label: 'Duration (years)', kind: 'integer', required: 'Duration is required.', placeholder: 'e.g. 4' },
    { name: 'description', label: 'Description', kind: 'textarea', required: 'Description is required.' },
    { name: 'icon', label: 'Icon', kind: 'file', hint: ICON_HINT },
  ],
  validate: checkDuration,
  toBody: (v) => ({ title: v.title!.trim(), duration: Number(v.duration), description: v.description!.trim() }),
  fromRow: (r) => ({ title: str(r.title), duration: str(r.duration), description: str(r.description) }),
  cardTitle: (r) => str(r.title),
  cardLines: (r) => [years(r.duration), str(r.description)],
  iconUrl: (r) => r.iconUrl as string | null,
  cardAction: (r: AnyRow) => (
    <Link
      href={pathTo(paths.configCourse, { courseId: r._id })}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800"
      aria-label={`View Branches of ${str(r.title)}`}
    >
      View Branches
      <ArrowRightIcon className="size-4" />
    </Link>
  ),
  emptyTitle: 'No courses yet',
  perPage: 9,
};

export const branchConfig = (courseId: string): EntityConfig => ({
  def: resources.branch,
  schema: BranchBody,
  title: 'Branches',
  addLabel: 'Add Branch',
  editLabel: 'Edit Branch',
  noun: 'branch',
  fields: [
    { name: 'title', label: 'Branch name', kind: 'text', required: 'Branch Name is required.', placeholder: 'e.g. Computer Science' },
    { name: 'description', label: 'Description', kind: 'textarea', required: 'Description is required.' },
    { name: 'duration', label: 'Duration (years)', kind: 'integer', only: 'edit', required: 'Duration is required.' },
    { name: 'icon', label: 'Icon', kind: 'file', hint: ICON_HINT },
  ],
  validate: checkDuration,
  toBody: (v, mode) =>
    mode === 'create'
      ? { title: v.title!.trim(), description: v.description!.trim(), courseId }
      : { title: v.title!.trim(), description: v.description!.trim(), duration: Number(v.duration) },
  fromRow: (r) => ({ title: str(r.title), description: str(r.description), duration: str(r.duration) }),
  cardTitle: (r) => str(r.title),
  cardLines: (r) => [years(r.duration), str(r.description)],
  iconUrl: (r) => r.iconUrl as string | null,
  emptyTitle: 'No branches in this course yet',
  listParams: { courseId },
  perPage: 12,
});

export const sessionConfig: EntityConfig = {
  def: resources.session,
  title: 'Sessions',
  addLabel: 'Add Session',
  editLabel: 'Edit Session',
  noun: 'session',
  fields: [
    { name: 'startYear', label: 'From year', kind: 'year', required: 'From year is required.' },
    { name: 'endYear', label: 'To year', kind: 'year', required: 'To year is required.' },
  ],
  validate: (v): Errors => {
    const a = Number(v.startYear);
    const b = Number(v.endYear);
    if (v.startYear && v.endYear && b <= a) return { endYear: 'To year must be after From year (for example 2025-2026).' };
    if (v.startYear && v.endYear && b - a > 10) return { endYear: 'To year must be at most 10 years after From year.' };
    return {};
  },
  // 000 §4: chosen as years, sent as ISO dates.
  toBody: (v) => ({ startYear: `${v.startYear}-01-01`, endYear: `${v.endYear}-01-01` }),
  fromRow: (r) => ({ startYear: yearOf(r.startYear), endYear: yearOf(r.endYear) }),
  cardTitle: (r) => str(r.title),
  cardLines: (r) => [`${yearOf(r.startYear)} to ${yearOf(r.endYear)}`],
  emptyTitle: 'No sessions yet',
};

export const subjectConfig: EntityConfig = {
  def: resources.subject,
  schema: SubjectBody,
  title: 'Subjects',
  addLabel: 'Add Subject',
  editLabel: 'Edit Subject',
  noun: 'subject',
  fields: [
    { name: 'title', label: 'Subject name', kind: 'text', required: 'Subject name is required.', placeholder: 'e.g. Physics' },
    {
      name: 'subjectCode',
      label: 'Subject code',
      kind: 'text',
      required: 'Subject code is required.',
      placeholder: 'e.g. PHY101',
      maxLength: 40,
    },
  ],
  toBody: (v) => ({ title: v.title!.trim(), subjectCode: v.subjectCode!.trim() }),
  fromRow: (r) => ({ title: str(r.title), subjectCode: str(r.subjectCode) }),
  cardTitle: (r) => str(r.title),
  cardLines: (r) => [`Code ${str(r.subjectCode)}`],
  emptyTitle: 'No subject',
};

export const gradeConfig: EntityConfig = {
  def: resources.grade,
  schema: GradeBody,
  title: 'Grades',
  addLabel: 'Add Grade',
  editLabel: 'Edit Grade',
  noun: 'grade',
  fields: [
    { name: 'lowPercent', label: 'From (%)', kind: 'decimal', required: 'From (%) is required.', placeholder: '0' },
    { name: 'highPercent', label: 'To (%)', kind: 'decimal', required: 'To (%) is required.', placeholder: '100' },
    { name: 'grade', label: 'Grade', kind: 'text', required: 'Grade is required.', placeholder: 'e.g. A', maxLength: 20 },
  ],
  validate: (v) => {
    const e: Errors = {};
    const lo = Number(v.lowPercent);
    const hi = Number(v.highPercent);
    if (v.lowPercent && (!Number.isFinite(lo) || lo < 0 || lo > 100)) e.lowPercent = 'From (%) must be between 0 and 100.';
    if (v.highPercent && (!Number.isFinite(hi) || hi < 0 || hi > 100)) e.highPercent = 'To (%) must be between 0 and 100.';
    else if (v.lowPercent && v.highPercent && hi <= lo) e.highPercent = 'To (%) must be more than From (%).';
    return e;
  },
  toBody: (v) => ({ lowPercent: Number(v.lowPercent), highPercent: Number(v.highPercent), grade: v.grade!.trim() }),
  fromRow: (r) => ({ lowPercent: str(r.lowPercent), highPercent: str(r.highPercent), grade: str(r.grade) }),
  cardTitle: (r) => `Grade ${str(r.grade)}`,
  cardLines: (r) => [`${str(r.lowPercent)}% – ${str(r.highPercent)}%`],
  emptyTitle: 'No grades yet',
};

export const designationConfig: EntityConfig = {
  def: resources.designation,
  schema: DesignationBody,
  title: 'Designations',
  addLabel: 'Add Designation',
  editLabel: 'Edit Designation',
  noun: 'designation',
  fields: [{ name: 'title', label: 'Designation', kind: 'text', required: 'Designation is required.', placeholder: 'e.g. Professor' }],
  toBody: (v) => ({ title: v.title!.trim() }),
  fromRow: (r) => ({ title: str(r.title) }),
  cardTitle: (r) => str(r.title),
  emptyTitle: 'No designations yet',
};

export const holidayConfig: EntityConfig = {
  def: resources.holiday,
  title: 'Holidays',
  addLabel: 'Set Holiday',
  editLabel: 'Set Holiday',
  noun: 'holiday',
  noEdit: true,
  fields: [
    { name: 'title', label: 'Title', kind: 'text', placeholder: 'Holiday', hint: "Optional; 'Holiday' when left empty." },
    { name: 'startDate', label: 'Start date', kind: 'date', required: 'Start date is required.', min: todayIso() },
    { name: 'endDate', label: 'End date', kind: 'date', required: 'End date is required.' },
  ],
  validate: (v) => {
    const e: Errors = {};
    if (v.startDate && v.startDate < todayIso()) e.startDate = 'Start date cannot be before today.';
    if (v.startDate && v.endDate && v.endDate < v.startDate) e.endDate = 'End date cannot be before start date.';
    return e;
  },
  toBody: (v) => ({ startDate: v.startDate, endDate: v.endDate, ...(v.title?.trim() ? { title: v.title.trim() } : {}) }),
  fromRow: (r) => ({ title: str(r.title), startDate: dayOf(r.startDate), endDate: dayOf(r.endDate) }),
  cardTitle: (r) => str(r.title) || 'Holiday',
  cardLines: (r) => [dayOf(r.startDate) === dayOf(r.endDate) ? dayOf(r.startDate) : `${dayOf(r.startDate)} to ${dayOf(r.endDate)}`],
  emptyTitle: 'No holidays set',
};

const categoryFields = [
  { name: 'title', label: 'Category name', kind: 'text' as const, required: 'Category Name is required.' },
  { name: 'description', label: 'Description', kind: 'textarea' as const, required: 'Description is required.' },
];
const category = (def: EntityConfig['def'], title: string, noun: string): EntityConfig => ({
  def,
  schema: CategoryBody,
  title,
  addLabel: `Add ${noun}`,
  editLabel: `Edit ${noun}`,
  noun: noun.toLowerCase(),
  fields: categoryFields,
  toBody: (v) => ({ title: v.title!.trim(), description: v.description!.trim() }),
  fromRow: (r) => ({ title: str(r.title), description: str(r.description) }),
  cardTitle: (r) => str(r.title),
  cardLines: (r) => [str(r.description)],
  emptyTitle: `No ${noun.toLowerCase()} yet`,
});
export const bookCategoryConfig = category(resources.bookCategory, 'Book categories', 'Book Category');
export const inventoryCategoryConfig = category(resources.inventoryCategory, 'Inventory categories', 'Inventory Category');

export const feeConfig: EntityConfig = {
  def: resources.fee,
  schema: FeeBody,
  title: 'Fees',
  addLabel: 'Set Fee',
  editLabel: 'Edit Fee',
  noun: 'fee',
  fields: [
    { name: 'title', label: 'Fee name', kind: 'text', required: 'Fee name is required.', placeholder: 'e.g. Tuition fee' },
    { name: 'amount', label: 'Amount (₹)', kind: 'decimal', required: 'Amount is required.', placeholder: '0.00' },
  ],
  validate: (v): Errors =>
    v.amount && (!/^\d+(\.\d{1,2})?$/.test(v.amount) || Number(v.amount) <= 0)
      ? { amount: 'Amount must be more than 0 rupees, with at most 2 decimals.' }
      : {},
  toBody: (v) => ({ title: v.title!.trim(), amount: Number(v.amount) }),
  fromRow: (r) => ({ title: str(r.title), amount: str(r.amount) }),
  cardTitle: (r) => str(r.title),
  cardLines: (r) => [formatRupees(Number(r.amount))],
  emptyTitle: 'No Fees Found',
};

export const configSections = [
  { id: 'courses', label: 'Courses', config: courseConfig },
  { id: 'sessions', label: 'Sessions', config: sessionConfig },
  { id: 'subjects', label: 'Subjects', config: subjectConfig },
  { id: 'grades', label: 'Grades', config: gradeConfig },
  { id: 'designations', label: 'Designations', config: designationConfig },
  { id: 'holidays', label: 'Holidays', config: holidayConfig },
  // The module a MANAGER or STAFF needs for the tab's calls beyond the page's own (academics); without it the tab is hidden.
  { id: 'book-categories', label: 'Book categories', config: bookCategoryConfig, module: 'library' },
  { id: 'inventory-categories', label: 'Inventory categories', config: inventoryCategoryConfig, module: 'inventory' },
  { id: 'fees', label: 'Fees', config: feeConfig, module: 'fees' },
] as const;
