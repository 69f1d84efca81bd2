import { Link } from 'wouter';
import { DataTable } from '@/components/data-table';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { useBatchStudents } from '../../api/get-batch-students';
import { useListParams } from '@/lib/use-list-params';

const PER_PAGE = 20;
const genderLabel = (g: string | null) => (g ? ({ MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' }[g] ?? g) : '—');

/** The Students tab: GET batch/:batchId/students, 20 a page, with search; a profile link where the viewer may open it. */
export function StudentsTab({ batchId, profileHref }: { batchId: string; profileHref?: (id: string) => string }) {
  const [{ pageNo, searchTitle }, setList] = useListParams({ pageNo: 1, searchTitle: '' });
  const setPageNo = (n: number) => setList((p) => ({ ...p, pageNo: n }));
  const students = useBatchStudents(batchId, { pageNo, perPage: PER_PAGE, searchTitle });
  return (
    <DataTable
      caption="Students of this batch"
      columns={[
        {
          key: 'name',
          header: 'Student',
          cell: (s) => (
            <div className="flex min-w-0 items-center gap-3">
              <UserAvatar name={s.displayName} photoUrl={s.photoUrl} />
              <div className="min-w-0">
                {profileHref ? (
                  <Link
                    href={profileHref(s._id)}
                    className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {s.displayName}
                  </Link>
                ) : (
                  <p className="truncate font-medium text-slate-900">{s.displayName}</p>
                )}
                <p className="truncate text-xs text-slate-600">{s.email}</p>
              </div>
            </div>
          ),
        },
        { key: 'roll', header: 'Roll No.', cell: (s) => s.rollNumber ?? 'Not Provided' },
        { key: 'reg', header: 'Registration No.', className: 'hidden md:table-cell', cell: (s) => s.registrationNumber ?? 'Not Provided' },
        { key: 'phone', header: 'Phone Number', className: 'hidden lg:table-cell', cell: (s) => s.phoneNumber ?? 'Not Provided' },
        { key: 'gender', header: 'Gender', className: 'hidden sm:table-cell', cell: (s) => genderLabel(s.gender) },
      ]}
      rows={students.data?.data}
      rowKey={(s) => s._id}
      loading={students.isPending}
      fetching={students.isFetching}
      error={students.error ? errorMessage(students.error) : null}
      page={students.data}
      onPage={setPageNo}
      searchLabel="Search students of this batch"
      search={searchTitle}
      onSearch={(t) => setList((p) => ({ ...p, searchTitle: t, pageNo: 1 }))}
      onRefresh={() => void students.refetch()}
      emptyTitle="No student available"
    />
  );
}
