import { CreateNoticeBody } from '@school/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import { useCreateNotice } from '../api/create-notice';
import { AudienceField } from './audience-field';
import { audienceRole, emptyNotice, fromLocalInput, noticeBody, toLocalInput, validateNotice, type NoticeValues } from './notice-form';

const toBody = (v: NoticeValues) => ({
  title: v.title,
  description: v.description,
  startTime: v.startTime,
  endTime: v.endTime,
  role: audienceRole(v),
});

/** A `datetime-local` value, moved up to the current minute if it is earlier. */
function laterOfNow(value: string): string {
  const current = toLocalInput(new Date());
  const start = fromLocalInput(value);
  return start && toLocalInput(start) >= current ? value : current;
}

/** 001 §2 notice creation form: POST notice/create; closes, resets and refreshes the list on success. */
export function CreateNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The contract's body and messages, with the rules it cannot say (start not before now, end after start, staff kind).
  // A start left at its default means now, as it is sent (noticeBody): a minute passing while the form is open is no error.
  const startChosen = useRef(false);
  const resolver = useRef(
    schemaResolver<NoticeValues>(
      CreateNoticeBody,
      (v) => validateNotice(startChosen.current ? v : { ...v, startTime: laterOfNow(v.startTime) }),
      { toBody },
    ),
  ).current;
  const form = useForm<NoticeValues>({ defaultValues: emptyNotice(), resolver });
  const errors = form.formState.errors;
  const values = form.watch();
  const create = useCreateNotice();
  // The start defaults to now: on opening, one that has slipped into the past moves up to the current minute.
  useEffect(() => {
    if (!open) return;
    const start = form.getValues('startTime');
    if (laterOfNow(start) !== start) form.setValue('startTime', laterOfNow(start));
  }, [open, form]);
  const minStart = toLocalInput(new Date());
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create Notice"
      description="Everyone in the audience is notified as soon as it is posted."
      submitLabel="Post Notice"
      form={form}
      submit={(v) => create.mutateAsync(noticeBody(v))}
      onSuccess={() => {
        form.reset(emptyNotice());
        startChosen.current = false;
        onClose();
      }}
    >
      <TextField
        label="Title"
        required
        maxLength={50}
        placeholder="e.g. Annual day rehearsals"
        {...form.register('title')}
        error={errorOf(errors, 'title')}
        hint={`${values.title.trim().length}/50 characters, at least 3.`}
        autoFocus
      />
      <TextAreaField
        label="Description"
        required
        rows={5}
        maxLength={20000}
        placeholder="What everyone should know"
        {...form.register('description')}
        error={errorOf(errors, 'description')}
        hint="Plain text, or simple HTML: bold, italics, lists and links are kept."
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Start time"
          type="datetime-local"
          required
          min={minStart}
          {...form.register('startTime', { onChange: () => (startChosen.current = true) })}
          error={errorOf(errors, 'startTime')}
        />
        <TextField
          label="End time"
          type="datetime-local"
          required
          min={values.startTime || minStart}
          {...form.register('endTime')}
          error={errorOf(errors, 'endTime')}
        />
      </div>
      <AudienceField
        audience={values.audience}
        staffKind={values.staffKind}
        staffKindError={errorOf(errors, 'staffKind')}
        onChange={(next) => {
          for (const [k, v] of Object.entries(next))
            form.setValue(k as 'audience' | 'staffKind', v, { shouldValidate: form.formState.isSubmitted });
        }}
      />
    </FormDialog>
  );
}
