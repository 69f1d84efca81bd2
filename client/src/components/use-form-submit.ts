import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface FormSubmitOptions<T extends FieldValues> {
  /** The react-hook-form form (useForm with schemaResolver): it checks the fields and shows their errors. */
  form: UseFormReturn<T>;
  /** The call, with the checked values; resolves with the server's envelope. Refreshing the lists is the mutation's job. */
  submit: (values: T) => Promise<{ message: string }>;
  /** After success: reset the form and close. */
  onSuccess: () => void;
}

/**
 * The spec's dialog lifecycle (000 §4): submit; on success close, reset, refresh and show the server's
 * message; on an `error` reply stay open and show it as an error toast.
 */
export function useFormSubmit<T extends FieldValues>({ form, submit, onSuccess }: FormSubmitOptions<T>) {
  const [busy, setBusy] = useState(false);
  // Also shown inside the dialog: a modal dialog hides the toasts from screen readers.
  const [serverError, setServerError] = useState<string | null>(null);
  const send = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const res = await submit(values);
      toast.success(res.message);
      onSuccess();
    } catch (err) {
      const message = errorMessage(err);
      setServerError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  });
  const handleSubmit = (e?: { preventDefault(): void }) => {
    e?.preventDefault();
    if (busy) return;
    setServerError(null);
    void send();
  };
  const reset = () => setServerError(null);
  return { busy, handleSubmit, serverError, reset };
}
