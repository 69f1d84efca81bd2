import { useState } from 'react';
import { Button } from '@/components/button';
import { type Column, DataTable } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { SelectField } from '@/components/field';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { useListParams } from '@/lib/use-list-params';
import { STUDENTS_PER_PAGE, useStudentAttended, type StudentAttendedParams } from '../api/get-questions';
import type { StudentAttendedRow } from '../api/types';

/** 002 §4 Exam result: attended or not; the mark and remark only when attended. */
function ResultCell({ r }: { r: StudentAttendedRow }) {
  if (!r.result) return <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">Not attended</span>;
  if (!r.result.isAttended)
    return <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800">Absent</span>;
  return (
    <span className="text-sm">
      <span className="font-medium text-slate-900">
        {r.result.obtainMark} / {r.fullMark}
      </span>{' '}
      <span className="text-slate-600">({r.result.markPercentage.toFixed(1)}%)</span>
      {r.result.remark ? <span className="block text-xs text-slate-600">{r.result.remark}</span> : null}
    </span>
  );
}

const columns: Column<StudentAttendedRow>[] = [
  {
    key: 'student',
    header: 'Student',
    cell: (r) => (
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar name={r.student.displayName} photoUrl={r.student.photoUrl} />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{r.student.displayName}</p>
          <p className="truncate text-xs text-slate-600">{r.student.email}</p>
        </div>
      </div>
    ),
  },
  { key: 'roll', header: 'Roll no.', cell: (r) => r.student.rollNumber || '—', className: 'hidden sm:table-cell' },
  { key: 'reg', header: 'Registration no.', cell: (r) => r.student.registrationNumber || '—', className: 'hidden md:table-cell' },
  { key: 'result', header: 'Result', cell: (r) => <ResultCell r={r} /> },
];

const asType = (v: string) => (v === 'ATTENDED' || v === 'NOTATTENDED' ? v : undefined);
const asGender = (v: string) => (v === 'MALE' || v === 'FEMALE' || v === 'OTHER' ? v : undefined);

/** 002 §2 the 'Students' tab: the batch with each one's result, a search, the type and gender filter drawer, ten a page. */
export function StudentsTab({ subjectExamId }: { subjectExamId: string }) {
  const [list, setList] = useListParams({ spage: 1, ssearch: '', stype: '', sgender: '' });
  const params: StudentAttendedParams = {
    pageNo: list.spage,
    perPage: STUDENTS_PER_PAGE,
    searchTitle: list.ssearch || undefined,
    type: asType(list.stype),
    gender: asGender(list.sgender),
  };
  const q = useStudentAttended(subjectExamId, params);
  const [filtering, setFiltering] = useState(false);
  const [draft, setDraft] = useState({ stype: '', sgender: '' });
  const active = [list.stype, list.sgender].filter(Boolean).length;
  const open = () => {
    setDraft({ stype: list.stype, sgender: list.sgender });
    setFiltering(true);
  };
  const apply = (v: { stype: string; sgender: string }) => {
    setFiltering(false);
    setList((p) => ({ ...p, ...v, spage: 1 }));
  };
  return (
    <>
      <DataTable
        caption="Students of the subject exam"
        columns={columns}
        rows={q.data?.data}
        rowKey={(r) => r._id}
        loading={q.isPending}
        fetching={q.isFetching}
        error={q.error ? errorMessage(q.error) : null}
        page={q.data}
        onPage={(n) => setList((p) => ({ ...p, spage: n }))}
        searchLabel="Search students"
        search={list.ssearch}
        onSearch={(t) => setList((p) => ({ ...p, ssearch: t.trim(), spage: 1 }))}
        onRefresh={() => void q.refetch()}
        toolbar={
          <Button size="sm" variant="secondary" onClick={open}>
            Filters{active ? ` (${active})` : ''}
          </Button>
        }
        emptyTitle="No student available"
      />
      <Drawer
        open={filtering}
        onClose={() => setFiltering(false)}
        title="Filter students"
        footer={
          <div className="flex gap-2 border-t border-slate-100 bg-slate-50/70 px-5 py-4">
            <Button variant="secondary" className="flex-1" onClick={() => apply({ stype: '', sgender: '' })}>
              Clear
            </Button>
            <Button className="flex-1" onClick={() => apply(draft)}>
              Apply
            </Button>
          </div>
        }
      >
        <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5">
          <SelectField label="Type" value={draft.stype} onChange={(e) => setDraft((d) => ({ ...d, stype: e.target.value }))}>
            <option value="">All students</option>
            <option value="ATTENDED">Attended</option>
            <option value="NOTATTENDED">Not attended</option>
          </SelectField>
          <SelectField label="Gender" value={draft.sgender} onChange={(e) => setDraft((d) => ({ ...d, sgender: e.target.value }))}>
            <option value="">All genders</option>
            <option value="MALE">Male</option>
            <option value="FEMALE">Female</option>
            <option value="OTHER">Other</option>
          </SelectField>
        </div>
      </Drawer>
    </>
  );
}
