import { useDeferredValue, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '@/components/button';
import { ClassBadges, classBatchLine, classClock, classDay, classPhase } from '@/components/class-card';
import { EmptyState } from '@/components/empty-state';
import { AlertIcon, ChevronLeftIcon, ClockIcon } from '@/components/icons';
import { Pagination } from '@/components/pagination';
import { GENDERS } from '@/components/person-options';
import { SearchInput } from '@/components/search-input';
import { UserAvatar } from '@/components/user-avatar';
import { HistoryDrawer } from '@/features/audit';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';
import { allStudentIds, useClassAttendance, type ClassAttendanceParams } from '../api/get-class-attendance';
import { useClass } from '../api/get-class';
import { useMarkAttendance } from '../api/mark-attendance';
import type { ClassView } from '../api/types';
import { FALLBACK, flagsOf, MarkButtons } from '../components/mark-buttons';
import { useNow } from '@/lib/use-now';
// ---- live classes (live-read) ----
import type { AttendanceRow } from '../api/types';
import { liveTimesText } from './live-times';
// ---- end live classes ----

const PER_PAGE = 30;
const control =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';
const SORTS = [
  { value: '', label: 'Default' },
  { value: 'A-Z', label: 'Name A–Z' },
  { value: 'Z-A', label: 'Name Z–A' },
  { value: 'asc', label: 'Roll number ascending' },
  { value: 'des', label: 'Roll number descending' },
];

/** Why the register cannot be marked now (the server refuses the same), or null. */
function refusal(c: ClassView, now: number): string | null {
  if (c.cancelled) return `This class was cancelled${c.cancelReason ? `: ${c.cancelReason}` : '.'} Its register cannot be marked.`;
  if (c.isHoliday) return 'Class suspended due to holiday. Its register cannot be marked.';
  if (classPhase(c, now).phase === 'NOT_STARTED')
    return `Class is not yet started. The register opens at ${classClock(c.startTime)} on ${classDay(c.startTime)}.`;
  return null;
}

// ---- live classes (live-read) ----
function LiveTimes({ row, c }: { row: AttendanceRow; c: ClassView | undefined }) {
  const text = liveTimesText(row);
  // An online class that went live: say so too when a student never came in.
  if (!text && !(c?.type === 'ONLINE' && (c.liveSince || c.endedAt))) return null;
  return (
    <p className={cn('text-xs break-words', row.inRoom ? 'font-medium text-emerald-700' : 'text-slate-600')} data-testid="live-times">
      {row.inRoom ? <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-emerald-500" /> : null}
      {text ?? (c?.endedAt ? 'Did not join the live class' : 'Not in the class yet')}
    </p>
  );
}
// ---- end live classes ----

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="truncate text-sm font-medium text-slate-900">{value || 'Not Available'}</dd>
    </div>
  );
}

/**
 * 002 §2 Class attendance page (/panel/teacher/class/:classId and the admin's): the class's header, Mark All Present and
 * Mark All Absent (one POST naming every student), the batch's students with search, gender filter, name and roll sorts,
 * 30 per page, and P/A/L per student; the History drawer lists every mark change with who and when.
 */
