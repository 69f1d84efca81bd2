import { CreateClassBody } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { SelectField, TextField } from '@/components/field';
import { OptionPicker } from '@/components/option-picker';
import { useBatchOptions, useSubjectOptions, useTeacherOptions, type Option } from '@/features/academics';
import { bind, errorOf, schemaResolver } from '@/lib/schema-form';
import { useCreateClass } from '../api/create-class';
import { instituteDay, instituteIso } from './class-time';

interface Values {
  batch: Option | null;
  subject: Option | null;
  teacher: Option | null;
  date: string;
  startTime: string;
  endTime: string;
  classRoom: string;
  type: 'ONLINE' | 'OFFLINE';
  credit: string;
}

const toBody = (v: Values) => ({
  batch: v.batch?._id ?? '',
  subject: v.subject?._id ?? '',
  teacher: v.teacher?._id ?? '',
  startTime: instituteIso(v.date, v.startTime),
  endTime: instituteIso(v.date, v.endTime),
  classRoom: v.classRoom.trim() || undefined,
  type: v.type,
  credit: v.credit === '' ? undefined : Number(v.credit),
});

/** The contract's body and messages, on the picked ids; the end after the start is the form's own check. */
const resolver = schemaResolver<Values>(
  CreateClassBody,
  (v) => ({ endTime: v.startTime && v.endTime && v.endTime <= v.startTime ? 'End Time must be after Start Time.' : undefined }),
  { toBody, fieldOf: { startTime: 'startTime', endTime: 'endTime' } },
);

/**
 * 002 §2 Live classes: the Create Class dialog (a one-off class). A teacher starts as the class's teacher; the Live Classes
 * page opens it with the type ONLINE preselected.
 */
export function CreateClassDialog({
  open,
  onClose,
  me,
  type = 'OFFLINE',
}: {
  open: boolean;
  onClose: () => void;
  me?: Option;
  type?: 'ONLINE' | 'OFFLINE';
}) {
  const create = useCreateClass();
  const initial = (): Values => ({
    batch: null,
    subject: null,
    teacher: me ?? null,
    date: instituteDay(Date.now()),
    startTime: '',
    endTime: '',
    classRoom: '',
    type,
    credit: '1',
  });
  const form = useForm<Values>({ defaultValues: initial(), resolver });
  const errors = form.formState.errors;
  const close = () => {
    form.reset(initial());
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Create Class"
      description="A one-off class of a batch's subject. Classes of the timetable are created on their own."
      submitLabel="Create"
      form={form}
      submit={(v) => create.mutateAsync(toBody(v) as CreateClassBody)}
      onSuccess={close}
    >
      <OptionPicker
        label="Batch"
        {...bind(form, 'batch')}
        useOptions={useBatchOptions}
        placeholder="Search batches"
        error={errorOf(errors, 'batch')}
      />
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
      <TextField label="Date" type="date" required {...form.register('date')} error={errorOf(errors, 'date')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Start Time" type="time" required {...form.register('startTime')} error={errorOf(errors, 'startTime')} />
        <TextField label="End Time" type="time" required {...form.register('endTime')} error={errorOf(errors, 'endTime')} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <SelectField label="Type" {...form.register('type')} error={errorOf(errors, 'type')}>
          <option value="OFFLINE">Offline</option>
          <option value="ONLINE">Online</option>
        </SelectField>
        <TextField
          label="Credit"
          type="number"
          min={0}
          max={10}
          step="0.5"
          {...form.register('credit')}
          error={errorOf(errors, 'credit')}
        />
      </div>
      <TextField label="Class room" {...form.register('classRoom')} maxLength={60} error={errorOf(errors, 'classRoom')} hint="Optional." />
    </FormDialog>
  );
}
