import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { api, type Envelope } from '@/lib/api-client';
import { examKeys } from '../api/exam-keys';
import { resultRules } from './result-rules';

export interface ResultRow {
  student: { _id: string; displayName: string };
  result: { isAttended: boolean; obtainMark: number; remark: string } | null;
  fullMark: number;
}

interface ResultForm {
  isAttended: '' | 'true' | 'false';
  obtainMark: string;
  remark: string;
  reason: string;
}

/** POST exam/result/:examId (multipart: student, subjectExam, obtainMark, remark, isAttended, reason). */
export function useRecordResult(examId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      student: string;
      subjectExam: string;
      isAttended: boolean;
      obtainMark: number;
      remark: string;
      reason?: string;
    }) => {
      const form = new FormData();
      form.append('student', body.student);
      form.append('subjectExam', body.subjectExam);
      form.append('isAttended', String(body.isAttended));
      form.append('obtainMark', String(body.obtainMark));
      form.append('remark', body.remark);
      if (body.reason) form.append('reason', body.reason);
      return api.post<Envelope<unknown>>(`exam/result/${encodeURIComponent(examId)}`, form);
    },
    onSuccess: () => {
      // The grading page's keys sit under the exams' (exam-grading/api/grading-keys.ts).
      void qc.invalidateQueries({ queryKey: examKeys.all });
    },
  });
}

/** The Update Result dialog of the Students tab: attendance, the mark when attended, a remark, a reason for a change. */
export function UpdateResultDialog({
  open,
  onClose,
  examId,
  subjectExamId,
  row,
}: {
  open: boolean;
  onClose: () => void;
  examId: string;
  subjectExamId: string;
  row: ResultRow | null;
}) {
  const changing = !!row?.result;
  const form = useForm<ResultForm>({ defaultValues: { isAttended: '', obtainMark: '', remark: '', reason: '' } });
  useEffect(() => {
    if (!open) return;
    const r = row?.result;
    form.reset({
      isAttended: r ? (r.isAttended ? 'true' : 'false') : '',
      obtainMark: r?.isAttended ? String(r.obtainMark) : '',
      remark: r?.remark ?? '',
      reason: '',
    });
  }, [open, row, form]);
  const record = useRecordResult(examId);
  const attended = form.watch('isAttended');
  const errors = form.formState.errors;
  const fullMark = row?.fullMark ?? 0;
  return (
    <FormDialog
      open={open && !!row}
      onClose={onClose}
      title="Update Result"
      description={row ? `${row.student.displayName} · full mark ${fullMark}` : undefined}
      submitLabel="Update"
      form={form}
      onSuccess={onClose}
      submit={(v) =>
        record.mutateAsync({
          student: row?.student._id ?? '',
          subjectExam: subjectExamId,
          isAttended: v.isAttended === 'true',
          obtainMark: v.isAttended === 'true' ? Number(v.obtainMark) : 0,
          remark: v.isAttended === 'true' ? v.remark.trim() : '',
          reason: changing ? v.reason.trim() : undefined,
        })
      }
    >
      <SelectField
        label="Attendance"
        required
        error={errors.isAttended?.message}
        {...form.register('isAttended', { validate: resultRules.isAttended })}
      >
        <option value="">Select attendance</option>
        <option value="true">Attended</option>
        <option value="false">Not attended</option>
      </SelectField>
      {attended === 'true' ? (
        <>
          <TextField
            label="Obtain mark"
            required
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            max={fullMark}
            error={errors.obtainMark?.message}
            {...form.register('obtainMark', { validate: (v, all) => resultRules.obtainMark(v, all.isAttended, fullMark) })}
          />
          <TextAreaField label="Remark" rows={2} maxLength={2000} {...form.register('remark')} />
        </>
      ) : null}
      {changing ? (
        <TextAreaField
          label="Reason for the change"
          required
          rows={2}
          maxLength={1000}
          error={errors.reason?.message}
          {...form.register('reason', { validate: (v) => resultRules.reason(v, changing) })}
        />
      ) : null}
    </FormDialog>
  );
}
