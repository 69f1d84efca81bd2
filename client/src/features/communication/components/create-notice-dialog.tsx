import { useEffect, useState } from 'react';
import { TextAreaField, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useCreateNotice } from '../api/create-notice';
import { AudienceField } from './audience-field';
import { emptyNotice, fromLocalInput, noticeBody, toLocalInput, validateNotice, type NoticeErrors, type NoticeValues } from './notice-form';

/** 001 §2 notice creation form: POST notice/create; closes, resets and refreshes the list on success. */
export function CreateNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<NoticeValues>(() => emptyNotice());
  const [errors, setErrors] = useState<NoticeErrors>({});
  const create = useCreateNotice();
  const set = (patch: Partial<NoticeValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (Object.keys(errors).length) setErrors(validateNotice(next));
  };
  const reset = () => {
    setValues(emptyNotice());
    setErrors({});
  };
  // The start defaults to now: on opening, one that has slipped into the past moves up to the current minute.
  useEffect(() => {
    if (!open) return;
    setValues((v) => {
      const start = fromLocalInput(v.startTime);
      const current = toLocalInput(new Date());
      return start && toLocalInput(start) >= current ? v : { ...v, startTime: current };
    });
  }, [open]);
  const minStart = toLocalInput(new Date());
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create Notice"
      description="Everyone in the audience is notified as soon as it is posted."
      submitLabel="Post Notice"
      validate={() => {
        const found = validateNotice(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      submit={() => create.mutateAsync(noticeBody(values))}
      onSuccess={() => {
        reset();
        onClose();
      }}
    >
      <TextField
        label="Title"
        name="title"
        required
        maxLength={50}
        placeholder="e.g. Annual day rehearsals"
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        error={errors.title}
        hint={`${values.title.trim().length}/50 characters, at least 3.`}
        autoFocus
      />
      <TextAreaField
        label="Description"
        name="description"
        required
        rows={5}
        maxLength={20000}
        placeholder="What everyone should know"
        value={values.description}
        onChange={(e) => set({ description: e.target.value })}
        error={errors.description}
        hint="Plain text, or simple HTML: bold, italics, lists and links are kept."
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Start time"
          name="startTime"
          type="datetime-local"
          required
          min={minStart}
          value={values.startTime}
          onChange={(e) => set({ startTime: e.target.value })}
          error={errors.startTime}
        />
        <TextField
          label="End time"
          name="endTime"
          type="datetime-local"
          required
          min={values.startTime || minStart}
          value={values.endTime}
          onChange={(e) => set({ endTime: e.target.value })}
          error={errors.endTime}
        />
      </div>
      <AudienceField
        audience={values.audience}
        staffKind={values.staffKind}
        staffKindError={errors.staffKind}
        onChange={(next) => set(next)}
      />
    </FormDialog>
  );
}
