import { MoveClassBody } from '@school/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TextAreaField, TextField } from '@/components/field';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import { useMoveClass } from '../api/move-class';
import type { ClassView } from '../api/types';
import { instituteDay, instituteHm, instituteIso } from './class-time';

interface Values {
  date: string;
  startTime: string;
  endTime: string;
  classRoom: string;
  reason: string;
}

const toBody = (v: Values) => ({
  startTime: instituteIso(v.date, v.startTime),
  endTime: instituteIso(v.date, v.endTime),
  classRoom: v.classRoom.trim(),
  reason: v.reason.trim(),
});
const resolver = schemaResolver<Values>(
  MoveClassBody,
  (v) => ({ endTime: v.startTime && v.endTime && v.endTime <= v.startTime ? 'End Time must be after Start Time.' : undefined }),
  { toBody },
);
const valuesOf = (c: ClassView | null): Values => ({
  date: c ? instituteDay(c.startTime) : '',
  startTime: c ? instituteHm(c.startTime) : '',
  endTime: c ? instituteHm(c.endTime) : '',
  classRoom: c?.classRoom ?? '',
  reason: '',
});

/** Move a class to another time and room, with a reason (kept in its history); only before its register is taken. */
export function MoveClassDialog({ c, onClose }: { c: ClassView | null; onClose: () => void }) {
  const move = useMoveClass();
  const form = useForm<Values>({ defaultValues: valuesOf(c), resolver });
  const errors = form.formState.errors;
  useEffect(() => form.reset(valuesOf(c)), [c, form]);
  return (
    <FormDialog
      open={!!c}
      onClose={onClose}
      title="Move Class"
      description={c ? `${c.subject.title || 'Other'}: a new day, time or room.` : undefined}
      submitLabel="Move"
      form={form}
      submit={(v) => move.mutateAsync({ classId: c!._id, body: toBody(v) })}
      onSuccess={onClose}
    >
      <TextField label="Date" type="date" required {...form.register('date')} error={errorOf(errors, 'date')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Start Time" type="time" required {...form.register('startTime')} error={errorOf(errors, 'startTime')} />
        <TextField label="End Time" type="time" required {...form.register('endTime')} error={errorOf(errors, 'endTime')} />
      </div>
      <TextField label="Class room" {...form.register('classRoom')} maxLength={60} error={errorOf(errors, 'classRoom')} />
      <TextAreaField label="Reason" required {...form.register('reason')} maxLength={500} error={errorOf(errors, 'reason')} />
    </FormDialog>
  );
}
