import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/button';
import { type Column, DataTable } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { SelectField } from '@/components/field';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { pathTo, paths } from '@/lib/routes';
import { useListParams } from '@/lib/use-list-params';
import { STUDENTS_PER_PAGE, useStudentAttended, type StudentAttendedParams } from '../api/get-questions';
import { useSubjectExam } from '../api/get-subject-exams';
import type { StudentAttendedRow } from '../api/types';
import { UpdateResultDialog } from './update-result-dialog';
import { useExamViewer } from './use-exam-viewer';

/** A row of exam/student-attended: the result with the sheet's `status` and `submittedBy`. */
type Row = StudentAttendedRow;

const STATUS: Record<string, { label: string; className: string }> = {
  IN_PROGRESS: { label: 'In progress', className: 'bg-sky-50 text-sky-800' },
  SUBMITTED: { label: 'Submitted', className: 'bg-violet-50 text-violet-800' },
  GRADED: { label: 'Graded', className: 'bg-emerald-50 text-emerald-800' },
  ABSENT: { label: 'Absent', className: 'bg-amber-50 text-amber-800' },
};

/** The sheet's state in words: a recorded result reads Graded, or Absent when not attended. */
export function rowStatus(r: Row): keyof typeof STATUS | null {
  if (r.result && !r.result.isAttended && r.status !== 'IN_PROGRESS') return 'ABSENT';
  if (r.status === 'RECORDED') return 'GRADED';
  return r.status === 'NOT_STARTED' ? null : r.status;
}

function StatusCell({ r }: { r: Row }) {
  const s = rowStatus(r);
  if (!s) return <span className="text-sm text-slate-500">—</span>;
  const { label, className } = STATUS[s] ?? { label: s, className: 'bg-slate-100 text-slate-700' };
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${className}`}>
      {label}
      {r.submittedBy === 'DEADLINE' && s === 'SUBMITTED' ? ' (deadline)' : ''}
    </span>
  );
}

/** 002 §4 Exam result: attended or not; the mark and remark only when attended. */
function ResultCell({ r }: { r: Row }) {
  if (r.status === 'IN_PROGRESS') return <span className="text-sm text-slate-600">Not submitted yet</span>;
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

function UpdateButton({ r, onUpdate }: { r: Row; onUpdate: (r: Row) => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={() => onUpdate(r)} aria-label={`Update Result for ${r.student.displayName}`}>
      Update Result
    </Button>
  );
}

interface RowContext {
  gradingHref: ((r: Row) => string) | null;
  onUpdate: ((r: Row) => void) | null;
}

const columnsFor = ({ gradingHref, onUpdate }: RowContext): Column<Row>[] => [
  {
    key: 'student',
    header: 'Student',
    cell: (r) => (
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar name={r.student.displayName} photoUrl={r.student.photoUrl} />
        <div className="min-w-0">
          {gradingHref ? (
            <Link
              href={gradingHref(r)}
              className="block truncate font-medium text-brand-700 hover:underline"
              aria-label={`Open the answers of ${r.student.displayName}`}
            >
              {r.student.displayName}
            </Link>
          ) : (
            <p className="truncate font-medium text-slate-900">{r.student.displayName}</p>
          )}
          <p className="truncate text-xs text-slate-600">{r.student.email}</p>
          {rowStatus(r) ? (
            <span className="mt-1 block sm:hidden">
              <StatusCell r={r} />
            </span>
          ) : null}
        </div>
      </div>
    ),
  },
  { key: 'roll', header: 'Roll no.', cell: (r) => r.student.rollNumber || '—', className: 'hidden sm:table-cell' },
  { key: 'reg', header: 'Registration no.', cell: (r) => r.student.registrationNumber || '—', className: 'hidden md:table-cell' },
  { key: 'status', header: 'Status', cell: (r) => <StatusCell r={r} />, className: 'hidden sm:table-cell' },
  {
    key: 'result',
    header: 'Result',
    cell: (r) => (
      <>
        <ResultCell r={r} />
        {/* On a phone the button sits under the result: the table stays two columns wide. */}
        {onUpdate ? (
          <span className="mt-2 block sm:hidden">
            <UpdateButton r={r} onUpdate={onUpdate} />
          </span>
        ) : null}
      </>
    ),
  },
  ...(onUpdate
    ? [
        {
          key: 'actions',
          header: 'Actions',
          className: 'hidden sm:table-cell',
          cell: (r: Row) => <UpdateButton r={r} onUpdate={onUpdate} />,
        },
      ]
    : []),
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
  const subject = useSubjectExam(subjectExamId).data?.data;
  const viewer = useExamViewer();
  const [updating, setUpdating] = useState<Row | null>(null);
  const examId = subject?.exam._id ?? '';
  // 002 §5/§6: result update is allowed unless the user is a teacher who did not create the subject exam.
  const mayUpdate = !!subject && viewer.canChangeSubjectExam(subject);
  const gradingPath = viewer.teacher ? paths.teacherExamGrading : paths.adminExamGrading;
  const columns = columnsFor({
    gradingHref: subject?.exam.type === 'ONLINE' ? (r) => pathTo(gradingPath, { examId, subjectExamId, studentId: r.student._id }) : null,
    onUpdate: mayUpdate ? setUpdating : null,
  });
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
      {mayUpdate ? (
        <UpdateResultDialog
          open={!!updating}
          onClose={() => setUpdating(null)}
          examId={examId}
          subjectExamId={subjectExamId}
          row={updating}
        />
      ) : null}
    </>
  );
}
