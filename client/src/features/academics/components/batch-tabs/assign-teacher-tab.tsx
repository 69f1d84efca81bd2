import { AssignTeacherBody } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { FormError } from '@/components/form-error';
import { useFormSubmit } from '@/components/use-form-submit';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { bind, errorOf, schemaResolver } from '@/lib/schema-form';
import { useAssignTeacher } from '../../api/assign-teacher';
import { useBatchTeachers } from '../../api/get-batch-teachers';
import { useSubjectOptions, useTeacherOptions, type Option } from '../../api/get-picker-options';
import { OptionPicker } from '@/components/option-picker';

type Values = { subject: Option | null; teacher: Option | null };
/** The contract's body and messages, on the picked subject's and teacher's ids. */
const resolver = schemaResolver<Values>(AssignTeacherBody, undefined, {
  toBody: (v) => ({ subject: v.subject?._id ?? '', teacher: v.teacher?._id ?? '' }),
});

/** 000 §2 Assign Teacher (to a batch): a subject and a teacher; the batch's assignments below. */
export function AssignTeacherTab({ batchId }: { batchId: string }) {
  const teachers = useBatchTeachers(batchId);
  const assign = useAssignTeacher(batchId);
  const form = useForm<Values>({ defaultValues: { subject: null, teacher: null }, resolver });
  const errors = form.formState.errors;
  const { handleSubmit: submit, serverError } = useFormSubmit({
    form,
    submit: (v) => assign.mutateAsync({ subject: v.subject!._id, teacher: v.teacher!._id }),
    onSuccess: () => form.reset(),
  });
  return (
    <div className="space-y-5">
      <form
        onSubmit={submit}
        noValidate
        aria-label="Assign Teacher"
        className="rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200/80"
      >
        <FormError message={serverError} />
        <div className="grid items-start gap-3 md:grid-cols-[1fr_1fr_auto]">
          <OptionPicker
            label="Subject"
            {...bind(form, 'subject')}
            useOptions={useSubjectOptions}
            placeholder="Search subjects"
            error={errorOf(errors, 'subject')}
          />
          <OptionPicker
            label="Teacher"
            {...bind(form, 'teacher')}
            useOptions={useTeacherOptions}
            placeholder="Search teachers"
            error={errorOf(errors, 'teacher')}
          />
          <Button type="submit" loading={assign.isPending} className="md:mt-7">
            Assign Teacher
          </Button>
        </div>
      </form>
      <DataTable
        caption="Teachers of this batch by subject"
        columns={[
          {
            key: 'subject',
            header: 'Subject',
            cell: (r) => <span className="font-medium text-slate-900">{r.subject.title || 'Other'}</span>,
          },
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
