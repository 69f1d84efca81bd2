import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { Button } from './button';
import { FormError } from './form-error';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  /** Runs the action; resolves with the server's envelope (its message becomes the success toast). */
  onConfirm: () => Promise<{ message: string }>;
  title?: string;
  text?: string;
  confirmLabel?: string;
}

/** 000 §8 / 001 §8: 'Are you sure?' / 'You will not be able to recover it again!' / 'Yes, delete it!'. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title = 'Are you sure?',
  text = 'You will not be able to recover it again!',
  confirmLabel = 'Yes, delete it!',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await onConfirm();
      toast.success(res.message);
      onClose();
    } catch (err) {
      const message = errorMessage(err);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={close} title={title} description={text} size="sm" role="alertdialog">
      {error ? (
        <div className="px-5 pt-4">
          <FormError message={error} />
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 px-5 py-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
