import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from './button';
import { FormError } from './form-error';
import { Modal } from './modal';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

export interface FormDialogProps<T extends FieldValues> extends FormSubmitOptions<T> {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  submitLabel: string;
  children: ReactNode;
}

/** A dialog holding a form, with the spec's submit lifecycle (see useFormSubmit). */
export function FormDialog<T extends FieldValues>(props: FormDialogProps<T>) {
  const { open, onClose, title, description, submitLabel, children, form, submit, onSuccess } = props;
  const { busy, handleSubmit, serverError, reset } = useFormSubmit({ form, submit, onSuccess });
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={title} description={description}>
      <form
        onSubmit={(e) => {
          // A dialog opened from inside another form (the book form's Add-new author) renders in a portal, but React
          // bubbles its submit through the component tree: the outer form must not submit with it.
          e.stopPropagation();
          return handleSubmit(e);
        }}
        noValidate
      >
        <div className="space-y-4 px-5 py-5">
          <FormError message={serverError} />
          {children}
        </div>
        <div className="flex flex-col-reverse gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
