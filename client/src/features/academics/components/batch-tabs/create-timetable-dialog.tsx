import { CreateTimetableBody } from '@school/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { SelectField, TextField } from '@/components/field';
import { bind, errorOf, schemaResolver } from '@/lib/schema-form';
import { useCreateSlot } from '../../api/create-slot';
import { useBatchTeachers } from '../../api/get-batch-teachers';
import { useSubjectOptions, useTeacherOptions, type Option } from '../../api/get-picker-options';
import { isoOnWeekday, WEEK_DAYS } from './batch-time';
import { OptionPicker } from '@/components/option-picker';

interface Props {
  batchId: string;
  /** The day column it was opened from; null when closed. */
  day: string | null;
  onClose: () => void;
}
interface Values {
  weekday: string;
  startTime: string;
  endTime: string;
  subject: Option | null;
  teacher: Option | null;
  classRoom: string;
}
const empty = (weekday: string): Values => ({ weekday, startTime: '', endTime: '', subject: null, teacher: null, classRoom: '' });

/** The contract's body and messages (002 §5), on the picked subject's and teacher's ids. */
const resolver = schemaResolver<Values>(CreateTimetableBody, undefined, {
  toBody: (v) => ({
    startTime: v.startTime,
    endTime: v.endTime,
    subject: v.subject?._id ?? '',
    teacher: v.teacher?._id ?? '',
    classRoom: v.classRoom,
  }),
});

/** 002 §2 Create Timetable dialog; §5 rules; §8 a server error is shown and the dialog stays open. */
export function CreateTimetableDialog({ batchId, day, onClose }: Props) {
  const create = useCreateSlot(batchId);
  const form = useForm<Values>({ defaultValues: empty(day ?? 'Monday'), resolver });
  const errors = form.formState.errors;
  const weekday = form.watch('weekday');
  useEffect(() => {
    if (day) form.setValue('weekday', day);
  }, [day, form]);
  // The slot names the subject's teacher from the Assign Teacher tab (docs/decisions/0016): picking a subject proposes
  // them; a subject without one takes the teacher picked here (the server then assigns them).
  const assigned = useBatchTeachers(batchId).data?.data;
  const subject = form.watch('subject');
  const assignedTeacher = subject ? assigned?.find((r) => r.subject._id === subject._id)?.teacher : undefined;
  useEffect(() => {
    if (assignedTeacher) form.setValue('teacher', { _id: assignedTeacher._id, label: assignedTeacher.displayName });
  }, [assignedTeacher, form]);
  const reset = () => form.reset(empty(form.getValues('weekday')));
  return (
    <FormDialog
      open={!!day}
      onClose={() => {
        reset();
        onClose();
      }}
      title="Create Timetable"
      description={`A weekly class on ${weekday}.`}
      submitLabel="Create"
      form={form}
      submit={(v) =>
        create.mutateAsync({
          startTime: isoOnWeekday(v.weekday, v.startTime),
          endTime: isoOnWeekday(v.weekday, v.endTime),
          subject: v.subject!._id,
          teacher: v.teacher!._id,
          classRoom: v.classRoom.trim() || undefined,
        })
      }
      onSuccess={() => {
        reset();
        onClose();
      }}
    >
      <SelectField label="Day" {...form.register('weekday')}>
        {WEEK_DAYS.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Start Time" type="time" required {...form.register('startTime')} error={errorOf(errors, 'startTime')} />
        <TextField label="End Time" type="time" required {...form.register('endTime')} error={errorOf(errors, 'endTime')} />
      </div>
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
      {subject ? (
        <p className="-mt-2 text-xs text-slate-600">
          {assignedTeacher
            ? `${subject.label} is taught by ${assignedTeacher.displayName} in this batch (Assign Teacher tab).`
            : `${subject.label} has no teacher in this batch yet: the teacher picked here is assigned to it.`}
        </p>
      ) : null}
      <TextField label="Class room" {...form.register('classRoom')} maxLength={60} error={errorOf(errors, 'classRoom')} hint="Optional." />
    </FormDialog>
  );
}
