import { Type } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
import { errorOf, schemaResolver } from '@/lib/schema-form';
import { FormDialog } from './form-dialog';
import { TextAreaField } from './field';

// The contracts' reason fields (reverse a payment, cancel a leave): required, with the spec's message.
const Required = Type.Object({ reason: Type.String({ minLength: 1, 'x-message': 'Reason is required.' }) });
const Optional = Type.Object({ reason: Type.String() });

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  submitLabel: string;
  /** The field's label; 'Reason' unless told. */
  label?: string;
  placeholder?: string;
  maxLength?: number;
  /** When true (the default) an empty reason stays with 'Reason is required.'. */
  required?: boolean;
  /** The call, given the trimmed reason; resolves with the server's envelope (a failure is shown in the dialog). */
  onSubmit: (reason: string) => Promise<{ message: string }>;
}

/** A dialog asking for one reason before an action that is recorded, never undone in place (reverse, cancel). */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  label = 'Reason',
  placeholder,
  maxLength = 500,
  required = true,
  onSubmit,
}: ReasonDialogProps) {
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' }, resolver: schemaResolver(required ? Required : Optional) });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      submitLabel={submitLabel}
      form={form}
      submit={({ reason }) => onSubmit(reason.trim())}
      onSuccess={close}
    >
      <TextAreaField
        label={label}
        required={required}
        maxLength={maxLength}
        rows={3}
        placeholder={placeholder}
        {...form.register('reason')}
        error={errorOf(form.formState.errors, 'reason')}
        autoFocus
      />
    </FormDialog>
  );
}
