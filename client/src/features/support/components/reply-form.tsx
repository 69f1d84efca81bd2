import { EnquiryReplyBody, MESSAGE_MAX, type EnquiryWritten } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { TextAreaField } from '@/components/field';
import { FormError } from '@/components/form-error';
import { useFormSubmit } from '@/components/use-form-submit';
import type { Envelope } from '@/lib/api-client';
import { errorOf, schemaResolver } from '@/lib/schema-form';

interface Values {
  enquiryId: string;
  message: string;
}
const resolver = schemaResolver<Values>(EnquiryReplyBody);

/** The reply box under a thread: message at least 10 characters; Send stays disabled while the message is invalid. */
export function ReplyForm({
  enquiryId,
  send,
  hint,
}: {
  enquiryId: string;
  send: (body: EnquiryReplyBody) => Promise<Envelope<EnquiryWritten>>;
  hint?: string;
}) {
  const form = useForm<Values>({ defaultValues: { enquiryId, message: '' }, resolver, mode: 'onChange' });
  const { busy, handleSubmit, serverError } = useFormSubmit({
    form,
    submit: (v) => send({ enquiryId, message: v.message.trim() }),
    onSuccess: () => form.reset({ enquiryId, message: '' }),
  });
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3">
      <FormError message={serverError} />
      <TextAreaField
        label="Your reply"
        hint={hint}
        required
        rows={3}
        maxLength={MESSAGE_MAX}
        {...form.register('message')}
        error={errorOf(form.formState.errors, 'message')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || !form.formState.isValid}>
          {busy ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
