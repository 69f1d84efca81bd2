import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from './button';
import { FormError } from './form-error';
import { CloseIcon } from './icons';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** A panel sliding in from the right (edit drawers, 000 §2). Keyboard: focus trapped, Escape closes. */
export function Drawer({ open, onClose, title, description, children, footer }: DrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition-opacity duration-200 data-closed:opacity-0" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          className="flex h-full w-full max-w-md flex-col bg-white shadow-2xl transition duration-250 ease-out data-closed:translate-x-full"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
            <div>
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
              {description ? <Description className="mt-1 text-sm text-slate-600">{description}</Description> : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
              aria-label="Close"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          {children}
          {footer}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export interface FormDrawerProps<T extends FieldValues> extends FormSubmitOptions<T>, Omit<DrawerProps, 'footer'> {
  submitLabel: string;
}

/** A drawer holding a form, with the same submit lifecycle as FormDialog. */
export function FormDrawer<T extends FieldValues>({
  submitLabel,
  form,
  submit,
  onSuccess,
  children,
  onClose,
  ...rest
}: FormDrawerProps<T>) {
  const { busy, handleSubmit, serverError, reset } = useFormSubmit({ form, submit, onSuccess });
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  return (
    <Drawer onClose={close} {...rest}>
      <form onSubmit={handleSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5">
          <FormError message={serverError} />
          {children}
        </div>
        <div className="flex gap-2 border-t border-slate-100 bg-slate-50/70 px-5 py-4">
          <Button variant="secondary" className="flex-1" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" className="flex-1" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Drawer>
  );
}
