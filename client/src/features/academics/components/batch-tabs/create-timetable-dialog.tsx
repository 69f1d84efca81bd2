import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { SelectField, TextField } from '@/components/field';
import { useCreateSlot } from '../../api/create-slot';
import { useSubjectOptions, useTeacherOptions, type Option } from '../../api/get-picker-options';
import { isoOnWeekday, WEEK_DAYS } from './batch-time';
import { OptionPicker } from '@/components/option-picker';

interface Props {
  batchId: string;
  /** The day column it was opened from; null when closed. */
  day: string | null;
  onClose: () => void;
}
type Errors = Partial<Record<'startTime' | 'endTime' | 'subject' | 'teacher', string>>;

/** 002 §2 Create Timetable dialog; §5 rules; §8 a server error is shown and the dialog stays open. */
export function CreateTimetableDialog({ batchId, day, onClose }: Props) {
  const create = useCreateSlot(batchId);
  const [weekday, setWeekday] = useState<string>(day ?? 'Monday');
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const [subject, setSubject] = useState<Option | null>(null);
  const [teacher, setTeacher] = useState<Option | null>(null);
  const [classRoom, setClassRoom] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (day) setWeekday(day);
  }, [day]);
  const reset = () => {
    setStartTime('');
    setEndTime('');
    setSubject(null);
    setTeacher(null);
    setClassRoom('');
    setErrors({});
  };
  const validate = () => {
    const e: Errors = {};
    if (!startTime) e.startTime = 'Start Time is required.';
    if (!endTime) e.endTime = 'End Time is required.';
    if (!subject) e.subject = 'Subject is required.';
    if (!teacher) e.teacher = 'Teacher is required.';
    setErrors(e);
    return Object.keys(e).length === 0;
  };
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
      validate={validate}
      submit={() =>
        create.mutateAsync({
          startTime: isoOnWeekday(weekday, startTime),
          endTime: isoOnWeekday(weekday, endTime),
          subject: subject!._id,
          teacher: teacher!._id,
          classRoom: classRoom.trim() || undefined,
        })
      }
      onSuccess={() => {
        reset();
        onClose();
      }}
    >
      <SelectField label="Day" value={weekday} onChange={(e) => setWeekday(e.target.value)}>
        {WEEK_DAYS.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Start Time" type="time" required value={startTime} onChange={(e) => setStartTime(e.target.value)} error={errors.startTime} />
        <TextField label="End Time" type="time" required value={endTime} onChange={(e) => setEndTime(e.target.value)} error={errors.endTime} />
      </div>
      <OptionPicker label="Subject" value={subject} onChange={setSubject} useOptions={useSubjectOptions} placeholder="Search subjects" error={errors.subject} />
      <OptionPicker label="Teacher" value={teacher} onChange={setTeacher} useOptions={useTeacherOptions} placeholder="Search teachers" error={errors.teacher} />
      <TextField label="Class room" value={classRoom} onChange={(e) => setClassRoom(e.target.value)} maxLength={60} hint="Optional." />
    </FormDialog>
  );
}
