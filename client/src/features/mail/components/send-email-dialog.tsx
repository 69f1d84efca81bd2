import { SendEmailBody } from '@school/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { TextAreaField, TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { MailIcon } from '@/components/icons';
import { pick, schemaResolver, errorOf } from '@/lib/schema-form';
import { useSendEmail } from '../api/send-email';

interface Values {
  subject: string;
  message: string;
}
const empty: Values = { subject: '', message: '' };
const resolver = schemaResolver<Values>(pick(SendEmailBody, ['subject', 'message']), (v) => ({
  subject: v.subject.trim() ? undefined : 'Subject is required.',
  message: v.message.trim() ? undefined : 'Message is required.',
}));

/** 000 §2 Send Email: subject and message to one user (a student, a parent or a member of staff). */
export function SendEmailDialog({ open, onClose, userId, name }: { open: boolean; onClose: () => void; userId: string; name: string }) {
  const form = useForm<Values>({ defaultValues: empty, resolver });
  const send = useSendEmail();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Send Email to ${name}`}
      submitLabel="Send"
      form={form}
      submit={(v) => send.mutateAsync({ subject: v.subject.trim(), message: v.message.trim(), userId })}
      onSuccess={() => {
        form.reset();
        onClose();
      }}
    >
      <TextField
        label="Subject"
        required
        maxLength={200}
        {...form.register('subject')}
        error={errorOf(form.formState.errors, 'subject')}
        autoFocus
      />
      <TextAreaField
        label="Message"
        required
        rows={6}
        maxLength={10_000}
        hint="Sent from the institute with your name; a reply comes to your e-mail."
        {...form.register('message')}
        error={errorOf(form.formState.errors, 'message')}
      />
    </FormDialog>
  );
}

/** The profile pages' Send Email button with its dialog. */
export function SendEmailButton({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <MailIcon className="size-4" />
        Send Email
      </Button>
      <SendEmailDialog open={open} onClose={() => setOpen(false)} userId={userId} name={name} />
    </>
  );
}
