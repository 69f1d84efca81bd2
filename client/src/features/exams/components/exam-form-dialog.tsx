import { CreateExamBody } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { OptionPicker, type Option } from '@/components/option-picker';
import { useBatchOptions } from '@/features/academics';
import { bind, errorOf, schemaResolver } from '@/lib/schema-form';
import { useSaveExam } from '../api/exam-writes';
import { useTeacherBatchOptions } from '../api/get-picker-options';
import type { AnyExam, ExamType } from '../api/types';
import { examBatchLine } from './exam-card';
import { onlineBody, onlineCheck, onlineDefaults, OnlineSettingsFields, type OnlineValues } from './online-settings';

type Values = OnlineValues & {
  title: string;
  type: ExamType | '';
  description: string;
  batch: Option | null;
  startDate: string;
  endDate: string;
};

/** What the contract's schema cannot say: the end on or after the start, and the online part's rules. */
function check(v: Values): Record<string, string | undefined> {
  return {
    endDate: v.startDate && v.endDate && v.endDate < v.startDate ? 'End date must be on or after start date.' : undefined,
    ...(v.type === 'ONLINE' ? onlineCheck(v) : {}),
  };
}

const toBody = (v: Values): CreateExamBody => ({
  title: v.title.trim(),
  type: v.type as ExamType,
  description: v.description.trim(),
  batch: v.batch?._id ?? '',
  startDate: v.startDate,
  endDate: v.endDate,
  ...(v.type === 'ONLINE' ? onlineBody(v) : {}),
});

/** The contract's body and messages ('Title is required.', 'Batch is required.'…) on the form's values. */
const resolver = schemaResolver<Values>(CreateExamBody, check, { toBody });

const initial = (e?: AnyExam): Values => ({
  title: e?.title ?? '',
  type: e?.type ?? '',
  description: e?.description ?? '',
  batch: e ? { _id: e.batch._id, label: examBatchLine(e.batch) } : null,
  startDate: e?.startDate ?? '',
  endDate: e?.endDate ?? '',
  ...onlineDefaults(e),
});

/** 002 §2 the Create Exam dialog, and the Edit of Exam Details (`exam` given). A teacher picks among their own batches. */
export function ExamFormDialog({ open, onClose, exam, teacher }: { open: boolean; onClose: () => void; exam?: AnyExam; teacher: boolean }) {
  const save = useSaveExam();
  const form = useForm<Values>({ defaultValues: initial(exam), resolver });
  const errors = form.formState.errors;
  const online = form.watch('type') === 'ONLINE';
  const close = () => {
    form.reset(initial(exam));
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={exam ? 'Edit Exam' : 'Create Exam'}
      description="An exam of one batch over a range of days; its subject exams are added on the exam's page."
      submitLabel={exam ? 'Update' : 'Create'}
      form={form}
      submit={(v) => save.mutateAsync({ examId: exam?._id, body: toBody(v) })}
      onSuccess={close}
    >
      <TextField label="Exam Title" required maxLength={120} {...form.register('title')} error={errorOf(errors, 'title')} />
      <SelectField label="Exam Type" required {...form.register('type')} error={errorOf(errors, 'type')}>
        <option value="">Select a type</option>
        <option value="OFFLINE">Offline</option>
        <option value="ONLINE">Online</option>
      </SelectField>
      <OptionPicker
        label="Batch"
        {...bind(form, 'batch')}
        useOptions={teacher ? useTeacherBatchOptions : useBatchOptions}
        placeholder="Search batches"
        error={errorOf(errors, 'batch')}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField label="Start date" type="date" required {...form.register('startDate')} error={errorOf(errors, 'startDate')} />
        <TextField label="End date" type="date" required {...form.register('endDate')} error={errorOf(errors, 'endDate')} />
      </div>
      <TextAreaField label="Description" rows={3} maxLength={2000} {...form.register('description')} />
      {online ? <OnlineSettingsFields form={form} /> : null}
    </FormDialog>
  );
}
