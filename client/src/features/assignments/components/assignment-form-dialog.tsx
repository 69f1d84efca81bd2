import { Controller, useForm } from 'react-hook-form';
import { SelectField, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { OptionPicker } from '@/components/option-picker';
import { RichTextField } from '@/components/rich-text-field';
import { useBatchOptions, useSubjectOptions } from '@/features/academics';
import { useTeacherBatchOptions } from '@/features/exams';
import { bind, errorOf, NO_SCHEMA, schemaResolver } from '@/lib/schema-form';
import { useSaveAssignment } from '../api/assignment-writes';
import type { Assignment, AssignmentCreationType, AssignmentType, CreateAssignmentBody } from '../api/types';
import { batchLine } from './assignment-card';
import { type AssignmentValues, checkAssignment } from './assignment-rules';
import { instituteDay } from './deadline';

const resolver = schemaResolver<AssignmentValues>(NO_SCHEMA, checkAssignment);

const initial = (a?: Assignment): AssignmentValues => ({
  title: a?.title ?? '',
  type: a?.type ?? '',
  creationType: a?.creationType ?? 'NEW',
  introduction: a?.introduction ?? '',
  chapter: a?.chapter ?? '',
  subject: a ? { _id: a.subject._id, label: a.subject.title } : null,
  batch: a ? { _id: a.batch._id, label: batchLine(a.batch) } : null,
  dateOfAssignment: a?.dateOfAssignment ?? instituteDay(Date.now()),
  dueDate: a?.dueDate ?? '',
  fullMark: a ? String(a.fullMark) : '',
});

const toBody = (v: AssignmentValues): CreateAssignmentBody => ({
  title: v.title.trim(),
  type: v.type as AssignmentType,
  creationType: v.creationType as AssignmentCreationType,
  introduction: v.introduction.trim(),
  chapter: v.chapter.trim(),
  subject: v.subject?._id ?? '',
  batch: v.batch?._id ?? '',
  dateOfAssignment: v.dateOfAssignment,
  dueDate: v.dueDate,
  fullMark: Number(v.fullMark),
});

/**
 * Create Assignment, and its Edit (`assignment` given): title, type, creation type, introduction, chapter, subject,
 * batch (a teacher's own batches; fixed once created: it decides who is assigned), dates and full mark.
 */
export function AssignmentFormDialog({
  open,
  onClose,
  assignment,
  teacher,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  assignment?: Assignment;
  teacher: boolean;
  onSaved?: (a: Assignment) => void;
}) {
  const save = useSaveAssignment();
  const form = useForm<AssignmentValues>({ defaultValues: initial(assignment), resolver });
  const errors = form.formState.errors;
  const close = () => {
    form.reset(initial(assignment));
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={assignment ? 'Edit Assignment' : 'Create Assignment'}
      description="An assignment for one batch, open from its date to the end of its due date; its questions are added on its page."
      submitLabel={assignment ? 'Update' : 'Create'}
      form={form}
      submit={async (v) => {
        const res = await save.mutateAsync({ assignmentId: assignment?._id, body: toBody(v) });
        onSaved?.(res.data);
        return res;
      }}
      onSuccess={close}
    >
      <TextField label="Title" required maxLength={120} {...form.register('title')} error={errorOf(errors, 'title')} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField label="Type" required {...form.register('type')} error={errorOf(errors, 'type')}>
          <option value="">Select a type</option>
          <option value="MCQTYPE">Multiple choice</option>
          <option value="LONGTYPE">Long answer</option>
          <option value="ATTACHMENT">Attachment</option>
        </SelectField>
        <SelectField label="Creation type" required {...form.register('creationType')} error={errorOf(errors, 'creationType')}>
          <option value="NEW">New</option>
          <option value="COMPLETE">Complete</option>
        </SelectField>
      </div>
      <Controller
        control={form.control}
        name="introduction"
        render={({ field }) => (
          <RichTextField
            label="Introduction"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            minHeight="min-h-20"
            hint="Optional: what the students should know before they start."
            error={errorOf(errors, 'introduction')}
          />
        )}
      />
      <TextField label="Chapter" maxLength={200} {...form.register('chapter')} error={errorOf(errors, 'chapter')} />
      <OptionPicker
        label="Subject"
        {...bind(form, 'subject')}
        useOptions={useSubjectOptions}
        placeholder="Search subjects"
        error={errorOf(errors, 'subject')}
      />
      {assignment ? (
        <TextField label="Batch" value={batchLine(assignment.batch)} disabled readOnly hint="The batch of an assignment does not change." />
      ) : (
        <OptionPicker
          label="Batch"
          {...bind(form, 'batch')}
          useOptions={teacher ? useTeacherBatchOptions : useBatchOptions}
          placeholder="Search batches"
          error={errorOf(errors, 'batch')}
        />
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label="Date of assignment"
          type="date"
          required
          {...form.register('dateOfAssignment')}
          error={errorOf(errors, 'dateOfAssignment')}
        />
        <TextField label="Due date" type="date" required {...form.register('dueDate')} error={errorOf(errors, 'dueDate')} />
      </div>
      <TextField
        label="Full mark"
        type="number"
        inputMode="decimal"
        min={1}
        max={1000}
        required
        {...form.register('fullMark')}
        error={errorOf(errors, 'fullMark')}
      />
    </FormDialog>
  );
}
