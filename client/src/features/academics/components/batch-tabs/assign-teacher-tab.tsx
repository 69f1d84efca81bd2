import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAssignTeacher } from '../../api/assign-teacher';
import { useBatchTeachers } from '../../api/get-batch-teachers';
import { useSubjectOptions, useTeacherOptions, type Option } from '../../api/get-picker-options';
import { OptionPicker } from '@/components/option-picker';

/** 000 §2 Assign Teacher (to a batch): a subject and a teacher; the batch's assignments below. */
export function AssignTeacherTab({ batchId }: { batchId: string }) {
  const teachers = useBatchTeachers(batchId);
  const assign = useAssignTeacher(batchId);
  const [subject, setSubject] = useState<Option | null>(null);
  const [teacher, setTeacher] = useState<Option | null>(null);
  const [errors, setErrors] = useState<{ subject?: string; teacher?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: typeof errors = {};
    if (!subject) errs.subject = 'Subject is required.';
    if (!teacher) errs.teacher = 'Teacher is required.';
    setErrors(errs);
    setServerError(null);
    if (Object.keys(errs).length > 0) return;
    try {
      const res = await assign.mutateAsync({ subject: subject!._id, teacher: teacher!._id });
      toast.success(res.message);
      setSubject(null);
      setTeacher(null);
    } catch (err) {
      setServerError(errorMessage(err));
      toast.error(errorMessage(err));
    }
  };
  return (
    <div className="space-y-5">
      <form onSubmit={submit} noValidate aria-label="Assign Teacher" className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80">
        <FormError message={serverError} />
        <div className="grid items-start gap-3 md:grid-cols-[1fr_1fr_auto]">
          <OptionPicker label="Subject" value={subject} onChange={setSubject} useOptions={useSubjectOptions} placeholder="Search subjects" error={errors.subject} />
          <OptionPicker label="Teacher" value={teacher} onChange={setTeacher} useOptions={useTeacherOptions} placeholder="Search teachers" error={errors.teacher} />
          <Button type="submit" loading={assign.isPending} className="md:mt-7">
            Assign Teacher
          </Button>
        </div>
      </form>
      <DataTable
        caption="Teachers of this batch by subject"
        columns={[
          { key: 'subject', header: 'Subject', cell: (r) => <span className="font-medium text-slate-900">{r.subject.title || 'Other'}</span> },
          { key: 'code', header: 'Code', cell: (r) => r.subject.subjectCode || '—' },
          { key: 'teacher', header: 'Teacher', cell: (r) => r.teacher.displayName || 'Unavailable' },
          { key: 'at', header: 'Assigned', cell: (r) => formatDateTime(r.assignedAt), className: 'hidden sm:table-cell' },
        ]}
        rows={teachers.data?.data}
        rowKey={(r) => r.subject._id}
        loading={teachers.isPending}
        fetching={teachers.isFetching}
        error={teachers.error ? errorMessage(teachers.error) : null}
        onRefresh={() => void teachers.refetch()}
        emptyTitle="No data found"
        emptyText="No teacher has been assigned to a subject of this batch yet."
      />
    </div>
  );
}
