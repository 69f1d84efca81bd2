import { CreateEnquiryBody, MESSAGE_MAX, SUBJECT_MAX } from '@school/contracts';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { TextAreaField, TextField } from '@/components/field';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import { useCreateEnquiry } from '../api/create-enquiry';

interface Values {
  subject: string;
  message: string;
}

const empty: Values = { subject: '', message: '' };
/** 001 §5 the message form: subject at least 3, message at least 10, with the contract's messages. */
const resolver = schemaResolver<Values>(CreateEnquiryBody);

/** POST enquiry/create; closes, resets and refreshes Previous Queries on success. */
export function NewEnquiryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<Values>({ defaultValues: empty, resolver, mode: 'onTouched' });
  const create = useCreateEnquiry();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New enquiry"
      description="Ask the institute's office; you are told when they reply."
      submitLabel="Send"
      form={form}
      submit={(v) => create.mutateAsync({ subject: v.subject.trim(), message: v.message.trim() })}
      onSuccess={() => {
        form.reset();
        onClose();
      }}
    >
      <TextField
        label="Subject"
        required
        maxLength={SUBJECT_MAX}
        {...form.register('subject')}
        error={errorOf(form.formState.errors, 'subject')}
        autoFocus
      />
      <TextAreaField
        label="Message"
        required
        maxLength={MESSAGE_MAX}
        {...form.register('message')}
        error={errorOf(form.formState.errors, 'message')}
      />
    </FormDialog>
  );
}
