import { useForm, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/field';
import { OptionPicker, type Option } from '@/components/option-picker';
import { useSubjectOptions } from '@/features/academics';
import { bind, errorOf, NO_SCHEMA, schemaResolver } from '@/lib/schema-form';
import { useSaveSubjectExam } from '../api/exam-writes';
import type { Exam, SubjectExam } from '../api/types';
import { examDay, examHm, examIso } from './exam-time';

export interface SubjectExamValues {
  subject: Option | null;
  date: string;
  startTime: string;
  endTime: string;
  fullMark: string;
  passMark: string;
  credit: string;
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The subject exam's rules (docs/api.md), on the form's fields; the server checks them again. */
const checkFor =
  (exam: Pick<Exam, 'startDate' | 'endDate'>) =>
  (v: SubjectExamValues): Record<string, string | undefined> => {
    const full = num(v.fullMark);
    const pass = num(v.passMark);
    const credit = num(v.credit);
    return {
      subject: v.subject ? undefined : 'Subject is required.',
      date: !v.date
        ? 'Date is required.'
        : v.date < exam.startDate || v.date > exam.endDate
          ? 'The subject exam must fall within the exam dates.'
          : undefined,
      startTime: v.startTime ? undefined : 'Start time is required.',
      endTime: !v.endTime
        ? 'End time is required.'
        : v.startTime && v.endTime <= v.startTime
          ? 'End time must be after start time.'
          : undefined,
      fullMark: !(full >= 1 && full <= 1000) ? 'Full mark must be from 1 to 1000.' : undefined,
      passMark: !(pass >= 0) ? 'Pass mark is required.' : pass > full ? 'Pass mark cannot exceed full mark.' : undefined,
      credit: v.credit.trim() !== '' && !(credit >= 0 && credit <= 20) ? 'Credit must be from 0 to 20.' : undefined,
    };
  };

const initial = (exam: Pick<Exam, 'startDate'>, s?: SubjectExam): SubjectExamValues => ({
  subject: s ? { _id: s.subject._id, label: s.subject.title } : null,
  date: s ? examDay(s.startTime) : exam.startDate,
  startTime: s ? examHm(s.startTime) : '',
  endTime: s ? examHm(s.endTime) : '',
  fullMark: s ? String(s.fullMark) : '',
  passMark: s ? String(s.passMark) : '',
  credit: s ? String(s.credit) : '',
});

/** The add/edit form of a subject exam, for the teacher's page and the admin's dialog alike. */
export function useSubjectExamForm(exam: Pick<Exam, '_id' | 'startDate' | 'endDate'>, subjectExam?: SubjectExam) {
  const save = useSaveSubjectExam();
  const form = useForm<SubjectExamValues>({
    defaultValues: initial(exam, subjectExam),
    resolver: schemaResolver(NO_SCHEMA, checkFor(exam)),
  });
  const submit = (v: SubjectExamValues) =>
    save.mutateAsync({
      subjectExamId: subjectExam?._id,
      body: {
        exam: exam._id,
        subject: v.subject?._id ?? '',
        startTime: examIso(v.date, v.startTime),
        endTime: examIso(v.date, v.endTime),
        fullMark: num(v.fullMark),
        passMark: num(v.passMark),
        credit: v.credit.trim() === '' ? undefined : num(v.credit),
      },
    });
  return { form, submit, reset: () => form.reset(initial(exam, subjectExam)) };
}

export function SubjectExamFields({ form, exam }: { form: UseFormReturn<SubjectExamValues>; exam: Pick<Exam, 'startDate' | 'endDate'> }) {
  const errors = form.formState.errors;
  return (
    <>
      <OptionPicker
        label="Subject"
        {...bind(form, 'subject')}
        useOptions={useSubjectOptions}
        placeholder="Search subjects"
        error={errorOf(errors, 'subject')}
      />
      <TextField
        label="Date"
        type="date"
        required
        min={exam.startDate}
        max={exam.endDate}
        {...form.register('date')}
        error={errorOf(errors, 'date')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Start time" type="time" required {...form.register('startTime')} error={errorOf(errors, 'startTime')} />
        <TextField label="End time" type="time" required {...form.register('endTime')} error={errorOf(errors, 'endTime')} />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField
          label="Full mark"
          type="number"
          min={1}
          max={1000}
          required
          {...form.register('fullMark')}
          error={errorOf(errors, 'fullMark')}
        />
        <TextField
          label="Pass mark"
          type="number"
          min={0}
          max={1000}
          required
          {...form.register('passMark')}
          error={errorOf(errors, 'passMark')}
        />
        <TextField
          label="Credit"
          type="number"
          min={0}
          max={20}
          step="0.5"
          {...form.register('credit')}
          error={errorOf(errors, 'credit')}
          hint="Optional."
        />
      </div>
    </>
  );
}
