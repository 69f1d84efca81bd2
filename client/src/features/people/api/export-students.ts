import { API_BASE, ApiError } from '@/lib/api-client';
import { getInstituteId, getSession } from '@/lib/session';

export type DownloadType = 'pdf' | 'csv' | 'excel';

/** The 27 student export fields (001 §3), as GET student/export names them. */
export const STUDENT_EXPORT_FIELDS: { key: string; label: string }[] = [
  { key: '_id', label: 'Id' },
  { key: 'displayName', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phoneNumber', label: 'Phone Number' },
  { key: 'gender', label: 'Gender' },
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

export interface StudentExportParams {
  downloadType: DownloadType;
  fields: string[];
  perPage: number;
  pageNo: number;
  searchTitle: string;
  session: string;
  course: string;
  branch: string;
  isAlumni: boolean;
}

const fileNameOf = (disposition: string | null, fallback: string) => /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * GET student/export with the session's headers (a plain link cannot carry Authorization), saved under the name the
 * server gives (students-YYYY-MM-DD.csv). Returns that name.
 */
export async function downloadStudentExport(p: StudentExportParams): Promise<string> {
  const q = new URLSearchParams({ downloadType: p.downloadType, perPage: String(p.perPage), pageNo: String(p.pageNo) });
  for (const f of p.fields) q.append('fields', f);
  for (const k of ['searchTitle', 'session', 'course', 'branch'] as const) if (p[k]) q.set(k, p[k]);
  if (p.isAlumni) q.set('isAlumni', 'true');
  const headers = new Headers({ accept: '*/*' });
  const session = getSession();
  if (session) headers.set('authorization', `Bearer ${session.token}`);
  const institute = getInstituteId();
  if (institute) headers.set('x-institute-id', institute);
  const res = await fetch(`${API_BASE}/student/export?${q.toString()}`, { headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(body?.error ?? 'Oops! something went wrong.', res.status);
  }
  const name = fileNameOf(res.headers.get('content-disposition'), `students.${p.downloadType === 'excel' ? 'xlsx' : p.downloadType}`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
