import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
  /** A blocking alert (confirmations) hides the close button. */
  role?: 'dialog' | 'alertdialog';
}

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' };

/** A centred dialog: focus trapped, Escape and the backdrop close it, focus returns to the opener. */
export function Modal({ open, onClose, title, description, size = 'md', children, role = 'dialog' }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50" role={role}>
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/40 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-3 sm:items-center sm:p-6">
          <DialogPanel
            transition
            className={cn(
              'w-full rounded-2xl bg-white shadow-xl ring-1 ring-black/5 transition duration-200 data-closed:translate-y-3 data-closed:opacity-0',
              widths[size],
            )}
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 pt-5 pb-4">
              <div>
                <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
                {description ? <Description className="mt-1 text-sm text-slate-600">{description}</Description> : null}
              </div>
              {role === 'dialog' ? (
                <button
                  type="button"
                  onClick={onClose}
                  className="-mt-1 -mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
                  aria-label="Close"
                >
                  <CloseIcon className="size-5" />
                </button>
              ) : null}
            </div>
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
