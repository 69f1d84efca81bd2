import { Link } from 'wouter';
import { PageHeader } from '@/components/card';
import { UserPlusIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { useCanUse } from '@/features/identity';
import { canManage, paths, pathTo } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useStudents, type StudentListParams } from '../api/students';
import { BatchFilters } from '../components/batch-filters';
import { StudentExportDrawer } from '../components/student-export-drawer';
import { StudentTable } from '../components/student-table';

const PER_PAGE = 12;
export const linkButton =
  'inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-700';

/** /panel/admin/student and /panel/admin/alumni (001 §2): filters by session, course and branch; search; refresh. */
export function StudentsPage({ alumni = false }: { alumni?: boolean }) {
  useDocumentTitle(alumni ? 'Alumni' : 'Students');
  const role = useSession()?.user.role;
  const canUse = useCanUse();
  const [params, setParams] = useListParams<StudentListParams>({
    pageNo: 1,
    perPage: PER_PAGE,
    searchTitle: '',
    session: '',
    course: '',
    branch: '',
    isAlumni: alumni,
  });
  const list = useStudents({ ...params, isAlumni: alumni });
  const filtered = params.searchTitle || params.session || params.course || params.branch;
  return (
    <>
      <PageHeader
        title={alumni ? 'Alumni' : 'Students'}
        description={alumni ? 'Students of completed batches.' : 'Students of running batches, and those not yet in a batch.'}
        actions={
          <>
            <Link href={alumni ? paths.student : paths.alumni} className="text-sm font-medium text-brand-700 hover:underline">
              {alumni ? 'Current students' : 'Alumni'}
            </Link>
            {!alumni && role && canManage(role) && canUse(paths.register) ? (
              <Link href={`${paths.register}?role=STUDENT`} className={linkButton}>
                <UserPlusIcon className="size-4" />
                Register Student
              </Link>
            ) : null}
            {!alumni && role && canManage(role) && canUse(paths.studentBulkUpload) ? (
              <Link href={paths.studentBulkUpload} className="text-sm font-medium text-brand-700 hover:underline">
                Upload Students
              </Link>
            ) : null}
          </>
        }
      />
      <StudentTable
        caption={alumni ? 'Alumni' : 'Students'}
        rows={list.data?.data}
        offset={(params.pageNo - 1) * PER_PAGE}
        profileHref={(s) => pathTo(alumni ? paths.alumniDetail : paths.studentDetail, { id: s._id })}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error ? errorMessage(list.error) : null}
        page={list.data}
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        searchLabel="Search by name, e-mail or registration number"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle, pageNo: 1 }))}
        onRefresh={() => void list.refetch()}
        toolbar={
          <>
            <BatchFilters value={params} onChange={(f) => setParams((p) => ({ ...p, ...f, pageNo: 1 }))} />
            {role && role !== 'TEACHER' ? (
              <StudentExportDrawer filters={{ ...params, isAlumni: alumni }} total={list.data?.totalCount} />
            ) : null}
          </>
        }
        emptyTitle="No data found"
        emptyText={
          filtered
            ? 'No student matches these filters.'
            : alumni
              ? 'Students show here once their batch is completed.'
              : 'Register the first student.'
        }
      />
    </>
  );
}
