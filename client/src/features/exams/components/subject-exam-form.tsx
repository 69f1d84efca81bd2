import { CreateSubjectExamBody } from '@school/contracts';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/field';
import { OptionPicker, type Option } from '@/components/option-picker';
import { useSubjectOptions } from '@/features/academics';
import { bind, errorOf, schemaResolver } from '@/lib/schema-form';
import { useSaveSubjectExam } from '../api/exam-writes';
import type { AnyExam as Exam, SubjectExam } from '../api/types';
import { examDay, examHm, examIso } from '@/lib/exam-time';

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

/** What the contract's schema cannot say: the day within the exam's, the end after the start, pass within full. */
const checkFor =
  (exam: Pick<Exam, 'startDate' | 'endDate'>) =>
  (v: SubjectExamValues): Record<string, string | undefined> => ({
    date: !v.date
      ? 'Date is required.'
      : v.date < exam.startDate || v.date > exam.endDate
        ? 'The subject exam must fall within the exam dates.'
        : undefined,
    endTime: v.startTime && v.endTime && v.endTime <= v.startTime ? 'End time must be after start time.' : undefined,
    passMark: num(v.passMark) > num(v.fullMark) ? 'Pass mark cannot exceed full mark.' : undefined,
  });

const toBody =
  (examId: string) =>
  (v: SubjectExamValues): CreateSubjectExamBody => ({
    exam: examId,
    subject: v.subject?._id ?? '',
    startTime: examIso(v.date, v.startTime),
    endTime: examIso(v.date, v.endTime),
    fullMark: v.fullMark.trim() === '' ? (undefined as unknown as number) : num(v.fullMark),
    passMark: v.passMark.trim() === '' ? (undefined as unknown as number) : num(v.passMark),
    credit: v.credit.trim() === '' ? undefined : num(v.credit),
  });

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
  const body = toBody(exam._id);
  // The contract's body and messages ('Subject is required.', 'Full mark must be between 1 and 1000.'…).
  const resolver = schemaResolver<SubjectExamValues>(CreateSubjectExamBody, checkFor(exam), { toBody: body });
  const form = useForm<SubjectExamValues>({ defaultValues: initial(exam, subjectExam), resolver });
  const submit = (v: SubjectExamValues) => save.mutateAsync({ subjectExamId: subjectExam?._id, body: body(v) });
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
