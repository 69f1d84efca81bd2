import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface FormSubmitOptions {
  /** Client-side checks; return false to stay (the form shows its own field errors). */
  validate?: () => boolean;
  /** The call; resolves with the server's envelope. Refreshing the lists is the mutation's job. */
  submit: () => Promise<{ message: string }>;
  /** After success: reset the form and close. */
  onSuccess: () => void;
}

/**
 * The spec's dialog lifecycle (000 §4): submit; on success close, reset, refresh and show the server's
 * message; on an `error` reply stay open and show it as an error toast.
 */
export function useFormSubmit({ validate, submit, onSuccess }: FormSubmitOptions) {
  const [busy, setBusy] = useState(false);
  // Also shown inside the dialog: a modal dialog hides the toasts from screen readers.
  const [serverError, setServerError] = useState<string | null>(null);
  const handleSubmit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    setServerError(null);
    if (validate && !validate()) return;
    setBusy(true);
    try {
      const res = await submit();
      toast.success(res.message);
      onSuccess();
    } catch (err) {
      const message = errorMessage(err);
      setServerError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  const reset = () => setServerError(null);
  return { busy, handleSubmit, serverError, reset };
}
