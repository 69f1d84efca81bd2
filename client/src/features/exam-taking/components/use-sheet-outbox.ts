import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { recordActivity, saveAnswer } from '../api/sheet';
import type { SavedAnswer } from '../api/types';
import { Outbox, type OutboxEntry, type OutboxStatus, type StoredFile } from './outbox';

/** The server said no (the exam ended, already submitted, a bad answer): resending the same entry cannot help. */
export const isRefusal = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && ![401, 408, 425, 429].includes(err.status);

export const outboxKey = (userId: string, subjectExamId: string) => `school.exam-outbox:${userId}:${subjectExamId}`;

/** The kept file back as a Blob (decoded here: the page's content policy does not let fetch read data: URLs). */
export function blobOf(file: StoredFile): Blob {
  const comma = file.dataUrl.indexOf(',');
  const bytes = atob(file.dataUrl.slice(comma + 1));
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes.charCodeAt(i);
  return new Blob([out], { type: file.type || 'application/octet-stream' });
}

export const readAsStored = (file: File): Promise<StoredFile> =>
  new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve({ name: file.name, type: file.type, dataUrl: String(r.result) });
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

export interface SheetOutbox {
  outbox: Outbox;
  status: OutboxStatus;
  online: boolean;
}

/**
 * The outbox of one sheet, bound to the browser: kept in localStorage, sent through the answer and activity calls,
 * resent at once when the browser is back online. `onSaved` hears each acknowledged answer, `onRefused` each refusal.
 */
export function useSheetOutbox(
  userId: string,
  subjectExamId: string,
  handlers: { onSaved?: (a: SavedAnswer) => void; onRefused?: (entry: OutboxEntry, err: unknown) => void },
): SheetOutbox {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const outbox = useMemo(
    () =>
      new Outbox({
        key: outboxKey(userId, subjectExamId),
        storage: localStorage,
        isRefusal,
        onRefused: (e, err) => handlersRef.current.onRefused?.(e, err),
        send: async (e) => {
          if (e.kind === 'activity') {
            await recordActivity(subjectExamId, e.activity);
            return;
          }
          const file = e.file ? blobOf(e.file) : null;
          const res = await saveAnswer({
            question: e.question,
            answer: e.answer,
            markAsReview: e.markAsReview,
            seq: e.seq,
            file,
            fileName: e.file?.name,
          });
          handlersRef.current.onSaved?.(res.data);
        },
      }),
    [userId, subjectExamId],
  );
  const [status, setStatus] = useState(() => outbox.status());
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setStatus(outbox.status());
    const unsubscribe = outbox.subscribe(update);
    update();
    outbox.start();
    const goOnline = () => {
      setOnline(true);
      outbox.retryNow();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      outbox.stop();
    };
  }, [outbox]);
  return { outbox, status, online };
}
