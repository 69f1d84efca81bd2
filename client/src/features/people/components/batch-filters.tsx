import { resources, useResourceList, type AnyRow } from '@/features/academics';

const selectClass =
  'h-9 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-800 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500';

export interface BatchFilterValue {
  session: string;
  course: string;
  branch: string;
}

const ALL = { pageNo: 1, perPage: 100 };

/** Session, course and branch filters (branches load by course). */
export function BatchFilters({ value, onChange }: { value: BatchFilterValue; onChange: (next: BatchFilterValue) => void }) {
  const sessions = useResourceList<AnyRow>(resources.session, ALL);
  const courses = useResourceList<AnyRow>(resources.course, ALL);
  const branches = useResourceList<AnyRow>(resources.branch, { ...ALL, courseId: value.course }, !!value.course);
  const select = (id: string, label: string, v: string, rows: AnyRow[] | undefined, change: (v: string) => void, disabled = false) => (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} value={v} onChange={(e) => change(e.target.value)} className={selectClass} disabled={disabled}>
        <option value="">All {label === 'Branch' ? 'branches' : `${label.toLowerCase()}s`}</option>
        {rows?.map((r) => (
          <option key={r._id} value={r._id}>
            {String(r.title)}
          </option>
        ))}
      </select>
    </>
  );
  return (
    <div className="grid w-full grid-cols-1 gap-2 sm:flex sm:w-auto sm:flex-wrap sm:items-center">
      {select('filter-session', 'Session', value.session, sessions.data?.data, (session) => onChange({ ...value, session }))}
      {select('filter-course', 'Course', value.course, courses.data?.data, (course) => onChange({ ...value, course, branch: '' }))}
      {select('filter-branch', 'Branch', value.branch, branches.data?.data, (branch) => onChange({ ...value, branch }), !value.course)}
    </div>
  );
}