export function ClassRegisterPage() {
  const { classId = '' } = useParams<{ classId: string }>();
  const id = useId();
  const now = useNow();
  const klass = useClass(classId);
  const c = klass.data?.data;
  useDocumentTitle(c ? `${c.subject.title || 'Other'} class` : 'Class');
  const [list, setList] = useListParams({ searchTitle: '', gender: '', sort: '', pageNo: 1 });
  const searchTitle = useDeferredValue(list.searchTitle.trim());
  const gender = GENDERS.some((g) => g.value === list.gender) ? (list.gender as ClassAttendanceParams['gender']) : undefined;
  const sort = SORTS.some((s) => s.value === list.sort) ? list.sort : '';
  const params: ClassAttendanceParams = {
    pageNo: list.pageNo,
    perPage: PER_PAGE,
    searchTitle: searchTitle || undefined,
    gender,
    sortAlphabetically: sort === 'A-Z' || sort === 'Z-A' ? sort : undefined,
    sortRollNo: sort === 'asc' || sort === 'des' ? sort : undefined,
  };
  const rows = useClassAttendance(classId, params);
  const mark = useMarkAttendance();
  const [bulk, setBulk] = useState<'PRESENT' | 'ABSENT' | null>(null);
  const [history, setHistory] = useState(false);
  const [location] = useLocation();
  const back = location.startsWith('/panel/teacher/') ? paths.teacherClasses : paths.adminClasses;

  const markAll = async (status: 'PRESENT' | 'ABSENT') => {
    setBulk(status);
    try {
      const user = await allStudentIds(classId);
      if (user.length === 0) return;
      const r = await mark.mutateAsync({ classId, user, ...flagsOf(status) });
      toast.success(r.message);
    } catch (err) {
      toast.error(errorMessage(err, FALLBACK));
    } finally {
      setBulk(null);
    }
  };

  if (klass.error)
    return (
      <EmptyState
        title="No data found"
        text={errorMessage(klass.error, FALLBACK)}
        icon={<AlertIcon />}
        action={
          <Link href={back} className="text-sm font-medium text-brand-700 hover:underline">
            Back to classes
          </Link>
        }
      />
    );
  const blocked = c ? refusal(c, now) : 'Loading';
  const total = rows.data?.totalCount ?? 0;
  return (
    <>
      <Link href={back} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeftIcon className="size-4" /> Classes
      </Link>
      {c ? (
        <section aria-labelledby={`${id}-title`} className="mb-6 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200/80">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h1 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
                {c.subject.title || 'Other'}
              </h1>
              <p className="mt-1 text-sm text-slate-600">
                {classDay(c.startTime)}, {classClock(c.startTime)} – {classClock(c.endTime)} · {classBatchLine(c.batch)}
              </p>
            </div>
            <ClassBadges c={c} now={now} />
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
            <Fact label="Teacher" value={c.teacher.displayName} />
            <Fact label="Branch" value={c.batch.branch.title} />
            <Fact label="Course" value={c.batch.course.title} />
            <Fact label="Session" value={c.batch.session.title} />
            <Fact label="Credit" value={String(c.credit)} />
            <Fact label="Room" value={c.classRoom || 'Not Provided'} />
          </dl>
          {blocked ? (
            <p role="status" className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <AlertIcon className="mt-0.5 size-4 shrink-0" /> {blocked}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => void markAll('PRESENT')} disabled={!!blocked || total === 0 || !!bulk} loading={bulk === 'PRESENT'}>
              Mark All Present
            </Button>
            <Button
              variant="danger"
              onClick={() => void markAll('ABSENT')}
              disabled={!!blocked || total === 0 || !!bulk}
              loading={bulk === 'ABSENT'}
            >
              Mark All Absent
            </Button>
            <Button variant="secondary" onClick={() => setHistory(true)} className="sm:ml-auto">
              <ClockIcon className="size-4" /> History
            </Button>
          </div>
        </section>
      ) : (
        <span className="skeleton mb-6 block h-48 rounded-2xl" role="status" aria-busy="true" aria-label="Loading the class" />
      )}

      <section aria-label="Students" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <SearchInput
            label="Search students"
            value={list.searchTitle}
            onSearch={(t) => setList((p) => ({ ...p, searchTitle: t.trim(), pageNo: 1 }))}
          />
          <div>
            <label htmlFor={`${id}-gender`} className="mb-1 block text-xs font-medium text-slate-600">
              Gender
            </label>
            <select
              id={`${id}-gender`}
              value={gender ?? ''}
              onChange={(e) => setList((p) => ({ ...p, gender: e.target.value, pageNo: 1 }))}
              className={cn(control, 'w-full sm:w-auto')}
            >
              <option value="">All</option>
              {GENDERS.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-sort`} className="mb-1 block text-xs font-medium text-slate-600">
              Sort
            </label>
            <select
              id={`${id}-sort`}
              value={sort}
              onChange={(e) => setList((p) => ({ ...p, sort: e.target.value, pageNo: 1 }))}
              className={cn(control, 'w-full sm:w-auto')}
            >
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        {rows.isPending ? (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading students">
            {Array.from({ length: 15 }, (_, i) => (
              <li key={i} className="skeleton block h-28 rounded-2xl" data-testid="student-skeleton" />
            ))}
          </ul>
        ) : rows.error ? (
          <EmptyState title="No data found" text={errorMessage(rows.error, FALLBACK)} icon={<AlertIcon />} />
        ) : rows.data.data.length === 0 ? (
          <EmptyState title="No student assign" />
        ) : (
          <>
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy={rows.isFetching || undefined}>
              {rows.data.data.map((r) => (
                <li
                  key={r.student._id}
                  className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80"
                  data-testid="register-student"
                >
                  <div className="flex min-w-0 items-center gap-3">
                    <UserAvatar name={r.student.displayName} photoUrl={r.student.photoUrl} />
                    <div className="min-w-0">
                      <p className="truncate font-medium text-slate-900">{r.student.displayName}</p>
                      <p className="truncate text-xs text-slate-600">
                        Roll {r.student.rollNumber ?? 'Not Provided'} · Reg. {r.student.registrationNumber ?? 'Not Provided'}
                      </p>
                    </div>
                  </div>
                  <MarkButtons row={r} classId={classId} disabled={!!blocked || !!bulk} />
                  {/* ---- live classes (live-read) ---- */}
                  <LiveTimes row={r} c={c} />
                  {/* ---- end live classes ---- */}
                  {r.markedAt ? (
                    <p className="text-xs text-slate-500">
                      Marked by {r.markedBy?.displayName ?? 'Unavailable'}, {classDay(r.markedAt)} {classClock(r.markedAt)}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <Pagination info={rows.data} onPage={(n) => setList((p) => ({ ...p, pageNo: n }))} label="Students pages" />
          </>
        )}
      </section>
      <HistoryDrawer
        open={history}
        onClose={() => setHistory(false)}
        title="Class history"
        url={classId ? `class/${encodeURIComponent(classId)}/history` : ''}
      />
    </>
  );
}
