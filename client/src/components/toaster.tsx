import { useAtomValue } from 'jotai';
import { dismissToast, toastsAtom, type Toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { AlertIcon, CheckCircleIcon, CloseIcon } from './icons';

function ToastItem({ t }: { t: Toast }) {
  const error = t.kind === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-white p-3.5 text-sm shadow-lg ring-1 ring-black/5',
        error ? 'border-rose-200' : 'border-emerald-200',
      )}
    >
      {error ? (
        <AlertIcon className="mt-0.5 size-5 shrink-0 text-rose-600" />
      ) : (
        <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
      )}
      <p className="flex-1 pt-0.5 text-slate-800">{t.message}</p>
      <button
        type="button"
        onClick={() => dismissToast(t.id)}
        className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        aria-label="Dismiss notification"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

/** Where success and error toasts appear: bottom right on wide screens, bottom centre on phones. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:w-96 sm:items-end sm:p-6"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} t={t} />
      ))}
    </div>
  );
}
