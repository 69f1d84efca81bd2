import { useState } from 'react';
import { FormDialog } from './form-dialog';
import { TextAreaField } from './field';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      submitLabel={submitLabel}
      validate={
        required
          ? () => {
              const e = reason.trim() ? undefined : 'Reason is required.';
              setError(e);
              return !e;
            }
          : undefined
      }
      submit={() => onSubmit(reason.trim())}
      onSuccess={close}
    >
      <TextAreaField
        label={label}
        required={required}
        maxLength={maxLength}
        rows={3}
        placeholder={placeholder}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          if (error && e.target.value.trim()) setError(undefined);
        }}
        error={error}
        autoFocus
      />
    </FormDialog>
  );
}
