import type { LibraryStudent } from '@school/contracts';
import { Link } from 'wouter';
import { PageHeader } from '@/components/card';
import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { UsersIcon } from '@/components/icons';
import { CardSkeleton, ListToolbar } from '@/components/list-toolbar';
import { UserAvatar } from '@/components/user-avatar';
import { formatRupees } from '@/lib/format';
import { paths, pathTo } from '@/lib/routes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { useLibraryStudents } from '../api/library-queries';

/** /panel/admin/library/student (001 §2, §3 Library student): the students as cards, 15 a page, with a search. */
export function LibraryStudentsPage() {
  useDocumentTitle('Library students');
  const [params, setParams] = useListParams({ pageNo: 1, perPage: 15, searchTitle: '' });
  const students = useLibraryStudents(params);
  return (
    <>
      <PageHeader
        title="Library students"
        description="Each student's books out, returns and pending fine; open one for the library profile."
      />
      <ListToolbar
        searchLabel="Search students"
        search={params.searchTitle}
        onSearch={(searchTitle) => setParams((p) => ({ ...p, searchTitle }))}
        onRefresh={() => void students.refetch()}
        refreshing={students.isFetching}
      />
      <CardGrid
        label="Library students"
        query={students}
        columns="sm:grid-cols-2 xl:grid-cols-3"
        skeleton={<CardSkeleton iconClass="size-12 rounded-full" />}
        skeletonCount={6}
        errorTitle="Could not load the library students"
        empty={<EmptyState title="No Student Found" icon={<UsersIcon className="size-6" />} />}
        onPage={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
        pagesLabel="Library student pages"
        itemKey={(s) => s.user._id}
        renderItem={(s) => <StudentCard student={s} />}
      />
    </>
  );
}

function StudentCard({ student: s }: { student: LibraryStudent }) {
  const figures: [string, string][] = [
    ['Books out', String(s.totalBookIssue)],
    ['Returned', String(s.totalReturnedBook)],
    ['Fine pending', formatRupees(s.totalFinePending)],
  ];
  return (
    <Link
      href={pathTo(paths.libraryStudent, { studentId: s.user._id })}
      className="group block rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200/80 transition hover:shadow-md hover:ring-brand-300"
    >
      <div className="flex items-center gap-3">
        <UserAvatar name={s.user.displayName} photoUrl={s.user.photoUrl} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900 group-hover:text-brand-700">{s.user.displayName}</p>
          <p className="truncate text-xs text-slate-600">Reg. {s.user.registrationNumber ?? 'Not Provided'}</p>
          <p className="truncate text-xs text-slate-600">Library card {s.user.libraryCardNumber ?? 'Not Provided'}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-3">
        {figures.map(([k, v]) => (
          <div key={k} className="min-w-0">
            <dt className="text-xs text-slate-500">{k}</dt>
            <dd className="truncate text-sm font-semibold tabular-nums text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </Link>
  );
}
