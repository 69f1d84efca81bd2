import { downloadFile } from '@/lib/download';
import type { DownloadType } from '@/lib/export-rows';

/** The 27 student export fields (001 §3) and the list's Joined Date, as GET student/export names them. */
export const STUDENT_EXPORT_FIELDS: { key: string; label: string }[] = [
  { key: '_id', label: 'Id' },
  { key: 'displayName', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phoneNumber', label: 'Phone Number' },
  { key: 'gender', label: 'Gender' },
  { key: 'createdAt', label: 'Joined Date' },
  { key: 'dateOfBirth', label: 'Date of Birth' },
  { key: 'caste', label: 'Caste' },
  { key: 'session', label: 'Session' },
  { key: 'course', label: 'Course' },
  { key: 'branch', label: 'Branch' },
  { key: 'applicationNumber', label: 'Application Number' },
  { key: 'enrollmentCode', label: 'Enrollment Code' },
  { key: 'registrationNumber', label: 'Registration Number' },
  { key: 'rollNumber', label: 'Roll Number' },
  { key: 'libraryCardNumber', label: 'Library Card Number' },
  { key: 'isHostler', label: 'Hostler' },
  { key: 'isUsingTransport', label: 'Uses Transport' },
  { key: 'aadharNumber', label: 'Aadhar Number' },
  { key: 'address', label: 'Address' },
  { key: 'city', label: 'City' },
  { key: 'district', label: 'District' },
  { key: 'state', label: 'State' },
  { key: 'pinCode', label: 'Pin Code' },
  { key: 'fatherName', label: 'Father Name' },
  { key: 'motherName', label: 'Mother Name' },
  { key: 'parentNumber', label: 'Parent Number' },
  { key: 'parentEmail', label: 'Parent Email' },
];

/** The student list's columns (User with the registration number, Name, Phone, Email, Batch, Gender, Joined Date), ticked when the export opens. */
export const STUDENT_LIST_FIELDS = [
  'displayName',
  'registrationNumber',
  'phoneNumber',
  'email',
  'session',
  'course',
  'branch',
  'gender',
  'createdAt',
];

export interface StudentExportParams {
  downloadType: DownloadType;
  fields: string[];
  /** Absent: every row the filters match. */
  perPage?: number;
  pageNo: number;
  searchTitle: string;
  session: string;
  course: string;
  branch: string;
  isAlumni: boolean;
}

/**
 * GET student/export with the session's headers, saved under the name the server gives (students-YYYY-MM-DD.csv).
 * Returns that name.
 */
export async function downloadStudentExport(p: StudentExportParams): Promise<string> {
  const q = new URLSearchParams({ downloadType: p.downloadType, pageNo: String(p.pageNo) });
  if (p.perPage !== undefined) q.set('perPage', String(p.perPage));
  for (const f of p.fields) q.append('fields', f);
  for (const k of ['searchTitle', 'session', 'course', 'branch'] as const) if (p[k]) q.set(k, p[k]);
  if (p.isAlumni) q.set('isAlumni', 'true');
  return downloadFile(`student/export?${q.toString()}`, {
    fallbackName: `students.${p.downloadType === 'excel' ? 'xlsx' : p.downloadType}`,
  });
}
