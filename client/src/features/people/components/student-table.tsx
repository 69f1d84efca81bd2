import { Link } from 'wouter';
import { DataTable, type Column, type DataTableProps } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { batchLabel, type StudentRow } from '../api/students';
import { UserAvatar } from '@/components/user-avatar';

const GENDERS: Record<string, string> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' };
const genderLabel = (g: string | null) => GENDERS[g ?? ''] ?? g ?? '—';

/** 001 §2 student table: #, User, Name (hidden), Phone Number, Email (hidden), Batch, Gender, Joined Date, Action. */
export function StudentTable({
  rows,
  offset,
  profileHref,
  ...rest
}: Omit<DataTableProps<StudentRow>, 'columns' | 'rowKey'> & { offset: number; profileHref: (s: StudentRow) => string }) {
  const columns: Column<StudentRow>[] = [
    { key: 'n', header: '#', className: 'w-10 tabular-nums text-slate-500', cell: (s) => String(offset + (rows?.indexOf(s) ?? 0) + 1) },
    {
      key: 'user',
      header: 'User',
      cell: (s) => (
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar name={s.displayName} photoUrl={s.photoUrl} />
          <div className="max-w-44 min-w-0 sm:max-w-none">
            <p className="truncate font-medium text-slate-900">{s.displayName}</p>
            <p className="truncate text-xs text-slate-600">{s.academicDetails?.registrationNumber ?? s.email}</p>
          </div>
        </div>
      ),
    },
    { key: 'name', header: 'Name', className: 'hidden', cell: (s) => s.displayName },
    {
      key: 'phone',
      header: 'Phone Number',
      className: 'hidden md:table-cell whitespace-nowrap',
      cell: (s) => `${s.countryCode ?? ''} ${s.phoneNumber ?? ''}`.trim(),
    },
    { key: 'email', header: 'Email', className: 'hidden', cell: (s) => s.email },
    { key: 'batch', header: 'Batch', className: 'hidden sm:table-cell', cell: (s) => batchLabel(s.academicDetails?.batch) },
    { key: 'gender', header: 'Gender', className: 'hidden lg:table-cell', cell: (s) => genderLabel(s.gender) },
    {
      key: 'joined',
      header: 'Joined Date',
      className: 'hidden lg:table-cell whitespace-nowrap text-slate-600',
      cell: (s) => formatDateTime(s.createdAt),
    },
    {
      key: 'action',
      header: 'Action',
      className: 'text-right',
      cell: (s) => (
        <Link href={profileHref(s)} className="text-sm font-medium text-brand-700 hover:underline" aria-label={`View ${s.displayName}`}>
          View
        </Link>
      ),
    },
  ];
  return <DataTable {...rest} rows={rows} columns={columns} rowKey={(s) => s._id} />;
}
